import { OTP_TTL_MINUTES } from "@crewlance/contracts/constants";
import type { SmsMessage } from "../../../lib/sms";

/** The one text a phone code goes out in; tests read the code back from it. */
export function phoneCodeSms(input: { to: string; code: string }): SmsMessage {
  return {
    to: input.to,
    text: `Your Crewlance code is ${input.code}. It expires in ${OTP_TTL_MINUTES} minutes. Do not share it.`,
  };
}

/** Same words whether or not an account uses the number, so the answer reveals nothing. */
export const signInCodeSentMessage = (phone: string) =>
  `We sent a 6-digit code to ${phone} if it is the verified number of a Crewlance account.`;

export const verificationCodeSentMessage = (phone: string) => `We sent a 6-digit code to ${phone}.`;

const newCode = "Please request a new code.";

export const PHONE_CODE_MESSAGES = {
  wrong: (triesLeft: number) => `That code is not right. ${triesLeft === 1 ? "1 try" : `${triesLeft} tries`} left.`,
  locked: `Too many wrong codes. ${newCode}`,
  expired: `That code has expired. ${newCode}`,
  none: `There is no active code for this number. ${newCode}`,
  taken: "This number is already verified on another account.",
  alreadyYours: "This number is already verified on your account.",
} as const;
