// Fixture for scripts/check-boundaries.mjs: the wallet feature's door.
export { walletQuery } from "./api";
