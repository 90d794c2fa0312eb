// Fixture for scripts/check-boundaries.mjs: an import cycle between two files.
import { statementLines } from "./statement";

export const ledgerTotal = () => statementLines().length;
