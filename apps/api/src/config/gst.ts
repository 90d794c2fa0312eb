import { gstinProblem, isStateCode } from "@crewlance/contracts/tax";
import { z } from "zod";

/*
 * GST on the platform's fees (decision 0088): the rate and who the supplier is on every tax
 * invoice. Outside production a demo company in Karnataka (a GSTIN of the right shape and check
 * character) stands in; production must name its own, or its invoices would carry the demo's.
 */

/** A GSTIN as contracts/tax.ts checks it: shape, state code, embedded PAN and check character. */
const gstin = z.string().refine((value) => gstinProblem(value) === null, {
  error: (issue) => `must be a valid GSTIN: ${gstinProblem(String(issue.input))}`,
});

export const ZGstEnv = z.object({
  /** 18%: Notification 11/2017-Central Tax (Rate), heading 9985 (decision 0088). */
  GST_RATE_BPS: z.coerce.number<string>().int("must be whole basis points").min(0).max(10_000).default(1800),
  PLATFORM_GSTIN: gstin.optional(),
  PLATFORM_LEGAL_NAME: z.string().min(1).optional(),
  /** The GST state of the platform's registration: its fees' GST and the TCS on releases are CGST + SGST within it, IGST across. */
  PLATFORM_STATE_CODE: z.string().refine(isStateCode, "must be a two-digit GST state code").optional(),
  PLATFORM_ADDRESS: z.string().min(1).optional(),
  /** 998599, other support services n.e.c. (decision 0088). */
  PLATFORM_SAC_CODE: z
    .string()
    .regex(/^99\d{4}$/, "must be a six-digit SAC code")
    .default("998599"),
});

/** The platform as the supplier of its fees, and the GST rate on them. */
export type GstConfig = {
  rateBps: number;
  gstin: string;
  legalName: string;
  stateCode: string;
  address: string;
  sacCode: string;
};

/** The demo supplier outside production. */
export const DEMO_PLATFORM = {
  PLATFORM_GSTIN: "29AAICC1234F1ZW",
  PLATFORM_LEGAL_NAME: "Crewlance Technologies Private Limited",
  PLATFORM_STATE_CODE: "29",
  PLATFORM_ADDRESS: "12 Residency Road, Bengaluru, Karnataka 560025",
} as const;

type GstEnv = z.infer<typeof ZGstEnv> & { NODE_ENV: string };

/** The supplier's identity as configured, or the demo's outside production. */
export function platformIdentityOf(e: GstEnv) {
  const demo = e.NODE_ENV === "production" ? undefined : DEMO_PLATFORM;
  return {
    gstin: e.PLATFORM_GSTIN ?? demo?.PLATFORM_GSTIN ?? "",
    legalName: e.PLATFORM_LEGAL_NAME ?? demo?.PLATFORM_LEGAL_NAME ?? "",
    stateCode: e.PLATFORM_STATE_CODE ?? demo?.PLATFORM_STATE_CODE ?? "",
    address: e.PLATFORM_ADDRESS ?? demo?.PLATFORM_ADDRESS ?? "",
  };
}

/** Production names the platform itself; the GSTIN's state code is the platform's state. */
export function checkGst(env: GstEnv, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === "production") {
    for (const name of Object.keys(DEMO_PLATFORM) as (keyof typeof DEMO_PLATFORM)[]) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when NODE_ENV=production" });
    }
  }
  const identity = platformIdentityOf(env);
  if (identity.gstin && identity.stateCode && !identity.gstin.startsWith(identity.stateCode)) {
    ctx.addIssue({ code: "custom", path: ["PLATFORM_GSTIN"], message: "must begin with PLATFORM_STATE_CODE" });
  }
}

export function gstConfigOf(e: GstEnv): GstConfig {
  return { rateBps: e.GST_RATE_BPS, sacCode: e.PLATFORM_SAC_CODE, ...platformIdentityOf(e) };
}
