// Fixture for scripts/check-boundaries.mjs: a screen, lazily loaded by its route.
export default function WalletScreen() {
  return "wallet";
}
