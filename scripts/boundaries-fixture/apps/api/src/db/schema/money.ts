export const wallets = "wallets";
