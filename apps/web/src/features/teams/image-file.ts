import { IMAGE_MAX_BYTES } from "@crewlance/contracts/constants";

/** The image types the API's content check accepts for a team avatar or a portfolio image. */
const TEAM_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const TEAM_IMAGE_ACCEPT = TEAM_IMAGE_TYPES.join(",");

/** Why a picked file cannot be a team image, or null when it can (the server checks the bytes too). */
export function teamImageProblem(file: Pick<File, "type" | "size">): string | null {
  if (!(TEAM_IMAGE_TYPES as readonly string[]).includes(file.type)) return "Choose a JPEG, PNG or WebP image.";
  if (file.size > IMAGE_MAX_BYTES) {
    return `The image is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is 5 MB. Choose a smaller one.`;
  }
  return null;
}
