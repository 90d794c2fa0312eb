import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/*
 * Helmet's security headers, worked out once at start and set on every answer (decision 0059,
 * 2026-11-23). @fastify/helmet builds helmet's middleware again on every request — parsing the
 * CSP directives each time, ~5% of a kept list page's CPU — for headers that depend on nothing
 * in the request with our options. So helmet itself answers one request on a throwaway server at
 * start, and the headers it added (those a bare server does not send) are what every answer gets.
 */

/** The headers `options` make helmet add to an answer, by lower-cased name. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get("/", async () => "ok");
    const res = await probe.inject({ method: "GET", url: "/" });
    await probe.close();
    return res.headers;
  };
  const [bare, secured] = await Promise.all([answer(false), answer(true)]);
  const added: Record<string, string> = {};
  for (const [name, value] of Object.entries(secured)) {
    if (value !== undefined && bare[name] === undefined) added[name] = String(value);
  }
  return added;
}

/** Sets the headers helmet would, on every request of `app` (404s and errors included). */
export async function securityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
