import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { uniqueEmail } from "./accounts";
import { registerThroughApi, type Session, storeSession, verifyEmailThroughApi } from "./auth";
import { onboardedCompany } from "./projects";

const auth = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** A freelancer with a real-looking name (it titles the company's conversation), onboarded by API. */
export async function chatFreelancer(request: APIRequestContext, fullName = "Ravi Kumar"): Promise<Session> {
  const email = uniqueEmail("chat-freelancer");
  const session = await registerThroughApi(request, {
    fullName,
    email,
    password: "Chat-Pass-1234",
    role: "FREELANCER",
  });
  await verifyEmailThroughApi(request, session, email);
  const response = await request.put("/api/user/profile/freelancer", {
    headers: auth(session),
    data: {
      headline: "Product designer",
      skills: ["Figma", "UI design"],
      hourlyRate: 150_000,
      experienceLevel: "EXPERT",
      location: "Kochi, India",
    },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return { ...session, user: ((await response.json()) as { data: Session["user"] }).data };
}

/** A company and a freelancer who have never talked, each signed in in a browser context of their own. */
export async function chatPair(
  browser: Browser,
  request: APIRequestContext,
  contextOptions: Parameters<Browser["newContext"]>[0] = {},
): Promise<{
  company: Session;
  freelancer: Session;
  companyPage: Page;
  freelancerPage: Page;
  contexts: BrowserContext[];
}> {
  const company = await onboardedCompany(request, "chat-company");
  const freelancer = await chatFreelancer(request);
  const companyContext = await browser.newContext(contextOptions);
  const freelancerContext = await browser.newContext(contextOptions);
  const companyPage = await companyContext.newPage();
  const freelancerPage = await freelancerContext.newPage();
  await storeSession(companyPage, company);
  await storeSession(freelancerPage, freelancer);
  return { company, freelancer, companyPage, freelancerPage, contexts: [companyContext, freelancerContext] };
}

/** The direct conversation between two people, opened through the API, with messages in it. */
export async function directConversationThroughApi(
  request: APIRequestContext,
  from: Session,
  to: Session,
  messages: Array<{ by: Session; body: string }> = [],
): Promise<string> {
  const opened = await request.post("/api/chat/conversations/direct", {
    headers: auth(from),
    data: { userId: to.user.id },
  });
  expect(opened.ok(), await opened.text()).toBeTruthy();
  const id = ((await opened.json()) as { data: { id: string } }).data.id;
  for (const [index, message] of messages.entries()) {
    const sent = await request.post(`/api/chat/conversations/${id}/messages`, {
      headers: auth(message.by),
      data: { clientId: `e2e-${Date.now().toString(36)}-${index}`, body: message.body },
    });
    expect(sent.ok(), await sent.text()).toBeTruthy();
  }
  return id;
}

/** The composer of the open thread. */
export const composer = (page: Page) => page.getByRole("textbox", { name: "Message", exact: true });

export async function sendThroughUi(page: Page, body: string): Promise<void> {
  await composer(page).fill(body);
  await composer(page).press("Enter");
}

/** The open thread's messages. */
export const thread = (page: Page) => page.getByRole("log", { name: "Messages" });
