import type { TStanding, TStandingAction } from "@crewlance/contracts/safety";

/** A 7-day restriction for asking for payment outside Crewlance, not yet appealed. */
export function makeStandingAction(overrides: Partial<TStandingAction> = {}): TStandingAction {
  return {
    id: "a1111111-1111-4111-8111-111111111111",
    kind: "RESTRICT",
    rule: "OFF_PLATFORM",
    ruleLabel: "Keep work and payments on Crewlance",
    ruleLink: "/help?article=community-rules#off-platform",
    itemLabel: null,
    since: "2026-11-28T10:00:00.000Z",
    until: "2026-12-05T10:00:00.000Z",
    active: true,
    affects: [
      "You can't send new applications or offers.",
      "You can't message people you have no project with.",
      "Your projects, payments and escrow go on as before.",
    ],
    appeal: null,
    canAppeal: true,
    ...overrides,
  };
}

export function makeStanding(overrides: Partial<TStanding> = {}): TStanding {
  return { state: "RESTRICTED", actions: [makeStandingAction()], newAccountLimits: null, ...overrides };
}
