import type { TChatMessage, TChatPerson, TConversationDetail } from "@crewlance/contracts/chat";
import type { ReactElement } from "react";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";

export const ME: TChatPerson = { id: "11111111-1111-4111-8111-111111111111", name: "Asha Rao", avatarUrl: null };
export const RAVI: TChatPerson = { id: "22222222-2222-4222-8222-222222222222", name: "Ravi Kumar", avatarUrl: null };
export const CONVERSATION_ID = "33333333-3333-4333-8333-333333333333";

let counter = 0;
export const uuid = () => `55555555-5555-4555-8555-${String(++counter).padStart(12, "0")}`;

export function makeMessage(seq: number, sender: TChatPerson, body: string, createdAt: string): TChatMessage {
  return {
    id: uuid(),
    conversationId: CONVERSATION_ID,
    seq,
    sender,
    clientId: `client-${seq}`,
    body,
    attachment: null,
    editedAt: null,
    deletedAt: null,
    createdAt,
  };
}

export function makeDetail(overrides: Partial<TConversationDetail> = {}): TConversationDetail {
  return {
    id: CONVERSATION_ID,
    kind: "DIRECT",
    title: RAVI.name,
    avatarUrl: null,
    otherUser: RAVI,
    teamId: null,
    projectId: null,
    lastMessage: null,
    lastActivityAt: "2026-11-20T10:00:00.000Z",
    unreadCount: 0,
    lastReadSeq: 0,
    createdAt: "2026-11-20T10:00:00.000Z",
    participants: [ME, RAVI],
    readStates: [],
    ...overrides,
  };
}

export const ok = (data: unknown, status = 200) => jsonResponse(status, { success: true, data });

type Routes = Record<string, (url: URL, init: RequestInit) => Response | Promise<Response>>;

/** Each route is "METHOD /path" after /api; a missing one answers 404 with a sentence. */
export function stubChatApi(routes: Routes) {
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
    return route(url, init);
  });
}

export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}` === key;
  });
}

function signInAsMe() {
  useAuthStore.getState().setAuth({
    user: makeUser({ id: ME.id, fullName: ME.name, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
}

export function renderAt(path: string, element: ReactElement, entry = path) {
  signInAsMe();
  return renderRoutes([{ path, element }], [entry]);
}
