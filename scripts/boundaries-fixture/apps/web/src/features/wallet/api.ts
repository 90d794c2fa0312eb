export const walletQuery = "wallet";
