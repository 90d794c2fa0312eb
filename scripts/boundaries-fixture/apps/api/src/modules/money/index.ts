export { ledgerTotal } from "./ledger";
export { charge } from "./service";
