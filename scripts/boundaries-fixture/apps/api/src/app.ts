// Fixture for scripts/check-boundaries.mjs: code outside the modules past a module's door.
import { findUser } from "./modules/users/service";

export const app = () => findUser("1");
