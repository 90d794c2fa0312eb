// zod/mini like auth.ts: the password form's schema sits on the account screen's bundle.
import { z } from "zod/mini";
import { ZPassword } from "./auth";
import { PASSWORD_MAX_LENGTH } from "./constants";

/*
 * The account a person controls (decision 0093): changing the password, and the devices where
 * they are signed in.
 */

/** POST /api/auth/password: the current password proves it is them; the new one follows sign-up's rules. */
export const ZChangePasswordRequest = z.object({
  currentPassword: z
    .string("Enter your current password.")
    .check(
      z.minLength(1, "Enter your current password."),
      z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`),
    ),
  newPassword: ZPassword,
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** What a password change did: how many other devices it signed out. */
export const ZPasswordChanged = z.object({ signedOut: z.int().check(z.minimum(0)) });
export type TPasswordChanged = z.infer<typeof ZPasswordChanged>;

/**
 * A device where the person is signed in: one sign-in and the tokens refreshed from it. Browser
 * and system are read from the user agent the device sent; the IP address is the one it last
 * came from. No location: that would need an outside service.
 */
export const ZAccountSession = z.object({
  id: z.string(),
  /** "Chrome 131", "Safari", or "Unknown browser". */
  browser: z.string(),
  /** "Windows", "macOS", "Android 14", "iOS 18", or "Unknown system". */
  system: z.string(),
  ip: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The device asking. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

export const ZAccountSessions = z.object({ items: z.array(ZAccountSession) });
export type TAccountSessions = z.infer<typeof ZAccountSessions>;

export const ZSignedOut = ZPasswordChanged;
export type TSignedOut = z.infer<typeof ZSignedOut>;
