import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "./errors";

export type DetectedType = { mime: string; ext: string };

export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const DOCUMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;

export const IMAGE_TYPE_MESSAGE = "Upload a JPEG, PNG or WebP image.";

/** Refuses images whose pixel count could exhaust memory while decoding (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The real type of a file from its first bytes; the name and declared type are never trusted. */
export async function detectFileType(content: Buffer): Promise<DetectedType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected ? { mime: detected.mime, ext: detected.ext } : null;
}

/** The detected type when it is one of `allowed`, else null. */
export async function detectAllowedType(content: Buffer, allowed: readonly string[]): Promise<DetectedType | null> {
  const detected = await detectFileType(content);
  return detected && allowed.includes(detected.mime) ? detected : null;
}

function unsupportedImage(field?: string): AppError {
  return new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    IMAGE_TYPE_MESSAGE,
    field ? [{ path: field, message: IMAGE_TYPE_MESSAGE }] : undefined,
  );
}

export type ResizeOptions = {
  width: number;
  height: number;
  /** cover: fill the box and crop (avatars, banners); inside: fit within it, never enlarge (logos). */
  fit: "cover" | "inside";
};

/**
 * Checks by content that `content` is a JPEG, PNG or WebP image and re-encodes it as WebP
 * at the given size; re-encoding also drops metadata such as the GPS position of a photo.
 * Throws 415 with a sentence for anything else, including a corrupt image.
 */
export async function toWebpImage(content: Buffer, options: ResizeOptions, field?: string): Promise<Buffer> {
  const unsupported = () => unsupportedImage(field);
  if (!(await detectAllowedType(content, IMAGE_MIME_TYPES))) throw unsupported();
  try {
    return await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(options.width, options.height, {
        fit: options.fit,
        withoutEnlargement: options.fit === "inside",
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unsupported();
  }
}

export type SizedImage = { content: Buffer; width: number; height: number };

/**
 * Like toWebpImage, for a picture shown at its own shape (a showcase image): at most `maxWidth`
 * pixels wide, the ratio kept, never enlarged; answers the size it came out at.
 */
export async function toWebpWithinWidth(content: Buffer, maxWidth: number, field?: string): Promise<SizedImage> {
  if (!(await detectAllowedType(content, IMAGE_MIME_TYPES))) throw unsupportedImage(field);
  try {
    const { data, info } = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { content: data, width: info.width, height: info.height };
  } catch {
    throw unsupportedImage(field);
  }
}
