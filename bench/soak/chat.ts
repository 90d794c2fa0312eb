// The soak's chat traffic: one socket.io-client connection per freelancer with a conversation,
// each sending a message every few seconds, and a steady churn of connections (one closed and
// opened again every few seconds) so per-socket state the server forgets to drop would show as
// growth. Counts sends acknowledged, failed, and deliveries received.
import { io, type Socket } from "socket.io-client";
import { call } from "./http";
import type { Person } from "./seed";

export const chatCounters = { sent: 0, sendFailures: 0, delivered: 0, reconnects: 0, connectFailures: 0 };

type Options = { baseUrl: string; people: Person[]; everySeconds: number; churnEverySeconds: number };

export function startChat({ baseUrl, people, everySeconds, churnEverySeconds }: Options): () => void {
  const talkers = people.filter((person) => person.conversationId);
  const sockets = new Map<string, Socket>();
  let stopped = false;

  async function connect(person: Person): Promise<void> {
    const grant = await call<{ token: string }>(baseUrl, "GET", "/user/chat-token", { token: person.accessToken });
    if (!grant || stopped) return;
    const socket = io(baseUrl, {
      path: "/socket.io",
      transports: ["websocket"],
      auth: { token: grant.token },
      reconnection: false,
    });
    socket.on("message:new", ({ message }: { message: { sender: { id: string } } }) => {
      if (message.sender.id !== person.id) chatCounters.delivered++;
    });
    socket.once("connect_error", () => {
      chatCounters.connectFailures++;
    });
    sockets.set(person.id, socket);
  }

  let n = 0;
  const send = (person: Person) => {
    const socket = sockets.get(person.id);
    if (!socket?.connected) return;
    socket
      .timeout(30_000)
      .emitWithAck("message:send", {
        conversationId: person.conversationId,
        clientId: `soak-${person.id.slice(0, 8)}-${n++}`,
        body: `soak message ${n} at ${new Date().toISOString()}`,
      })
      .then(
        (ack: { ok: boolean }) => {
          if (ack.ok) chatCounters.sent++;
          else chatCounters.sendFailures++;
        },
        () => {
          chatCounters.sendFailures++;
        },
      );
  };

  const timers: NodeJS.Timeout[] = [];
  void Promise.all(talkers.map(connect)).then(() => {
    talkers.forEach((person, index) => {
      // Spread over the period so the sends do not land on the same tick.
      const delay = Math.floor((index / talkers.length) * everySeconds * 1000);
      timers.push(setTimeout(() => timers.push(setInterval(() => send(person), everySeconds * 1000)), delay));
    });
  });
  let next = 0;
  timers.push(
    setInterval(() => {
      const person = talkers[next++ % talkers.length];
      if (!person) return;
      sockets.get(person.id)?.disconnect();
      sockets.delete(person.id);
      chatCounters.reconnects++;
      void connect(person);
    }, churnEverySeconds * 1000),
  );
  return () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    for (const socket of sockets.values()) socket.disconnect();
  };
}
