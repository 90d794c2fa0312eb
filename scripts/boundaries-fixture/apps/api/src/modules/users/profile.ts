// Fixture for scripts/check-boundaries.mjs: users sits below money and imports it.
import { charge } from "../money/index";

export const profile = () => charge();
