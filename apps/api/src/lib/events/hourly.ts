/* The hourly module's events (decision 0091): contracts, their terms, time and weekly billing. */

/** What every hourly event carries: the project and its two parties. */
export type HourlyFacts = {
  projectId: string;
  projectTitle: string;
  companyId: string;
  freelancerId: string;
};

export interface HourlyEvents {
  /** An hourly contract started (a hire on an hourly task, or an accepted hourly offer). */
  HourlyContractStarted: HourlyFacts & { actorId: string; rate: number; weeklyLimitHours: number | null };
}

/* The contract part's events (decision 0091): terms changes and the contract's state. */

/** A change of terms as its events tell it: the Monday it starts and the terms from then. */
export type HourlyTermsFacts = HourlyFacts & {
  actorId: string;
  changeId: string;
  effectiveWeek: string;
  rate: number;
  weeklyLimitHours: number | null;
  manualPolicy: "ALLOWED" | "LIMITED";
  manualLimitHours: number | null;
  /** The rate changes, so the freelancer must accept it. */
  rateChanged: boolean;
};

export interface HourlyEvents {
  /** The company proposed new terms from a coming Monday (a rate change waits for the freelancer). */
  HourlyTermsProposed: HourlyTermsFacts;
  /** The company withdrew its open change of terms. */
  HourlyTermsWithdrawn: HourlyTermsFacts;
  /** The freelancer accepted a rate change. */
  HourlyTermsAccepted: HourlyTermsFacts;
  /** The freelancer declined a rate change. */
  HourlyTermsDeclined: HourlyTermsFacts;
  HourlyContractPaused: HourlyFacts & { actorId: string };
  HourlyContractResumed: HourlyFacts & { actorId: string };
  HourlyContractEnded: HourlyFacts & { actorId: string };
}

/* Weekly billing (billing/): funding, closing, the review's disputes, release. Merged into HourlyEvents. */

/** What every weekly billing event carries: the week and its milestone (the escrow's reference). */
export type HourlyWeekFacts = HourlyFacts & { weekId: string; weekStart: string; milestoneId: string | null };

export interface HourlyEvents {
  /** The week's escrow was funded (at its start with a limit, at its close without). */
  HourlyWeekFunded: HourlyWeekFacts & { amount: number; total: number };
  /** Too little balance to fund the week: told once per week, until it is funded. */
  HourlyWeekUnfunded: HourlyWeekFacts & { needed: number; note: string };
  /** The week closed: what it billed, the unused escrow refunded, and when the review ends. */
  HourlyWeekClosed: HourlyWeekFacts & { billed: number; refunded: number; reviewEndsAt: string };
  /** The review ended without disputes: the billed hours were released. */
  HourlyWeekPaid: HourlyWeekFacts & { released: number; freelancerReceives: number };
  /** The review ended with disputes: the rest released, the disputed amount with the admin. */
  HourlyWeekDisputed: HourlyWeekFacts & { released: number; disputed: number; disputeId: string };
  /** The company disputed entries during the review. */
  HourlyEntriesDisputed: HourlyWeekFacts & { actorId: string; entries: number; disputedAmount: number };
}
