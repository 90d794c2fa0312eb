import type { AppContext } from "../../../context";
import { taxStandingOf } from "../../tax/index";
import { loadUserContacts } from "../../users/index";

/** The recipient of the platform's supply as an invoice prints it. */
export type InvoiceCustomer = {
  name: string;
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
};

/**
 * Who is invoiced: the tax profile's legal name, GSTIN, state and address (through the tax
 * module's door); without a profile, the account's name and no state (the place of supply is then
 * the platform's, decision 0088).
 */
export async function invoiceCustomerOf(ctx: AppContext, userId: string): Promise<InvoiceCustomer> {
  const standing = await taxStandingOf(ctx, userId);
  if (standing.legalName !== null) {
    return {
      name: standing.legalName,
      gstin: standing.gstin,
      stateCode: standing.stateCode,
      address: standing.address,
    };
  }
  const contacts = await loadUserContacts(ctx, [userId]);
  return { name: contacts.get(userId)?.fullName ?? "Unknown user", gstin: null, stateCode: null, address: null };
}
