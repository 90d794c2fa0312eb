// Fixture for scripts/check-boundaries.mjs: a module missing from MODULE_ORDER.
import { invoices } from "../../db/schema/billing";

export const bill = () => invoices;
