/**
 * Where the Google, LinkedIn and GitHub sign-in buttons go (spec A1, B2). Social sign-in lands in a
 * later issue, so the slot renders nothing yet.
 */
export function SocialSignInSlot() {
  return null;
}
