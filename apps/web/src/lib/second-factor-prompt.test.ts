import { afterEach, describe, expect, it } from "vitest";
import { ApiError, apiClient, setSecondFactorPrompt } from "@/lib/api-client";
import { jsonResponse, stubFetch } from "@/test/render";

/*
 * A call refused with SECOND_FACTOR_REQUIRED (decision 0098) waits for the app's "Confirm it's
 * you" prompt and is sent again as it was: the same body and the same Idempotency-Key.
 */

const REQUIRED = {
  success: false,
  code: "SECOND_FACTOR_REQUIRED",
  message: "Confirm it's you with your authenticator app or passkey.",
};

afterEach(() => setSecondFactorPrompt(null));

function stubWithdrawals() {
  const sent: Array<{ key: string | null; body: string }> = [];
  let confirmed = false;
  const fetchStub = stubFetch(async (_url, init) => {
    sent.push({ key: new Headers(init.headers).get("Idempotency-Key"), body: String(init.body) });
    return confirmed ? jsonResponse(201, { success: true, data: { id: "w-1" } }) : jsonResponse(403, REQUIRED);
  });
  return { sent, fetchStub, confirm: () => (confirmed = true) };
}

describe("the step-up prompt", () => {
  it("retries the refused call with the same key once the person confirmed", async () => {
    const api = stubWithdrawals();
    let asked = 0;
    setSecondFactorPrompt(async () => {
      asked += 1;
      api.confirm();
      return true;
    });
    const answer = await apiClient.post(
      "/wallet/withdrawals",
      { amount: 60_000 },
      { headers: { "Idempotency-Key": "k-1" } },
    );
    expect(answer.data.data).toEqual({ id: "w-1" });
    expect(asked).toBe(1);
    expect(api.sent).toEqual([
      { key: "k-1", body: '{"amount":60000}' },
      { key: "k-1", body: '{"amount":60000}' },
    ]);
  });

  it("gives the refusal to the form when the person cancels, and without a prompt", async () => {
    const api = stubWithdrawals();
    setSecondFactorPrompt(async () => false);
    const cancelled = apiClient.post("/wallet/withdrawals", { amount: 60_000 });
    await expect(cancelled).rejects.toBeInstanceOf(ApiError);
    await expect(cancelled).rejects.toMatchObject({ message: REQUIRED.message });
    setSecondFactorPrompt(null);
    await expect(apiClient.post("/wallet/withdrawals", { amount: 60_000 })).rejects.toMatchObject({
      code: "SECOND_FACTOR_REQUIRED",
    });
    expect(api.sent).toHaveLength(2);
  });
});
