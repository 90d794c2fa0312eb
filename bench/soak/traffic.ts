// The soak's HTTP mix: each action fires at its own steady rate (an open loop, like many people
// using the product at once, rather than a few clients hammering), scaled by `scale`. When more
// than MAX_IN_FLIGHT requests are waiting the tick is skipped and counted, so a slow server sees
// a bounded queue instead of a growing one the bench itself would be leaking.
import { randomUUID } from "node:crypto";
import { call } from "./http";
import { PASSWORD, type Person, type Seeded, taskBody } from "./seed";

const MAX_IN_FLIGHT = 64;
const WORDS = ["react", "typescript", "node", "python", "figma", "go", "sql", "devops", "seo", "flutter"];

export const trafficCounters = { skipped: 0 };

type Action = { name: string; perSecond: number; run: () => Promise<unknown> };

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

export function startTraffic(baseUrl: string, data: Seeded, scale: number): { stop: () => void; mix: string } {
  const everyone = [...data.companies, ...data.freelancers];
  const applied = new Set<string>();
  const lastDeposit = new Map<string, { key: string; amount: number }>();
  let signInNext = 0;
  let taskN = 100_000;

  const get = (url: string, person: Person) => call(baseUrl, "GET", url, { token: person.accessToken });
  const actions: Action[] = [
    {
      // Round robin, so every access token is renewed long before its 15 minutes run out.
      name: "sign-in",
      perSecond: 2,
      run: async () => {
        const person = everyone[signInNext++ % everyone.length]!;
        const session = await call<{ accessToken: string }>(baseUrl, "POST", "/auth/login", {
          body: { email: person.email, password: PASSWORD },
        });
        if (session) person.accessToken = session.accessToken;
      },
    },
    {
      name: "directory search",
      perSecond: 25,
      run: () => {
        const roll = Math.random();
        const query = roll < 0.4 ? "" : roll < 0.7 ? `&q=${pick(WORDS)}` : `&skills=${pick(WORDS)}`;
        return get(`/user/freelancers?limit=20${query}`, pick(everyone));
      },
    },
    {
      name: "task search",
      perSecond: 25,
      run: () => {
        const roll = Math.random();
        const query = roll < 0.4 ? "" : roll < 0.7 ? `&q=${pick(WORDS)}` : `&skills=${pick(WORDS)}`;
        return get(`/tasks?limit=20${query}`, pick(everyone));
      },
    },
    { name: "task page", perSecond: 10, run: () => get(`/tasks/${pick(data.taskIds.slice(-200))}`, pick(everyone)) },
    { name: "dashboard", perSecond: 10, run: () => get("/dashboard", pick(everyone)) },
    { name: "current user", perSecond: 10, run: () => get("/user", pick(everyone)) },
    {
      name: "notifications",
      perSecond: 15,
      run: () => get(Math.random() < 0.5 ? "/notifications?limit=20" : "/notifications/new", pick(everyone)),
    },
    { name: "conversations", perSecond: 5, run: () => get("/chat/conversations", pick(data.freelancers)) },
    { name: "wallet", perSecond: 5, run: () => get("/wallet", pick(everyone)) },
    {
      name: "post a task",
      perSecond: 1,
      run: async () => {
        const task = await call<{ id: string }>(baseUrl, "POST", "/tasks", {
          token: pick(data.companies).accessToken,
          body: taskBody(taskN++),
        });
        if (task) data.taskIds.push(task.id);
      },
    },
    {
      // A freelancer applies to one of the newest tasks they have not applied to yet (the API
      // allows 30 a day each: 2 a second over 10 minutes is ~15 each for 80 freelancers).
      name: "apply",
      perSecond: 2,
      run: async () => {
        const freelancer = pick(data.freelancers);
        const taskId = data.taskIds.slice(-300).find((id) => !applied.has(`${freelancer.id}>${id}`));
        if (!taskId) return;
        applied.add(`${freelancer.id}>${taskId}`);
        await call(baseUrl, "POST", `/tasks/${taskId}/applications`, {
          token: freelancer.accessToken,
          body: {
            coverLetter:
              "I have shipped this kind of work several times and can start this week, with a first draft in days.",
            proposedAmount: 1_500_000,
            estimatedDays: 7,
          },
        });
      },
    },
    {
      // One in five repeats the person's previous deposit with its key: a client retrying after a
      // lost answer, which must be answered from the stored result, not credited twice.
      name: "deposit",
      perSecond: 3,
      run: () => {
        const person = pick(everyone);
        const previous = lastDeposit.get(person.id);
        const deposit =
          previous && Math.random() < 0.2
            ? previous
            : { key: randomUUID(), amount: 10_000 * (1 + Math.floor(Math.random() * 50)) };
        lastDeposit.set(person.id, deposit);
        return call(baseUrl, "POST", "/wallet/deposits", {
          token: person.accessToken,
          headers: { "Idempotency-Key": deposit.key },
          body: { amount: deposit.amount },
        });
      },
    },
  ];

  let inFlight = 0;
  const timers = actions.map((action) =>
    setInterval(
      () => {
        if (inFlight >= MAX_IN_FLIGHT) {
          trafficCounters.skipped++;
          return;
        }
        inFlight++;
        void action.run().finally(() => inFlight--);
      },
      1000 / (action.perSecond * scale),
    ),
  );
  const mix = actions.map((action) => `${action.name} ${+(action.perSecond * scale).toFixed(1)}/s`).join(", ");
  return { stop: () => timers.forEach(clearInterval), mix };
}
