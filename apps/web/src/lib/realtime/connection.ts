import { CHAT_SOCKET_PATH } from "@crewlance/contracts/chat-values";
import type { Socket } from "socket.io-client";
import { config } from "@/config";
import { apiClient } from "@/lib/api-client";
import { loadWhenOnline, retryDelayMs } from "@/lib/load-when-online";
import { type RealtimeStatus, useRealtimeStore } from "./store";

/*
 * One socket.io connection per signed-in session (decision 0046). socket.io-client is imported
 * lazily, so it is a chunk of its own that the login route never downloads. Handlers are kept
 * here rather than on the socket, so a screen can subscribe before the socket exists and keeps
 * its subscription across reconnections.
 */

type Handler = (payload: unknown) => void;
type ConnectInfo = { recovered: boolean };
type ConnectListener = (info: ConnectInfo) => void;

/** The chat token is short-lived; one is reused until shortly before it expires. */
const TOKEN_MARGIN_MS = 30_000;
const ACK_TIMEOUT_MS = 10_000;

const handlers = new Map<string, Set<Handler>>();
const connectListeners = new Set<ConnectListener>();
let socket: Socket | null = null;
let starting = false;
let hasConnected = false;
let cachedToken: { token: string; expiresAt: number } | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryAttempt = 0;

type ChatToken = { token: string; expiresAt: string };

async function chatToken(): Promise<string> {
  if (cachedToken && cachedToken.expiresAt - TOKEN_MARGIN_MS > Date.now()) return cachedToken.token;
  const response = await apiClient.get<ChatToken>("/user/chat-token");
  const { token, expiresAt } = response.data.data;
  cachedToken = { token, expiresAt: new Date(expiresAt).getTime() };
  return token;
}

function setStatus(status: RealtimeStatus) {
  useRealtimeStore.getState().setStatus(status);
}

/**
 * A refusal by the server (an expired token, most often) ends socket.io's own retries; this one
 * fetches a fresh token and tries again with a growing pause, until it connects or is stopped.
 */
function retryLater(target: Socket) {
  if (retryTimer || socket !== target) return;
  const delay = retryDelayMs(retryAttempt);
  retryAttempt++;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    if (socket === target && !target.connected && navigator.onLine !== false) target.connect();
  }, delay);
}

/**
 * Not connected: "reconnecting" once it had connected, and while the browser is offline whether
 * or not it had (the person is waiting for the network either way); "connecting" otherwise.
 */
function waitingStatus(): RealtimeStatus {
  return hasConnected || navigator.onLine === false ? "reconnecting" : "connecting";
}

function onOffline() {
  // The browser knows before socket.io's heartbeat does: polling takes over at once.
  socket?.disconnect();
  setStatus(waitingStatus());
}

function onOnline() {
  if (socket && !socket.connected) socket.connect();
}

/** Hands a server event to its subscribers (the socket calls it; tests call it too). */
export function dispatchRealtime(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) {
    try {
      handler(payload);
    } catch (error) {
      // One broken subscriber must not keep the event from the others.
      console.error(`Realtime handler for ${event} failed`, error);
    }
  }
}

function attach(created: Socket) {
  created.onAny(dispatchRealtime);
  created.on("connect", () => {
    retryAttempt = 0;
    hasConnected = true;
    setStatus("connected");
    for (const listener of connectListeners) listener({ recovered: created.recovered });
  });
  created.on("disconnect", (reason) => {
    setStatus(waitingStatus());
    // The server closed it (a token it no longer accepts, a deploy): socket.io does not retry that.
    if (reason === "io server disconnect") {
      cachedToken = null;
      retryLater(created);
    }
  });
  created.on("connect_error", () => {
    cachedToken = null;
    if (!created.active) retryLater(created);
  });
}

/** Opens the connection if it is not open; safe to call more than once. */
export function startRealtime(): void {
  if (socket || starting) return;
  starting = true;
  setStatus(waitingStatus());
  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);
  void loadWhenOnline(() => import("socket.io-client")).then(({ io }) => {
    if (!starting) return; // stopped while the chunk was loading
    starting = false;
    const created = io(new URL(config.apiRoot).origin, {
      path: CHAT_SOCKET_PATH,
      transports: ["websocket"],
      reconnectionDelayMax: 10_000,
      // Called before every attempt, so a reconnection never sends an expired token.
      auth: (send) => {
        chatToken().then(
          (token) => send({ token }),
          () => send({ token: "" }),
        );
      },
    });
    socket = created;
    attach(created);
  });
}

/** Closes the connection (logout, or the signed-in frame leaving). */
export function stopRealtime(): void {
  starting = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  retryAttempt = 0;
  window.removeEventListener("offline", onOffline);
  window.removeEventListener("online", onOnline);
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  hasConnected = false;
  cachedToken = null;
  setStatus("idle");
}

/** Subscribes to a server event; the returned function unsubscribes. */
export function onRealtime<T>(event: string, handler: (payload: T) => void): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler as Handler);
  return () => set.delete(handler as Handler);
}

/**
 * Called on every connection, the first included: time to catch up. The connection starts once
 * the first screen has painted (decision 0065), so what a screen fetched before it may already
 * be behind; after a drop, what came meanwhile is missing too.
 */
export function onConnected(listener: ConnectListener): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

export class RealtimeUnavailableError extends Error {
  constructor() {
    super("Not connected");
  }
}

/** Sends an event and waits for the server's answer; fails at once when not connected. */
export async function emitWithAck<T>(event: string, payload: unknown, timeoutMs = ACK_TIMEOUT_MS): Promise<T> {
  if (!socket?.connected) throw new RealtimeUnavailableError();
  return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as T;
}

/** Fire and forget (typing): dropped when not connected; the answer is not waited for. */
export function emitVolatile(event: string, payload: unknown): void {
  if (socket?.connected) socket.volatile.emit(event, payload, () => {});
}
