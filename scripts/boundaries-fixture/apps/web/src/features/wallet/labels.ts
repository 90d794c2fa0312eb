export const walletLabel = "Wallet";
