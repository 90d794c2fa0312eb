import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { verificationCode } from "./outbox";

export type SignupRole = "FREELANCER" | "COMPANY";
export type Session = {
  user: { id: string; email: string; emailVerified: boolean; onboardingCompleted: boolean; role: string };
  accessToken: string;
  refreshToken: string;
};

/** The role cards of the sign-up form, as a person reads them. */
const ROLE_CARD: Record<SignupRole, RegExp> = { FREELANCER: /I want to work/i, COMPANY: /I want to hire/i };

/** Signs up through the sign-up screen, the way a person does, and waits for the code screen. */
export async function signUpThroughUi(
  page: Page,
  person: { fullName: string; email: string; password: string; role: SignupRole },
): Promise<void> {
  await page.goto("/auth/signup");
  await page.getByLabel("Full name").fill(person.fullName);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByText(ROLE_CARD[person.role]).click();
  await page.getByRole("button", { name: /create account|sign up/i }).click();
  await expect(page).toHaveURL(/\/email-verification$/);
}

/** Signs in through the login screen. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: /^sign in$/i }).click();
}

/** Reads the emailed code from the dev outbox and types it on the verification screen. */
export async function verifyEmailThroughUi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await expect(page).toHaveURL(/\/email-verification$/);
  const code = await verificationCode(request, email);
  const firstDigit = page.getByLabel(/digit 1 of 6/i);
  await firstDigit.click();
  // The form sends the code as soon as the sixth digit is in.
  await page.keyboard.type(code);
  await expect(page).toHaveURL(/\/onboarding$/);
}

/** Registers through the API: for journeys whose subject is not sign-up itself (guards). */
export async function registerThroughApi(
  request: APIRequestContext,
  person: { fullName: string; email: string; password: string; role: SignupRole },
): Promise<Session> {
  const response = await request.post("/api/auth/register", { data: person });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: Session }).data;
}

export async function loginThroughApi(request: APIRequestContext, email: string, password: string): Promise<Session> {
  const response = await request.post("/api/auth/login", { data: { email, password } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: Session }).data;
}

export async function verifyEmailThroughApi(
  request: APIRequestContext,
  session: Session,
  email: string,
): Promise<Session["user"]> {
  const code = await verificationCode(request, email);
  const response = await request.post("/api/auth/email/verify-otp", {
    data: { code },
    headers: { Authorization: `Bearer ${session.accessToken}` },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: { user: Session["user"] } }).data.user;
}

/**
 * Puts a session into local storage exactly as the app persists it (keys: authData as
 * the persisted auth state, accessToken and user mirrored), before any page script runs.
 */
export async function storeSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem("e2e-session-stored")) return;
    sessionStorage.setItem("e2e-session-stored", "1");
    const state = {
      user: stored.user,
      accessToken: stored.accessToken,
      refreshToken: stored.refreshToken,
      isAuthenticated: true,
      isAdmin: stored.user.role === "ADMIN",
    };
    localStorage.setItem("authData", JSON.stringify({ state, version: 0 }));
    localStorage.setItem("accessToken", JSON.stringify(stored.accessToken));
    localStorage.setItem("user", JSON.stringify(stored.user));
  }, session);
}
