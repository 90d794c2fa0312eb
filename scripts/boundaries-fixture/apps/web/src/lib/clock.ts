// Fixture for scripts/check-boundaries.mjs: two files importing each other (no-circular).
import { dateOf } from "./date";

export const now = () => dateOf(0);
