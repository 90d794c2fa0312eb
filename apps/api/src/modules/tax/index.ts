/*
 * The tax module's door (decision 0086): each user's tax profile (legal name, PAN, GSTIN, place
 * of supply) with its audit, PAN verification and payee verification through the KYC provider,
 * and the standing the money core reads for invoices and withholding. Below money: it never
 * moves money and never imports the money module.
 */

export { verifyMyPan } from "./pan-verification";
export { type PayeeInput, type PayeeVerified, verifyPayee } from "./payee";
export { getMyTaxProfile, saveTaxProfile } from "./profile-service";
export { adminTaxProfileRoutes, taxProfileRoutes } from "./routes";
export { type TaxStanding, taxStandingOf, taxStandingsOf } from "./standing";
