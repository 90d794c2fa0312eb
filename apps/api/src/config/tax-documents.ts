import { z } from "zod";

/*
 * The deductor on a TDS certificate and a quarterly return (decision 0090): the platform's TAN
 * and PAN, as the Income Tax Act (Sections 194-O, 203, 203A; Rule 31, Form 16A) has the deductor
 * state them; its legal name and address are the GST supplier's (config/gst.ts). Outside
 * production the demo's stand in (the PAN is the one inside the demo GSTIN); production must set them.
 */
export const ZTaxDocumentsEnv = z.object({
  PLATFORM_TAN: z
    .string()
    .trim()
    .regex(/^[A-Z]{4}\d{5}[A-Z]$/, "must be a TAN: four letters, five digits, a letter")
    .optional(),
  PLATFORM_PAN: z
    .string()
    .trim()
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, "must be a PAN: five letters, four digits, a letter")
    .optional(),
});

export type TaxDocumentsConfig = { tan: string; pan: string };

const DEMO_DEDUCTOR = { PLATFORM_TAN: "BLRC12345F", PLATFORM_PAN: "AAICC1234F" } as const;

type TaxDocumentsEnv = z.infer<typeof ZTaxDocumentsEnv> & { NODE_ENV: string };

export function taxDocumentsConfigOf(e: TaxDocumentsEnv): TaxDocumentsConfig {
  const demo = e.NODE_ENV === "production" ? undefined : DEMO_DEDUCTOR;
  return { tan: e.PLATFORM_TAN ?? demo?.PLATFORM_TAN ?? "", pan: e.PLATFORM_PAN ?? demo?.PLATFORM_PAN ?? "" };
}

/** Production names the deductor; a GSTIN carries its holder's PAN (characters 3 to 12): the platform's two must agree. */
export function checkTaxDocuments(env: TaxDocumentsEnv & { gstin: string }, ctx: z.RefinementCtx): void {
  if (env.NODE_ENV === "production") {
    for (const name of Object.keys(DEMO_DEDUCTOR) as (keyof typeof DEMO_DEDUCTOR)[]) {
      if (env[name] === undefined)
        ctx.addIssue({ code: "custom", path: [name], message: "is required when NODE_ENV=production" });
    }
  }
  const { pan } = taxDocumentsConfigOf(env);
  if (env.gstin && pan && env.gstin.slice(2, 12) !== pan) {
    ctx.addIssue({ code: "custom", path: ["PLATFORM_PAN"], message: "must be the PAN inside PLATFORM_GSTIN" });
  }
}
