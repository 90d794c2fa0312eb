import type { AppContext } from "../../context";
import { AppError } from "../../lib/errors";
import { createHttpKycProvider, DEVELOPMENT_NOTICE, type KycProvider, kycModeOf, notConfigured } from "./kyc-provider";
import { namesMatch } from "./name-match";

/*
 * One place that asks the KYC provider and compares names (decision 0086): the PAN check and the
 * payee check both go through `confirmName`, so development's instant yes and production's
 * refusal without a provider apply to both alike.
 */

export type Confirmed = { registeredName: string; notice: string | null };

type Ask = (provider: KycProvider) => ReturnType<KycProvider["panName"]>;

export async function confirmName(
  ctx: AppContext,
  input: { ask: Ask; expectedName: string; notFound: string; mismatch: (registered: string) => string },
): Promise<Confirmed> {
  const mode = kycModeOf(ctx.config);
  if (mode === "refuse") throw notConfigured();
  if (mode === "dev") return { registeredName: input.expectedName, notice: DEVELOPMENT_NOTICE };
  const provider = createHttpKycProvider(ctx.config.kyc.provider!, ctx.config.kyc.timeoutMs);
  const answer = await input.ask(provider);
  if (!answer.found) throw new AppError("BUSINESS_RULE", input.notFound);
  if (!namesMatch(answer.name, input.expectedName)) throw new AppError("BUSINESS_RULE", input.mismatch(answer.name));
  return { registeredName: answer.name, notice: null };
}
