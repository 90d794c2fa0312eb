import { type APIRequestContext, expect } from "@playwright/test";
import type { Session } from "./auth";
import { depositThroughApi, onboardedCompany } from "./projects";
import { applyThroughApi, postTaskThroughApi, uniqueWord } from "./tasks";
import { onboardedFreelancer } from "./wallet";

/*
 * The people and the task of the hourly contract journeys (decision 0091), made through the API:
 * a company with money in its wallet, a freelancer of its own, and an HOURLY task the freelancer
 * applied to at `rate` paise an hour.
 */

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

export type HourlyScene = {
  company: Session & { companyName: string };
  freelancer: Session & { fullName: string };
  taskId: string;
  taskTitle: string;
  applicationId: string;
};

export async function hourlyScene(
  request: APIRequestContext,
  { label, rate, deposit }: { label: string; rate: number; deposit: number },
): Promise<HourlyScene> {
  const company = await onboardedCompany(request, label);
  const freelancer = await onboardedFreelancer(request, label);
  await depositThroughApi(request, company, deposit);
  const taskTitle = `Weekly design help (${uniqueWord("Hourly")})`;
  const task = await postTaskThroughApi(request, company, {
    title: taskTitle,
    budgetType: "HOURLY",
    budgetMin: rate,
    budgetMax: rate,
    skills: ["Figma", "UI design"],
    category: "DESIGN",
  });
  const applicationId = await applyThroughApi(request, freelancer, task.id, { proposedAmount: rate });
  return { company, freelancer, taskId: task.id, taskTitle, applicationId };
}

/** The client fee on `amount` at the platform's rate, rounded half up as the API rounds it (decision 0029). */
export async function clientFeeOf(request: APIRequestContext, session: Session, amount: number): Promise<number> {
  const fees = await dataOf<{ clientFeeBps: number }>(
    await request.get("/api/wallet/fees", { headers: auth(session) }),
  );
  return Math.floor((amount * fees.clientFeeBps + 5_000) / 10_000);
}

export async function walletOf(
  request: APIRequestContext,
  session: Session,
): Promise<{ available: number; escrow: number }> {
  return dataOf(await request.get("/api/wallet", { headers: auth(session) }));
}

/** The exact amount as the screens write it in a title: 840000 → "₹8,400.00". */
export function exactRupees(paise: number): string {
  const rupees = Math.floor(paise / 100).toString();
  const last = rupees.slice(-3);
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},` : ""}${last}.${String(paise % 100).padStart(2, "0")}`;
}
