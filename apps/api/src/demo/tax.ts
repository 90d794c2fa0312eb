import type { TTaxProfileBody } from "@crewlance/contracts/tax";
import type { TWithdrawalDestination } from "@crewlance/contracts/wallet";
import type { AppContext } from "../context";
import { AppError } from "../lib/errors";
import { addWithdrawalMethod } from "../modules/money/index";
import { getMyTaxProfile, saveTaxProfile, verifyMyPan } from "../modules/tax/index";

/*
 * Demo tax profiles (decision 0086), made through the services the tax-profile screen and the
 * withdrawal form call. They run before the demo projects fund and release, so the demo's
 * invoices carry the company's GSTIN and IGST (Maharashtra is not the platform's state) and its
 * releases record the freelancer's TDS from a verified PAN. Without a KYC provider (development)
 * the PAN and the bank account verify at once; with one, what it refuses stays unverified.
 */

/** Priya Sharma, a person (fourth letter P), in Karnataka, without a GSTIN. */
export const DEMO_FREELANCER_TAX_PROFILE: TTaxProfileBody = {
  legalName: "Priya Sharma",
  pan: "DQVPS7342K",
  stateCode: "29",
  addressLine: "4th Cross, Indiranagar",
  city: "Bengaluru",
  pincode: "560038",
};

/** Acme Labs, a company (fourth letter C), registered for GST in Maharashtra. */
export const DEMO_COMPANY_TAX_PROFILE: TTaxProfileBody = {
  legalName: "Acme Labs Private Limited",
  pan: "AAKCA4821L",
  gstin: "27AAKCA4821L1ZG",
  stateCode: "27",
  addressLine: "Unit 7, Kamala Mills, Lower Parel",
  city: "Mumbai",
  pincode: "400013",
};

/** The demo freelancer's bank account, in her own name; the demo withdrawal goes to it. */
export const DEMO_FREELANCER_BANK: TWithdrawalDestination = {
  type: "BANK",
  accountHolder: "Priya Sharma",
  ifsc: "HDFC0000123",
  accountNumber: "50100234567891",
};

/** A configured provider may refuse made-up demo details: the profile stays, unverified. */
async function unlessRefused(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** Runs once: a demo user who already has a tax profile is left alone. */
export async function seedDemoTaxProfiles(
  ctx: AppContext,
  input: { companyId: string | undefined; freelancerId: string | undefined },
): Promise<boolean> {
  const { companyId, freelancerId } = input;
  if (!companyId || !freelancerId || ctx.config.env === "production") return false;
  if ((await getMyTaxProfile(ctx, freelancerId)).profile) return false;
  await saveTaxProfile(ctx, { userId: freelancerId, body: DEMO_FREELANCER_TAX_PROFILE });
  await unlessRefused(() => verifyMyPan(ctx, freelancerId));
  await unlessRefused(() => addWithdrawalMethod(ctx, { userId: freelancerId, destination: DEMO_FREELANCER_BANK }));
  if (!(await getMyTaxProfile(ctx, companyId)).profile) {
    await saveTaxProfile(ctx, { userId: companyId, body: DEMO_COMPANY_TAX_PROFILE });
    await unlessRefused(() => verifyMyPan(ctx, companyId));
  }
  return true;
}
