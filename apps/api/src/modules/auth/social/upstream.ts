/** Minimal logger the provider clients report to (the request's pino logger in routes). */
export type UpstreamLog = {
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
};

/** The provider did not answer usefully: network error, timeout, 5xx or a body that is not JSON. */
export class UpstreamFailure extends Error {}

export type UpstreamResponse = { status: number; body: unknown };

/** Who we are to the providers; GitHub refuses API calls without a User-Agent. */
export const USER_AGENT = "Crewlance";

/**
 * One call to a provider with a deadline. 4xx answers come back to the caller (they carry
 * OAuth error codes); everything that means "the provider is not working" throws.
 */
export async function callProvider(url: string, init: RequestInit, timeoutMs: number): Promise<UpstreamResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new UpstreamFailure(`${new URL(url).origin} ${reason}`, { cause: error });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new UpstreamFailure(`${new URL(url).origin} broke off its answer`, { cause: error });
  }
  if (response.status >= 500) throw new UpstreamFailure(`${new URL(url).origin} answered ${response.status}`);
  try {
    return { status: response.status, body: text === "" ? null : JSON.parse(text) };
  } catch {
    throw new UpstreamFailure(`${new URL(url).origin} answered ${response.status} with a body that is not JSON`);
  }
}
