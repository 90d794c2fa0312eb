/**
 * The signed-in person's own server state. It lives here, not in a feature, because sign-in
 * (linking a provider) and the profile (listing and unlinking) both read and write it.
 */
export const sessionKeys = {
  all: ["user"] as const,
  signInMethods: () => [...sessionKeys.all, "sign-in-methods"] as const,
};
