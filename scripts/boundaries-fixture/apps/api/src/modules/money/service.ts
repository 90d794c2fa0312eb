// Fixture for scripts/check-boundaries.mjs: two allowed imports and two violations.
import { wallets } from "../../db/schema/money";
import { users } from "../../db/schema/users";
import { findUser } from "../users/index";
import { hash } from "../users/passwords";

export const charge = () => [wallets, users, hash("x"), findUser("1")];
