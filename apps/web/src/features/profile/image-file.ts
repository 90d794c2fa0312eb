import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";

export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/** Why a picked file cannot be uploaded as a profile image, or null when it can. */
export function imageFileProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return "Choose a JPEG, PNG or WebP image.";
  }
  if (file.size > IMAGE_MAX_BYTES) {
    return `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB. Choose a smaller one.`;
  }
  return null;
}
