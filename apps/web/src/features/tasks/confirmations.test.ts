import { describe, expect, it } from "vitest";
import {
  acceptConfirmation,
  cancelConfirmation,
  rejectConfirmation,
  shortlistConfirmation,
  withdrawConfirmation,
} from "./confirmations";

const counts = { PENDING: 5, SHORTLISTED: 2, ACCEPTED: 0, REJECTED: 3, WITHDRAWN: 1 };

describe("confirmations say what will happen", () => {
  it("accepting names the person, the amount in the short format and how many others are declined", () => {
    const confirmation = acceptConfirmation({ fullName: "Ravi Kumar" }, 4_500_000, counts);
    expect(confirmation.description).toBe(
      "Accepting creates a project with Ravi for 45.0K INR and declines 6 other applications. The task moves to in progress and stops taking applications.",
    );
    expect(confirmation.confirmLabel).toBe("Accept and hire Ravi");
  });

  it("accepting the only live proposal declines no one", () => {
    const only = { PENDING: 1, SHORTLISTED: 0, ACCEPTED: 0, REJECTED: 2, WITHDRAWN: 0 };
    expect(acceptConfirmation({ fullName: "Meera Iyer" }, 75_000, only).description).toBe(
      "Accepting creates a project with Meera for 750 INR; no other application is waiting. The task moves to in progress and stops taking applications.",
    );
    const two = { ...only, PENDING: 2 };
    expect(acceptConfirmation({ fullName: "Meera" }, 75_000, two).description).toContain(
      "declines 1 other application.",
    );
  });

  it("shortlisting, declining, withdrawing and cancelling each say their consequence", () => {
    expect(shortlistConfirmation({ fullName: "Ravi Kumar" }).description).toBe(
      "Ravi is told their proposal is on your shortlist. You can still accept or reject it later.",
    );
    expect(rejectConfirmation({ fullName: "Ravi Kumar" })).toMatchObject({
      tone: "danger",
      confirmLabel: "Decline proposal",
    });
    expect(withdrawConfirmation("Logo design").description).toContain("“Logo design”");
    expect(cancelConfirmation("Logo design", counts).description).toBe(
      "“Logo design” closes and its 7 waiting applications are declined; each applicant is told. This cannot be undone.",
    );
    expect(cancelConfirmation("Logo design", null).description).toBe(
      "“Logo design” closes and no one can apply any more. This cannot be undone.",
    );
  });
});
