import { PHONE_OTP_MAX_PER_HOUR } from "@crewlance/contracts/constants";
import { z } from "zod";
import { optionalString } from "./env-values";

/** Text messages: the gateway, the sender and the phone codes' per-IP limits. */
export const ZSmsEnv = z.object({
  SMS_GATEWAY_URL: optionalString.pipe(z.string().url("must be an http:// or https:// URL").optional()),
  SMS_GATEWAY_TOKEN: optionalString,
  SMS_FROM: z.string().default("Crewlance"),
  PHONE_CODES_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).default(1),
  PHONE_CODES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(PHONE_OTP_MAX_PER_HOUR),
});

export type SmsConfig = {
  gatewayUrl: string | undefined;
  gatewayToken: string | undefined;
  from: string;
  /** Phone codes one IP may ask for in a minute; raised only where many people share an address (and in e2e). */
  codesPerIpPerMinute: number;
  /** Phone codes one IP may ask for in an hour; raised only where many people share an address (and in e2e). */
  codesPerIpPerHour: number;
};

export function smsConfigOf(e: z.infer<typeof ZSmsEnv>): SmsConfig {
  return {
    gatewayUrl: e.SMS_GATEWAY_URL,
    gatewayToken: e.SMS_GATEWAY_TOKEN,
    from: e.SMS_FROM,
    codesPerIpPerMinute: e.PHONE_CODES_PER_IP_PER_MINUTE,
    codesPerIpPerHour: e.PHONE_CODES_PER_IP_PER_HOUR,
  };
}
