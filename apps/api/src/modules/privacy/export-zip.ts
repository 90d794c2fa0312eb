import { type Zippable, zipSync } from "fflate";
import type { AppContext } from "../../context";
import type { AccountDataPart, ExportFile } from "../../lib/account-data";
import { openFile } from "../../lib/storage";
import { savedSearchDataOf } from "../alerts/index";
import { signInDataOf } from "../auth/index";
import { chatDataOf } from "../chat/index";
import { collaborationDataOf } from "../collaborations/index";
import { favouriteDataOf } from "../favourites/index";
import { supportDataOf } from "../help/index";
import { hourlyDataOf } from "../hourly/index";
import { getWalletSummary, walletDataOf } from "../money/index";
import { notificationDataOf } from "../notifications/index";
import { projectDataOf } from "../projects/index";
import { pushDataOf } from "../push/index";
import { safetyDataOf } from "../safety/index";
import { taskDataOf } from "../tasks/index";
import { getMyTaxProfile } from "../tax/index";
import { teamDataOf } from "../teams/index";
import { accountDataOf } from "../users/index";

/*
 * The ZIP of a person's data (decision 0099): one JSON file per area, each read through the door
 * of the module that owns it, their files under files/, and a README.txt saying what is what.
 */

const README = `Your Crewlance data
===================

This is a copy of what Crewlance holds about you, made when you asked for it.
Amounts are in paise (100 paise = 1 rupee); times are in UTC (ISO 8601).

account.json        your account, profile, tax profile and sign-in methods (which ones, never a password or secret)
tasks.json          tasks you posted as a company
applications.json   applications you sent as a freelancer
projects.json       projects you are a party of, their milestones, your submissions, reviews given and received
hourly.json         your hourly contracts, their weeks, and the time you logged
messages.json       your conversations with every message in them; other people appear by name only
teams.json          teams you are in, invitations you received and join requests you sent
offers.json         offers and invitations you sent or received
wallet.json         your balances, ledger entries, withdrawals, invoices and tax withheld
notifications.json  your notifications
push-devices.json   browsers that receive your push notifications (by name, never their push address)
saved-searches.json your saved searches and their alerts
favourites.json     tasks, freelancers and teams you saved
support.json        your requests to support and the answers to them
safety.json         reports you made, people you blocked, and moderation of your account with your appeals
sessions.json       devices where you signed in
files/              files you uploaded: profile images, documents, attachments
`;

async function readStoredFiles(ctx: AppContext, files: ExportFile[]): Promise<Zippable> {
  const out: Zippable = {};
  for (const file of files) {
    const opened = await openFile(ctx.config.dataDir, file.visibility, file.path);
    if (!opened) continue;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk));
    out[file.name] = new Uint8Array(Buffer.concat(chunks));
  }
  return out;
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** Builds the whole ZIP in memory: a person's data is small next to the request limits. */
export async function buildExportZip(ctx: AppContext, userId: string): Promise<Buffer> {
  const account = await accountDataOf(ctx, userId);
  const signIn = await signInDataOf(ctx, userId);
  const tasks = await taskDataOf(ctx, userId);
  const projects = await projectDataOf(ctx, userId);
  const hourly = await hourlyDataOf(ctx, userId);
  const chat = await chatDataOf(ctx, userId);
  const teams = await teamDataOf(ctx, userId);
  const collaborations = await collaborationDataOf(ctx, userId);
  const wallet = await walletDataOf(ctx, userId);
  const notifications = await notificationDataOf(ctx, userId);
  const push = await pushDataOf(ctx, userId);
  const savedSearches = await savedSearchDataOf(ctx, userId);
  const favourites = await favouriteDataOf(ctx, userId);
  const support = await supportDataOf(ctx, userId);
  const safety = await safetyDataOf(ctx, userId);
  const tax = await getMyTaxProfile(ctx, userId);
  const summary = await getWalletSummary(ctx, { userId });
  const parts: AccountDataPart[] = [account, tasks, projects, chat, support];
  const files = await readStoredFiles(
    ctx,
    parts.flatMap((part) => part.files),
  );
  const zip: Zippable = {
    "README.txt": new TextEncoder().encode(README),
    "account.json": json({ ...account.data, taxProfile: tax.profile, signInMethods: signIn.data.signInMethods }),
    "tasks.json": json({ tasks: tasks.data.tasks, attachments: tasks.data.attachments }),
    "applications.json": json({ applications: tasks.data.applications }),
    "projects.json": json(projects.data),
    "hourly.json": json(hourly.data),
    "messages.json": json(chat.data),
    "teams.json": json(teams.data),
    "offers.json": json(collaborations.data),
    "wallet.json": json({ summary, ...wallet.data }),
    "notifications.json": json(notifications.data),
    "push-devices.json": json(push.data),
    "saved-searches.json": json(savedSearches.data),
    "favourites.json": json(favourites.data),
    "support.json": json(support.data),
    "safety.json": json(safety.data),
    "sessions.json": json({ sessions: signIn.data.sessions }),
    files: files,
  };
  return Buffer.from(zipSync(zip, { level: 6 }));
}
