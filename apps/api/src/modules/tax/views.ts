import { maskGstin, maskPan, panHolderOf, stateNameOf, type TTaxProfile } from "@crewlance/contracts/tax";
import type { taxProfiles } from "../../db/schema/tax";

export type TaxProfileRow = typeof taxProfiles.$inferSelect;

/** The profile in full, for its owner and admins only. */
export function toTaxProfileView(row: TaxProfileRow): TTaxProfile {
  return {
    userId: row.userId,
    legalName: row.legalName,
    pan: row.pan,
    panHolder: row.pan ? panHolderOf(row.pan) : null,
    panVerified: row.panVerifiedAt !== null,
    panVerifiedAt: row.panVerifiedAt?.toISOString() ?? null,
    panVerifiedName: row.panVerifiedName,
    gstin: row.gstin,
    stateCode: row.stateCode,
    stateName: stateNameOf(row.stateCode),
    addressLine: row.addressLine,
    city: row.city,
    pincode: row.pincode,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields the audit records, PAN and GSTIN masked as anyone but the owner and admins sees them. */
export function auditedFieldsOf(row: TaxProfileRow | null): Record<string, string | null> {
  if (!row) return {};
  return {
    legalName: row.legalName,
    pan: row.pan ? maskPan(row.pan) : null,
    panVerified: row.panVerifiedAt ? "yes" : "no",
    gstin: row.gstin ? maskGstin(row.gstin) : null,
    stateCode: row.stateCode,
    addressLine: row.addressLine,
    city: row.city,
    pincode: row.pincode,
  };
}
