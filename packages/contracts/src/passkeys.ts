import { z } from "zod";
import { singleLineText } from "./text";
import { ZSecondFactorCode } from "./two-factor";

/*
 * Passkeys (WebAuthn, decision 0098): registered while signed in, then used as the second factor
 * of a sign-in, to sign in without a password, or to confirm money leaving (the step-up).
 * The ceremony's own JSON (options, the browser's answer) is the WebAuthn Level 3 JSON that
 * @simplewebauthn writes and reads; only its outer shape is checked here, the library checks the rest.
 */

export const PASSKEY_NAME_MAX = 60;
export const STEP_UP_MINUTES = 5;
export const SECOND_FACTOR_REQUIRED_MESSAGE = "Confirm it's you with your authenticator app or passkey.";

export const ZPasskeyName = z
  .string("Give the passkey a name, such as the device it is on.")
  .trim()
  .check(...singleLineText)
  .min(1, "Give the passkey a name, such as the device it is on.")
  .max(PASSKEY_NAME_MAX, `Keep the name to ${PASSKEY_NAME_MAX} characters.`);

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, "The passkey's answer is not readable.");

/** What navigator.credentials.create() answered, as JSON (RegistrationResponseJSON). */
export const ZPasskeyRegistrationResponse = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    attestationObject: base64url,
    // WebAuthn's transport names ("usb", "internal", "hybrid"…), lower-case words; newer ones pass.
    transports: z
      .array(
        z
          .string()
          .max(32)
          .regex(/^[a-z-]+$/, "The passkey's answer is not readable."),
      )
      .max(10)
      .optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** What navigator.credentials.get() answered, as JSON (AuthenticationResponseJSON). */
export const ZPasskeyAssertion = z.looseObject({
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  response: z.looseObject({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: z.looseObject({}).default({}),
});
export type TPasskeyAssertion = z.infer<typeof ZPasskeyAssertion>;

/** Options for the browser's ceremony, passed to @simplewebauthn/browser as they are. */
export const ZPasskeyOptions = z.looseObject({ challenge: z.string() });
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

/** POST /api/auth/passkeys */
export const ZPasskeyRegisterRequest = z.object({ name: ZPasskeyName, response: ZPasskeyRegistrationResponse });
export type TPasskeyRegisterRequest = z.infer<typeof ZPasskeyRegisterRequest>;

/** One passkey of the signed-in user, as the security page lists it. */
export const ZPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

export const ZPasskeyList = z.object({ items: z.array(ZPasskey) });
export type TPasskeyList = z.infer<typeof ZPasskeyList>;

/** POST /api/auth/passkeys/sign-in: a discoverable passkey, no password. */
export const ZPasskeySignInRequest = z.object({ response: ZPasskeyAssertion });

/** POST /api/auth/two-factor/passkey-options */
export const ZPasskeyChallengeRequest = z.object({
  challengeToken: z
    .string("The sign-in has ended. Sign in again.")
    .check(...singleLineText)
    .min(1, "The sign-in has ended. Sign in again."),
});

/** POST /api/auth/two-factor/verify-passkey: a sign-in's challenge finished with a passkey. */
export const ZPasskeySecondFactorRequest = ZPasskeyChallengeRequest.extend({ response: ZPasskeyAssertion });
export type TPasskeySecondFactorRequest = z.infer<typeof ZPasskeySecondFactorRequest>;

/** POST /api/auth/step-up: a code from the app (or a recovery code), or a passkey's answer. */
export const ZStepUpRequest = z.union([
  z.object({ code: ZSecondFactorCode }),
  z.object({ passkey: ZPasskeyAssertion }),
]);
export type TStepUpRequest = z.infer<typeof ZStepUpRequest>;

/** What the step-up answers, and GET /api/auth/step-up: which factors the person has, and until when the session is confirmed. */
export const ZStepUpStatus = z.object({
  /** Two-factor is on (an app or a passkey): money leaving asks for a fresh factor. */
  required: z.boolean(),
  appCode: z.boolean(),
  passkey: z.boolean(),
  confirmedUntil: z.string().nullable(),
});
export type TStepUpStatus = z.infer<typeof ZStepUpStatus>;
