import { setTimeout as sleep } from "node:timers/promises";
import { indiaDateOf, weekStartOf } from "@crewlance/contracts/hourly";
import { now } from "../../src/lib/clock";
import { hireHourly, indiaAt } from "../../src/modules/hourly/testing";
import type { Fixture, Kit } from "./matrix-fixtures";

/*
 * The authorization matrix's rows for the hourly time routes (decision 0091): each a new hourly
 * contract between a new company and freelancer, its week open, so every cell that gets through
 * has time to log. Entries lie in the first minute of today in India, never in the future. The
 * contract starts today, so no earlier minute is open to them: from a minute before midnight in
 * India until that first minute is over, a fixture first waits for it to pass.
 */

/** How long before midnight in India a fixture already waits: it and its cell take seconds. */
const BEFORE_MIDNIGHT_MS = 60_000;

/** Waits, from a minute before an Indian day until its first minute is over, for that minute to pass. */
async function clearOfMidnight(): Promise<void> {
  const at = now().getTime();
  const day = indiaDateOf(new Date(at + BEFORE_MIDNIGHT_MS));
  const left = indiaAt(day, "00:01").getTime() - at;
  if (left >= 0) await sleep(left + 1_000);
}

async function hire(kit: Kit) {
  await clearOfMidnight();
  return hireHourly(kit.app, { company: await kit.user("COMPANY"), freelancer: await kit.user("FREELANCER") });
}

const entry = { date: "", startTime: "00:00", endTime: "00:01", memo: "Checked the shipment alerts" };
const todaysEntry = () => ({ ...entry, date: indiaDateOf(now()) });

async function withEntry(kit: Kit) {
  const made = await hire(kit);
  const added = await kit.as(made.freelancer, "POST", `/api/projects/${made.projectId}/hourly/entries`, todaysEntry());
  return { ...made, entryId: added.id as string };
}

export const HOURLY_TIME_FIXTURES: Record<string, Fixture> = {
  "POST /api/projects/{id}/hourly/timer/start": async (kit) => {
    const made = await hire(kit);
    return { params: { id: made.projectId }, owner: made.freelancer, counterpart: made.company, json: {} };
  },
  "POST /api/hourly/timer/stop": async (kit) => {
    const made = await hire(kit);
    await kit.as(made.freelancer, "POST", `/api/projects/${made.projectId}/hourly/timer/start`, {
      memo: "Night deploy",
    });
    return { owner: made.freelancer, json: {} };
  },
  "POST /api/projects/{id}/hourly/entries": async (kit) => {
    const made = await hire(kit);
    return { params: { id: made.projectId }, owner: made.freelancer, counterpart: made.company, json: todaysEntry() };
  },
  "PATCH /api/hourly/entries/{id}": async (kit) => {
    const made = await withEntry(kit);
    return { params: { id: made.entryId }, owner: made.freelancer, counterpart: made.company, json: todaysEntry() };
  },
  "DELETE /api/hourly/entries/{id}": async (kit) => {
    const made = await withEntry(kit);
    return { params: { id: made.entryId }, owner: made.freelancer, counterpart: made.company };
  },
  "GET /api/projects/{id}/hourly/weeks/{weekStart}": async (kit) => {
    const made = await hire(kit);
    return {
      params: { id: made.projectId, weekStart: weekStartOf(now()) },
      owner: made.company,
      counterpart: made.freelancer,
    };
  },
};
