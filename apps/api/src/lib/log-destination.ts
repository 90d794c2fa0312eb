import type { LogFormat } from "../config";

/** What pino writes each entry to: one serialized JSON line per call. */
export type LogDestination = { write: (line: string) => void };

/**
 * Where the server's log goes (decision 0081). "json": undefined, so pino writes its JSON lines
 * to stdout as it always has (production, tests, anything that reads the log). "pretty": each
 * line turned by pino-pretty's formatter into one readable line — time, level, message, then
 * the entry's fields — in this thread, as pino writes it: no transport worker loaded by file
 * name (the esbuild bundle keeps working), and nothing is left unwritten when the process exits.
 * pino-pretty is loaded only here, so a JSON deployment never loads it.
 */
export async function logDestination(
  format: LogFormat,
  out: NodeJS.WritableStream = process.stdout,
): Promise<LogDestination | undefined> {
  if (format === "json") return undefined;
  const { prettyFactory, isColorSupported } = await import("pino-pretty");
  const prettify = prettyFactory({
    // Colours only on a terminal that takes them (NO_COLOR, FORCE_COLOR), never into a file or pipe.
    colorize: out === process.stdout && isColorSupported,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname",
  });
  return { write: (line) => void out.write(prettify(line)) };
}
