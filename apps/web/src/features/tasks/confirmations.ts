import { formatPaise } from "@crewlance/contracts/money";
import type { TApplicationCounts } from "@crewlance/contracts/tasks";

/*
 * What each confirmation says will happen, in one place so the words are tested: the person
 * confirms a consequence, not a verb.
 */

export type Confirmation = { title: string; description: string; confirmLabel: string; tone: "primary" | "danger" };

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] || fullName;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Live applications (pending or shortlisted) other than the one being accepted. */
function otherLiveApplications(counts: TApplicationCounts): number {
  return Math.max(0, counts.PENDING + counts.SHORTLISTED - 1);
}

export function acceptConfirmation(
  applicant: { fullName: string },
  proposedAmount: number,
  counts: TApplicationCounts,
): Confirmation {
  const name = firstName(applicant.fullName);
  const others = otherLiveApplications(counts);
  const rest =
    others > 0
      ? ` and declines ${plural(others, "other application", "other applications")}`
      : "; no other application is waiting";
  return {
    title: `Hire ${name}?`,
    description: `Accepting creates a project with ${name} for ${formatPaise(proposedAmount)}${rest}. The task moves to in progress and stops taking applications.`,
    confirmLabel: `Accept and hire ${name}`,
    tone: "primary",
  };
}

export function shortlistConfirmation(applicant: { fullName: string }): Confirmation {
  const name = firstName(applicant.fullName);
  return {
    title: `Shortlist ${name}?`,
    description: `${name} is told their proposal is on your shortlist. You can still accept or reject it later.`,
    confirmLabel: "Shortlist",
    tone: "primary",
  };
}

export function rejectConfirmation(applicant: { fullName: string }): Confirmation {
  const name = firstName(applicant.fullName);
  return {
    title: `Decline ${name}'s proposal?`,
    description: `${name} is told the proposal was declined, with your reason if you give one. This cannot be undone.`,
    confirmLabel: "Decline proposal",
    tone: "danger",
  };
}

export function withdrawConfirmation(taskTitle: string): Confirmation {
  return {
    title: "Withdraw your proposal?",
    description: `The company no longer sees your proposal to “${taskTitle}”. You can send a new one while the task is open.`,
    confirmLabel: "Withdraw proposal",
    tone: "danger",
  };
}

export function publishConfirmation(): Confirmation {
  return {
    title: "Publish this task?",
    description: "Every freelancer can find it and apply at once. You can still edit it while it is open.",
    confirmLabel: "Publish",
    tone: "primary",
  };
}

export function cancelConfirmation(taskTitle: string, counts: TApplicationCounts | null): Confirmation {
  const live = counts ? counts.PENDING + counts.SHORTLISTED : 0;
  return {
    title: "Cancel this task?",
    description:
      live > 0
        ? `“${taskTitle}” closes and its ${plural(live, "waiting application is", "waiting applications are")} declined; each applicant is told. This cannot be undone.`
        : `“${taskTitle}” closes and no one can apply any more. This cannot be undone.`,
    confirmLabel: "Cancel task",
    tone: "danger",
  };
}

export function deleteDraftConfirmation(taskTitle: string): Confirmation {
  return {
    title: "Delete this draft?",
    description: `“${taskTitle}” and its files are removed for good. No one has seen it.`,
    confirmLabel: "Delete draft",
    tone: "danger",
  };
}
