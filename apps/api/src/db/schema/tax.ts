import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The tax module's tables (migrations 0029 and 0030, decisions 0085 and 0086): each user's tax
 * profile and its audit. The tax documents the money core writes live in db/schema/money-tax.ts.
 */

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Who a user is for tax: the law's name, PAN, GSTIN and where they are (the place of supply). */
export const taxProfiles = pgTable(
  "tax_profiles",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name").notNull(),
    /** `AAAAA9999A`; absent, TDS is withheld at the higher rate. */
    pan: text("pan"),
    /** When the KYC provider confirmed the PAN, and the name it holds. */
    panVerifiedAt: timestamp("pan_verified_at", { withTimezone: true }),
    panVerifiedName: text("pan_verified_name"),
    gstin: text("gstin"),
    /** The two-digit GST state code of the billing address. */
    stateCode: text("state_code").notNull(),
    addressLine: text("address_line").notNull(),
    city: text("city").notNull(),
    pincode: text("pincode").notNull(),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A PAN is not unique here: one person may keep a company account and a freelancer account.
);

/*
 * The audit of tax profiles (migration 0030, decision 0086): who changed which fields of whose
 * profile and when, PAN and GSTIN values masked as others see them. Rows are only added.
 */

export type TaxProfileFieldChange = { field: string; oldValue: string | null; newValue: string | null };

export const taxProfileChanges = pgTable(
  "tax_profile_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Whose profile. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Who changed it (the owner, or the KYC check that verified or unverified the PAN); null once deleted. */
    changedBy: uuid("changed_by").references(() => users.id, { onDelete: "set null" }),
    fields: jsonb("fields").$type<TaxProfileFieldChange[]>().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("tax_profile_changes_user_changed_idx").on(t.userId, t.changedAt.desc(), t.id.desc())],
);
