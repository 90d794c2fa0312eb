// Fixture for scripts/check-boundaries.mjs: two files importing each other (no-circular).
import { now } from "./clock";

export const dateOf = (offset: number) => offset + Number(now);
