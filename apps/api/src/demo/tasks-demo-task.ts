import { advanceClock } from "../lib/clock";

/* A demo task and the helpers that post it and apply to it. */

export type DemoTask = {
  title: string;
  category: string;
  skills: string[];
  budget: [number, number];
  budgetType?: "FIXED" | "HOURLY";
  level?: "ENTRY" | "INTERMEDIATE" | "EXPERT";
  about: string;
};

export const rupees = (amount: number) => amount * 100;

export function description(task: DemoTask, company: string): string {
  return (
    `${company} is looking for help with ${task.about}. ` +
    `You will work with our product team, share progress every week and hand over clean, documented work. ` +
    `Tell us about similar work you have done and how you would approach this.`
  );
}

const HOUR = 60 * 60 * 1000;

export function deadline(days: number): string {
  return new Date(Date.now() + days * 24 * HOUR).toISOString().slice(0, 10);
}

export function proposal(task: DemoTask, name: string, days: number) {
  return {
    coverLetter:
      `Hello, I am ${name}. I have done work very close to this (${task.about}) for clients in India, ` +
      `and I can share examples. I would start with a short call, then deliver in weekly milestones.`,
    proposedAmount: rupees(Math.round((task.budget[0] + task.budget[1]) / 2)),
    estimatedDays: days,
  };
}

/** Runs `work` as if `hoursAgo` hours had not yet passed, then puts the clock back. */
export async function hoursAgo<T>(hours: number, work: () => Promise<T>): Promise<T> {
  advanceClock(-hours * HOUR);
  try {
    return await work();
  } finally {
    advanceClock(hours * HOUR);
  }
}
