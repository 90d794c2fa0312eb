import type { AppContext } from "../../../context";
import { AppError } from "../../../lib/errors";

/*
 * Payment providers (decision 0028). The dev provider confirms a deposit at once. The
 * Razorpay-shaped adapter creates an order over the provider's HTTP API (POST /v1/orders, basic
 * auth with the key id and secret) and the wallet is credited only by its signed webhook.
 */

export type ProviderOrder = { orderId: string; keyId: string };

const ORDER_TIMEOUT_MS = 10_000;

/** Creates a Razorpay order for `amount` paise; `receipt` is our deposit id. */
export async function createProviderOrder(
  ctx: AppContext,
  input: { amount: number; receipt: string; userId: string },
): Promise<ProviderOrder> {
  const razorpay = ctx.config.wallet.razorpay;
  if (!razorpay) throw new AppError("NOT_CONFIGURED", "Card and UPI payments are not set up on this server.");
  let response: Response;
  try {
    response = await fetch(`${razorpay.apiUrl}/v1/orders`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString("base64")}`,
      },
      body: JSON.stringify({
        amount: input.amount,
        currency: "INR",
        receipt: input.receipt,
        notes: { userId: input.userId, depositId: input.receipt },
      }),
      signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
    });
  } catch {
    throw new AppError("UPSTREAM_UNAVAILABLE", "The payment provider did not answer. Please try again in a moment.");
  }
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    amount?: unknown;
    currency?: unknown;
  } | null;
  if (!response.ok || typeof body?.id !== "string" || body.amount !== input.amount || body.currency !== "INR") {
    throw new AppError(
      "UPSTREAM_UNAVAILABLE",
      "The payment provider refused to start the payment. Please try again later.",
    );
  }
  return { orderId: body.id, keyId: razorpay.keyId };
}

/** A payment as a Razorpay `payment.captured` or `order.paid` event carries it. */
export type CapturedPayment = { paymentId: string; orderId: string; amount: number; currency: string };

/** The captured payment of an event, or null when the event is of another kind or malformed. */
export function capturedPaymentOf(event: unknown): CapturedPayment | null {
  if (!event || typeof event !== "object") return null;
  const { event: type, payload } = event as { event?: unknown; payload?: { payment?: { entity?: unknown } } };
  if (type !== "payment.captured" && type !== "order.paid") return null;
  const payment = payload?.payment?.entity as
    | { id?: unknown; order_id?: unknown; amount?: unknown; currency?: unknown; status?: unknown }
    | undefined;
  if (!payment) return null;
  if (payment.status !== "captured") return null;
  if (typeof payment.id !== "string" || typeof payment.order_id !== "string") return null;
  if (
    typeof payment.amount !== "number" ||
    !Number.isSafeInteger(payment.amount) ||
    typeof payment.currency !== "string"
  )
    return null;
  return { paymentId: payment.id, orderId: payment.order_id, amount: payment.amount, currency: payment.currency };
}
