import { type APIRequestContext, expect } from "@playwright/test";

export type OutboxMessage = { id: string; to: string; subject: string | null; text: string; createdAt: string };

/** Messages the dev outbox holds for `to`, newest first (GET /api/dev/outbox). */
export async function outboxFor(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok(), `GET /api/dev/outbox answered ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { data: { items: OutboxMessage[] } };
  return body.data.items;
}

/** Waits for the newest message to `to` whose text matches `pattern`, and returns the match. */
export async function waitForMail(request: APIRequestContext, to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let match: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const items = await outboxFor(request, to);
        for (const item of items) {
          match = item.text.match(pattern);
          if (match) return true;
        }
        return false;
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 15_000 },
    )
    .toBe(true);
  return match as unknown as RegExpMatchArray;
}

/** The six-digit email verification code most recently sent to `to`. */
export async function verificationCode(request: APIRequestContext, to: string): Promise<string> {
  const match = await waitForMail(request, to, /\b(\d{6})\b/);
  return match[1]!;
}

/** The password reset link most recently sent to `to`. */
export async function resetLink(request: APIRequestContext, to: string): Promise<URL> {
  const match = await waitForMail(request, to, /(https?:\/\/\S+\/reset-password\?token=[^\s"'<>]+)/);
  return new URL(match[1]!);
}

/** Waits for a text to `phone` newer than the `seen` ones already there, and returns its code. */
export async function textedCode(request: APIRequestContext, phone: string, seen = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const texts = await outboxFor(request, phone);
        if (texts.length <= seen) return false;
        code = texts[0]!.text.match(/\b(\d{6})\b/)?.[1] ?? "";
        return code !== "";
      },
      { message: `a new text to ${phone}`, timeout: 15_000 },
    )
    .toBe(true);
  return code;
}
