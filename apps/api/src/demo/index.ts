import type { AppContext } from "../context";
import { demoUserIds } from "../demo-users";
import { seedDemoChat } from "./chat";
import { seedDemoCollaborations } from "./collaborations";
import { seedDemoHourly } from "./hourly";
import { seedDemoWallet, seedDemoWithdrawal } from "./money";
import { seedDemoProjects } from "./projects";
import { seedDemoSavedItems } from "./saved";
import { seedDemoTasks } from "./tasks";
import { seedDemoTaxProfiles } from "./tax";
import { seedDemoTeams } from "./teams";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "./users";

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccountsWithPublishedPassword } from "./users";

/** The parts of the demo beyond its accounts. */
export type DemoPart =
  | "wallet"
  | "tax profiles"
  | "tasks"
  | "projects"
  | "withdrawal"
  | "teams"
  | "chat"
  | "collaborations"
  | "hourly"
  | "saved items";

/**
 * The demo accounts and everything they have done, for `npm start` on loopback and `npm run seed`
 * alike. Each part is made only where it is missing, so running it again changes nothing.
 * Answers the accounts it created and the parts it made.
 */
export async function seedDemoData(ctx: AppContext): Promise<{ created: string[]; made: DemoPart[] }> {
  const { created } = await seedDemoAccounts(ctx);
  const [companyId, freelancerId] = await demoUserIds(ctx, [
    DEMO_ACCOUNTS.company.email,
    DEMO_ACCOUNTS.freelancer.email,
  ]);
  const both = { companyId, freelancerId };
  // In this order: later parts build on earlier ones (the projects spend the wallet's deposit).
  const parts: Array<[DemoPart, () => Promise<boolean>]> = [
    ["wallet", () => seedDemoWallet(ctx, { companyId })],
    ["tax profiles", () => seedDemoTaxProfiles(ctx, both)],
    ["tasks", () => seedDemoTasks(ctx, both)],
    ["projects", () => seedDemoProjects(ctx, both)],
    ["withdrawal", () => seedDemoWithdrawal(ctx, { freelancerId })],
    ["teams", () => seedDemoTeams(ctx, { freelancerId })],
    ["chat", () => seedDemoChat(ctx, both)],
    ["collaborations", () => seedDemoCollaborations(ctx, both)],
    ["hourly", () => seedDemoHourly(ctx, both)],
    ["saved items", () => seedDemoSavedItems(ctx, both)],
  ];
  const made: DemoPart[] = [];
  for (const [part, seed] of parts) if (await seed()) made.push(part);
  return { created, made };
}
