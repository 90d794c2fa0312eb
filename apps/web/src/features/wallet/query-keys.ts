/** Every wallet query starts with `all`, so a money move refreshes balances, history and chart at once. */
export const walletKeys = {
  all: ["wallet"] as const,
  summary: () => [...walletKeys.all, "summary"] as const,
  fees: () => [...walletKeys.all, "fees"] as const,
  monthly: () => [...walletKeys.all, "monthly"] as const,
  withdrawals: () => [...walletKeys.all, "withdrawals"] as const,
  methods: () => [...walletKeys.all, "methods"] as const,
  panStanding: () => [...walletKeys.all, "pan-standing"] as const,
  transactions: <P extends object>(params: P) => [...walletKeys.all, "transactions", params] as const,
  admin: () => [...walletKeys.all, "admin"] as const,
  withdrawalQueue: <P extends object>(params: P) => [...walletKeys.admin(), "withdrawals", params] as const,
  audit: () => [...walletKeys.admin(), "audit"] as const,
};
