// Plain values of enums in enums.ts, with no zod: the login page imports these, and importing
// enums.ts would pull zod's core into its first download (decision 0020).

/** Social sign-in providers (spec A8: POST /auth/google, /auth/linkedin, /auth/github). */
export const SOCIAL_PROVIDERS = ["google", "linkedin", "github"] as const;
