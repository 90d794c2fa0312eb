import { z } from "zod";
import { ZUser } from "./users";

/** What sign-up and sign-in answer: the user and a fresh token pair. */
export const ZAuthSession = z.object({
  user: ZUser,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TAuthSession = z.infer<typeof ZAuthSession>;

/** What social sign-in answers: a session, and whether the account was created just now. */
export const ZSocialAuthSession = ZAuthSession.extend({ isNewUser: z.boolean() });
export type TSocialAuthSession = z.infer<typeof ZSocialAuthSession>;
