import { extname } from "node:path";
import { ATTACHMENT_MIME_TYPES } from "@crewlance/contracts/tasks";
import { AppError } from "../../lib/errors";
import { detectFileType } from "../../lib/images";
import type { UploadedFile } from "./multipart-form";

/*
 * Documents people attach — to tasks, applications, projects, chat and support tickets — are
 * checked the same way (decision 0022): the type from the content, never from the name or the
 * browser's word, and a stored name that is safe in a header and a file system.
 */

/** Old binary office files (.doc, .xls, .ppt) share one container format; the name tells which. */
const LEGACY_OFFICE: Record<string, string> = {
  ".doc": "application/msword",
  ".xls": "application/vnd.ms-excel",
  ".ppt": "application/vnd.ms-powerpoint",
};

/**
 * The document's type when it is one of ATTACHMENT_MIME_TYPES; otherwise a 415 whose sentence
 * (`refusal`) is also the error of the form field (`field`, "file" unless said).
 */
export async function documentTypeOf(file: UploadedFile, refusal: string, field = "file"): Promise<string> {
  const detected = await detectFileType(file.content);
  let mime = detected?.mime ?? null;
  if (mime === "application/x-cfb") mime = LEGACY_OFFICE[extname(file.filename).toLowerCase()] ?? null;
  if (!mime || !(ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime)) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", refusal, [{ path: field, message: refusal }]);
  }
  return mime;
}

/** A name safe inside a Content-Disposition header and a file system; the extension kept. */
export function safeFileName(name: string, fallback = "attachment"): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[^\w.\- ]+/g, "_")
    .replace(/\s+/g, " ")
    .trim()
    .slice(-120);
  return cleaned === "" || cleaned.startsWith(".") ? `${fallback}${cleaned}` : cleaned;
}
