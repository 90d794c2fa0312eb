import { ledgerTotal } from "./ledger";

export const statementLines = () => [ledgerTotal];
