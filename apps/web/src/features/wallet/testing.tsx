import type { TTaxSummary } from "@crewlance/contracts/tax-documents";
import type {
  TAdminWithdrawal,
  TWalletFees,
  TWalletSummary,
  TWalletTransaction,
  TWithdrawal,
  TWithdrawalMethod,
} from "@crewlance/contracts/wallet";
import { useAuthStore } from "@/lib/session/auth-store";
import { makeUser } from "@/test/fixtures";
import { jsonResponse, renderRoutes, stubFetch } from "@/test/render";
import WalletScreen from "./screens/wallet-screen";

const FEES: TWalletFees = {
  clientFeeBps: 500,
  freelancerFeeBps: 0,
  gstRateBps: 1800,
  platformStateCode: "29",
  depositMin: 10_000,
  depositMax: 100_000_000,
  withdrawalMin: 50_000,
  depositProvider: "dev",
};

const SUMMARY: TWalletSummary = {
  available: 12_345_678,
  escrow: 250_000,
  pendingWithdrawal: 0,
  lifetimeEarned: 0,
  lifetimeSpent: 1_050_000,
  currency: "INR",
};

export const METHOD: TWithdrawalMethod = {
  id: "5b0c1a55-8a3b-4f2e-9d7c-2a1f0e9b8c7d",
  type: "BANK",
  label: "HDFC0001234 · ••••5678",
  accountHolder: "Asha Rao",
  createdAt: "2026-11-01T10:00:00.000Z",
  verifiedAt: "2026-11-01T10:00:00.000Z",
  verifiedName: "ASHA RAO",
};

export const TAX_SUMMARY: TTaxSummary = {
  financialYear: "2026-27",
  from: "2026-04-01",
  to: "2027-03-31",
  paid: 0,
  earned: 10_000_000,
  received: 9_940_000,
  platformFees: 0,
  gstOnFees: 0,
  tds: 10_000,
  tcs: 50_000,
  invoices: 0,
  creditNotes: 0,
  currency: "INR",
};

export function makeTransaction(overrides: Partial<TWalletTransaction> = {}): TWalletTransaction {
  return {
    id: "0f5e1c8a-7b2d-4c3e-9a1f-6d8b2c4e0a11",
    number: "TXN-000001",
    type: "DEPOSIT",
    status: "COMPLETED",
    account: "AVAILABLE",
    amount: 500_000,
    fee: 0,
    description: "Funds added",
    reference: null,
    withdrawal: null,
    withheld: null,
    createdAt: "2026-11-20T09:30:00.000Z",
    ...overrides,
  };
}

/** A pending withdrawal to METHOD, nothing sent to a payout provider yet. */
export function makeWithdrawal(overrides: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    id: "a2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
    amount: 2_000_000,
    status: "PENDING",
    method: METHOD,
    payout: null,
    failureReason: null,
    utr: null,
    transactionId: "b2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f",
    createdAt: "2026-11-20T09:30:00.000Z",
    settledAt: null,
    ...overrides,
  };
}

/** The same withdrawal as the admin queue lists it: whose it is and where it goes. */
export function makeAdminWithdrawal(overrides: Partial<TAdminWithdrawal> = {}): TAdminWithdrawal {
  return {
    ...makeWithdrawal({ amount: 60_000 }),
    user: { id: "c2c4e6f8-0b1d-4f3a-8c5e-7a9b1c3d5e7f", fullName: "Asha Rao", email: "asha@example.com" },
    payTo: { type: "BANK", accountHolder: "Asha Rao", ifsc: "HDFC0001234", accountNumber: "123412345678" },
    ...overrides,
  };
}

export const ok = (data: unknown, message?: string) => jsonResponse(200, { success: true, data, message });

type Routes = Record<string, (url: URL, init: RequestInit) => Response>;

/**
 * A fetch stand-in for the wallet's endpoints: each route is "METHOD /path" (the path after /api);
 * the defaults answer an empty wallet, and a test overrides the calls its case is about.
 */
export function stubWalletApi(routes: Routes = {}) {
  const defaults: Routes = {
    "GET /wallet": () => ok(SUMMARY),
    "GET /wallet/fees": () => ok(FEES),
    "GET /wallet/summary/monthly": () => ok({ months: [] }),
    "GET /wallet/transactions": () => ok({ items: [], nextCursor: null }),
    "GET /wallet/withdrawals": () => ok({ items: [] }),
    "GET /wallet/withdrawal-methods": () => ok({ items: [METHOD] }),
    "GET /tax-profile": () => ok({ profile: null, kycProvider: "dev" }),
    "GET /wallet/invoices": () => ok({ items: [], page: 1, pageSize: 10, total: 0 }),
    "GET /wallet/tax/summary": (url) => ok({ ...TAX_SUMMARY, financialYear: url.searchParams.get("financialYear") }),
    "GET /wallet/tax/certificates": () => ok({ items: [] }),
  };
  const all = { ...defaults, ...routes };
  return stubFetch((input, init) => {
    const url = new URL(input);
    const key = `${init.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}`;
    const route = all[key];
    if (!route) return jsonResponse(404, { success: false, code: "NOT_FOUND", message: `No stub for ${key}.` });
    return route(url, init);
  });
}

export function renderWallet(role: "FREELANCER" | "COMPANY" | "ADMIN", path = "/wallet") {
  useAuthStore.getState().setAuth({
    user: makeUser({ role, emailVerified: true, onboardingCompleted: true }),
    accessToken: "access",
    refreshToken: "refresh",
  });
  return renderRoutes([{ path: "/wallet", element: <WalletScreen /> }], [path]);
}

/** The calls a stub received for one "METHOD /path". */
export function callsTo(mock: ReturnType<typeof stubFetch>, key: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input));
    return `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api/, "")}` === key;
  });
}
