import path from "node:path";
import { z } from "zod";
import { optionalString } from "./env-values";

/** Where the server listens, keeps its data and is reached. */
export const ZServerEnv = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  HOST: optionalString,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Also listen on this Unix socket, for a reverse proxy on the same host (decision 0071). */
  UNIX_SOCKET_PATH: optionalString.pipe(
    z
      .string()
      .refine((value) => path.isAbsolute(value), "must be an absolute path such as /run/crewlance/api.sock")
      // The kernel's limit on a socket's path (sun_path), less its final NUL.
      .refine((value) => Buffer.byteLength(value) <= 107, "must be at most 107 bytes long")
      .optional(),
  ),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalString.pipe(z.string().url("must be a postgres:// URL").optional()),
  APP_URL: optionalString.pipe(z.string().url("must be a URL such as http://localhost:3000").optional()),
});

/** The built web app served beside the API. */
export const ZWebEnv = z.object({
  WEB_DIST_DIR: optionalString,
});

/**
 * Development listens on this machine only: the dev outbox and the demo accounts with their
 * published password must not be reachable from the network unless HOST says so.
 */
export const defaultHost = (env: string) => (env === "production" ? "0.0.0.0" : "127.0.0.1");

/** The address a person on this machine opens: the real port, and HOST when it names one interface. */
export function defaultAppUrl(host: string, port: number): string {
  const anyOrLoopback = ["0.0.0.0", "::", "::1", "localhost"].includes(host) || /^127\./.test(host);
  const name = anyOrLoopback ? "localhost" : host.includes(":") ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
