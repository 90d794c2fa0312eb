// Fixture for scripts/check-boundaries.mjs: two allowed imports and two violations.
import { invoices } from "../../db/schema/billing";
import { users } from "../../db/schema/users";
import { hash } from "../users/passwords";
import { findUser } from "../users/service";

export const charge = () => [invoices, users, hash("x"), findUser("1")];
