import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/errors";

const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/** `skills[0]` → ["skills", 0]; `links[1][url]` → ["links", 1, "url"]; `tags[]` → ["tags", "append"]. */
function keyPath(name: string): Array<string | number> | null {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return null;
  const segments: Array<string | number> = [match[1]!];
  for (const [, inner] of (match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)) {
    if (inner === "") segments.push("append");
    else segments.push(/^\d{1,4}$/.test(inner!) ? Number(inner) : inner!);
  }
  return segments;
}

type Node = Record<string, unknown> | unknown[];

/** The container under `key`, created for the next segment; null when a plain value is in the way. */
function descend(container: Node, key: string | number, next: string | number): Node | null {
  const existing = (container as Record<string | number, unknown>)[key];
  if (existing !== null && typeof existing === "object") return existing as Node;
  if (existing !== undefined) return null;
  const child: Node = typeof next === "number" || next === "append" ? [] : {};
  (container as Record<string | number, unknown>)[key] = child;
  return child;
}

/** Sets a leaf; a repeated plain name turns into a list of its values. */
function assign(container: Node, key: string | number, value: string): void {
  const target = container as Record<string | number, unknown>;
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else if (typeof existing === "string") target[key] = [existing, value];
}

/**
 * Folds multipart text entries into an object: `name[i]` entries become arrays ordered by
 * index (gaps closed), `name[]` and repeated plain names append, `name[i][key]` builds
 * objects inside arrays. Empty values are omitted, so optional fields stay unset.
 */
export function foldFormFields(entries: Iterable<[string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (value.trim() === "") continue;
    const segments = keyPath(name);
    if (!segments || segments.some((s) => typeof s === "string" && UNSAFE_KEYS.has(s))) continue;
    let node: Node | null = root;
    for (let i = 0; i < segments.length && node; i++) {
      const segment = segments[i]!;
      let key: string | number = segment;
      if (Array.isArray(node)) {
        if (segment === "append") key = node.length;
        else if (typeof segment !== "number") break;
      } else {
        key = String(segment);
      }
      if (i === segments.length - 1) assign(node, key, value);
      else node = descend(node, key, segments[i + 1]!);
    }
  }
  return compact(root) as Record<string, unknown>;
}

/** Closes the holes left by sparse indexes (`skills[0]`, `skills[3]` → two items). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, compact(inner)]));
  }
  return value;
}

export type UploadedFile = { field: string; filename: string; content: Buffer };

export type FileRule = { maxBytes: number; tooLargeMessage: string };

function tooLarge(field: string, message: string): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", message, [{ path: field, message }]);
}

/** 415 rather than the plugin's 406: the body's media type is what is wrong. */
function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  }
}

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === "FST_REQ_FILE_TOO_LARGE";
}

/**
 * Reading the body can only fail because of the body: busboy throws plain errors ("Multipart:
 * Boundary not found", "Unexpected end of multipart data") that would otherwise be a 500. Our own
 * errors and the plugin's coded ones (limits, mapped by the error handler) pass through.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.startsWith("FST_")) return error;
  return new AppError(
    "INVALID_FORM",
    "The form could not be read: it is incomplete or not valid multipart/form-data. Please send it again.",
  );
}

/**
 * Reads a whole multipart form: text fields folded by `foldFormFields`, files buffered in
 * memory (at most two, each within its rule). Files under other names are read and dropped.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rules: Record<string, FileRule>,
): Promise<{ fields: Record<string, unknown>; files: Map<string, UploadedFile> }> {
  requireMultipart(request);
  const maxBytes = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const entries: Array<[string, string]> = [];
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type === "field") {
        if (typeof part.value === "string") entries.push([part.fieldname, part.value]);
        continue;
      }
      const rule = rules[part.fieldname];
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (isFileTooLarge(error) && rule) throw tooLarge(part.fieldname, rule.tooLargeMessage);
        throw error;
      }
      if (!rule || content.length === 0) continue;
      if (content.length > rule.maxBytes) throw tooLarge(part.fieldname, rule.tooLargeMessage);
      files.set(part.fieldname, { field: part.fieldname, filename: part.filename, content });
    }
  } catch (error) {
    throw asFormError(error);
  }
  return { fields: foldFormFields(entries), files };
}

/** The first file of a multipart request, whatever its field name (avatar, banner or file). */
export async function readSingleFile(request: FastifyRequest, rule: FileRule): Promise<UploadedFile> {
  requireMultipart(request);
  const part = await request.file({ limits: { fileSize: rule.maxBytes } }).catch((error: unknown) => {
    throw asFormError(error);
  });
  if (!part) {
    const message = "Choose a file to upload.";
    throw new AppError("VALIDATION_ERROR", message, [{ path: "file", message }]);
  }
  try {
    const content = await part.toBuffer();
    return { field: part.fieldname, filename: part.filename, content };
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge(part.fieldname, rule.tooLargeMessage);
    throw asFormError(error);
  }
}
