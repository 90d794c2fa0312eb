/**
 * Delivery follows a committed change: if it fails (Redis or the mail queue unreachable), the
 * change stands and the caller still gets its answer; clients catch up by seq.
 */
export async function deliverSafely(deliver: () => Promise<void>): Promise<void> {
  try {
    await deliver();
  } catch (error) {
    console.error("chat delivery failed after the change was stored:", error);
  }
}
