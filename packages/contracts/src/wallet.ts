import { z } from "zod";
import { ZPaise } from "./common";
import { emptyAsUndefined, oneLine } from "./text-fields";

/*
 * The wallet: balances, fees, the ledger's transactions as a viewer sees
 * them, deposits, withdrawals and the admin's money screens. Every amount is integer paise.
 * The fee arithmetic lives here so the web shows exactly what the API will charge.
 */

// ── Fees ───────────────────────────────────────────────────────────────────────────────────

export const BPS_DENOMINATOR = 10_000;

/**
 * The fee on `amount` paise at `bps` basis points, in whole paise, rounded to the nearest paisa
 * with halves rounded up (decision 0029): 5% of 1,010 paise is 50.5 → 51; of 1,009 is 50.45 → 50.
 * Split as amount = q·10,000 + r so the product never leaves the safe integers.
 */
export function feeFor(amount: number, bps: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("amount must be whole non-negative paise");
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_DENOMINATOR) throw new RangeError("bps must be 0–10,000");
  const q = Math.floor(amount / BPS_DENOMINATOR);
  const r = amount % BPS_DENOMINATOR;
  return q * bps + Math.floor((r * bps + BPS_DENOMINATOR / 2) / BPS_DENOMINATOR);
}

/**
 * GST on a fee at `gstRateBps`, rounded once half up like the fee (decision 0088; contracts/gst.ts
 * splits it into CGST + SGST or IGST by the place of supply, which never changes the total).
 */
export function feeGstFor(fee: number, gstRateBps: number): number {
  return feeFor(fee, gstRateBps);
}

/**
 * Funding a milestone of `amount`: the company pays the amount plus the client fee into escrow,
 * and the GST on the fee, charged with it (decision 0088).
 */
export function escrowFundBreakdown(amount: number, fees: Pick<TWalletFees, "clientFeeBps" | "gstRateBps">) {
  const clientFee = feeFor(amount, fees.clientFeeBps);
  const clientFeeGst = feeGstFor(clientFee, fees.gstRateBps);
  return { amount, clientFee, clientFeeGst, escrowed: amount + clientFee, total: amount + clientFee + clientFeeGst };
}

/**
 * Releasing a milestone of `amount`: the freelancer receives it less the freelancer fee and the
 * GST on it (the client fee's GST was charged at funding).
 */
export function escrowReleaseBreakdown(
  amount: number,
  fees: Pick<TWalletFees, "clientFeeBps" | "freelancerFeeBps" | "gstRateBps">,
) {
  const clientFee = feeFor(amount, fees.clientFeeBps);
  const freelancerFee = feeFor(amount, fees.freelancerFeeBps);
  const freelancerFeeGst = feeGstFor(freelancerFee, fees.gstRateBps);
  return {
    amount,
    clientFee,
    freelancerFee,
    freelancerFeeGst,
    freelancerReceives: amount - freelancerFee - freelancerFeeGst,
    platformRevenue: clientFee + freelancerFee,
  };
}

/** GET /wallet/fees: shown before anyone commits money. Limits are paise. */
export const ZWalletFees = z.object({
  clientFeeBps: z.number().int(),
  freelancerFeeBps: z.number().int(),
  /** GST on each fee (decision 0088): 1800 = 18%. */
  gstRateBps: z.number().int(),
  /** The platform's GST state: a customer in it pays CGST + SGST, elsewhere IGST. */
  platformStateCode: z.string(),
  depositMin: ZPaise,
  depositMax: ZPaise,
  withdrawalMin: ZPaise,
  /** Which payment provider POST /wallet/deposits uses. */
  depositProvider: z.enum(["dev", "razorpay"]),
});
export type TWalletFees = z.infer<typeof ZWalletFees>;

// ── Balances ───────────────────────────────────────────────────────────────────────────────

/** GET /wallet: the viewer's balances, derived from the ledger. */
export const ZWalletSummary = z.object({
  available: ZPaise,
  escrow: ZPaise,
  pendingWithdrawal: ZPaise,
  /** Freelancer: everything escrow releases have paid in (after the freelancer fee). */
  lifetimeEarned: ZPaise,
  /** Company: everything escrow releases have paid out of its escrow (amount plus client fee). */
  lifetimeSpent: ZPaise,
  currency: z.literal("INR"),
});
export type TWalletSummary = z.infer<typeof ZWalletSummary>;

/** GET /wallet/summary/monthly?months=12: one row per calendar month (UTC), oldest first. */
export const ZWalletMonthlyQuery = z.object({
  months: z.coerce.number().int().min(1).max(36).default(12),
});
export const ZWalletMonth = z.object({
  /** "2026-11" */
  month: z.string(),
  earned: ZPaise,
  spent: ZPaise,
  deposited: ZPaise,
  withdrawn: ZPaise,
});
export const ZWalletMonthly = z.object({ months: z.array(ZWalletMonth) });
export type TWalletMonth = z.infer<typeof ZWalletMonth>;
export type TWalletMonthly = z.infer<typeof ZWalletMonthly>;

// ── Transactions ───────────────────────────────────────────────────────────────────────────

export const WALLET_TRANSACTION_TYPES = [
  "DEPOSIT",
  "ESCROW_FUND",
  "ESCROW_RELEASE",
  "ESCROW_REFUND",
  "WITHDRAWAL_REQUEST",
  "WITHDRAWAL_PAID",
  "WITHDRAWAL_FAILED",
  "ADJUSTMENT",
] as const;
export const ZWalletTransactionType = z.enum(WALLET_TRANSACTION_TYPES, "Choose a transaction type from the list.");
export type TWalletTransactionType = z.infer<typeof ZWalletTransactionType>;

/**
 * The types GET /wallet/transactions lists and filters by. A withdrawal is one row, its request,
 * carrying the withdrawal's state (decision 0079): its WITHDRAWAL_PAID and WITHDRAWAL_FAILED
 * ledger transactions stay in the ledger, readable by id, but are not rows of their own.
 */
export const WALLET_LISTED_TRANSACTION_TYPES = [
  "DEPOSIT",
  "ESCROW_FUND",
  "ESCROW_RELEASE",
  "ESCROW_REFUND",
  "WITHDRAWAL_REQUEST",
  "ADJUSTMENT",
] as const satisfies readonly TWalletTransactionType[];
export const ZWalletListedTransactionType = z.enum(
  WALLET_LISTED_TRANSACTION_TYPES,
  "Choose a transaction type from the list.",
);
export type TWalletListedTransactionType = z.infer<typeof ZWalletListedTransactionType>;

export const USER_ACCOUNT_KINDS = ["AVAILABLE", "ESCROW", "PENDING_WITHDRAWAL"] as const;
export const ZUserAccountKind = z.enum(USER_ACCOUNT_KINDS, "Choose available, escrow or pending withdrawal.");
export type TUserAccountKind = z.infer<typeof ZUserAccountKind>;

/** A ledger transaction is always complete; a withdrawal request shows its withdrawal's state. */
export const ZWalletTransactionStatus = z.enum(["COMPLETED", "PENDING", "FAILED"]);
export type TWalletTransactionStatus = z.infer<typeof ZWalletTransactionStatus>;

export const ZWalletReferenceKind = z.enum(["PROJECT", "MILESTONE", "WITHDRAWAL", "DEPOSIT", "ADJUSTMENT"]);
export type TWalletReferenceKind = z.infer<typeof ZWalletReferenceKind>;

/** What a transaction belongs to; the web links PROJECT and MILESTONE to /project-management/{projectId}. */
export const ZWalletReference = z.object({
  kind: ZWalletReferenceKind,
  id: z.string(),
  label: z.string(),
  /** The project a milestone belongs to, for the link. */
  projectId: z.string().nullable(),
});
export type TWalletReference = z.infer<typeof ZWalletReference>;

export const ZWithdrawalStatus = z.enum(["PENDING", "PAID", "FAILED"]);
export type TWithdrawalStatus = z.infer<typeof ZWithdrawalStatus>;

/**
 * A bank's reference for a payout (UTR): 12 to 22 letters and digits — IMPS and UPI references
 * are 12 digits, NEFT UTRs 16 characters, RTGS UTRs 22 (decision 0079). Written upper-case.
 */
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;
const UTR_MISSING = "Enter the UTR, the bank's reference for the transfer.";
export const ZUtr = z
  .string(UTR_MISSING)
  .trim()
  .toUpperCase()
  .refine((value) => value.length > 0, { message: UTR_MISSING, abort: true })
  .regex(UTR_PATTERN, "Enter the UTR as 12 to 22 letters and digits, such as SBIN426012345678.");

/** The withdrawal a WITHDRAWAL_REQUEST row stands for: its state, its amount and the bank's reference once paid. */
export const ZWalletTransactionWithdrawal = z.object({
  id: z.string().uuid(),
  status: ZWithdrawalStatus,
  amount: ZPaise,
  /** The bank's reference (UTR) the admin recorded when it was paid; null otherwise. */
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  settledAt: z.string().nullable(),
  /** True while a payout provider is paying it to the bank (decision 0087). */
  withBank: z.boolean(),
});
export type TWalletTransactionWithdrawal = z.infer<typeof ZWalletTransactionWithdrawal>;

/**
 * One row of GET /wallet/transactions, seen by the viewer. `amount` is signed: the change to the
 * viewer's AVAILABLE account when the transaction touches it, otherwise the change to `account`
 * (ESCROW for a company's release, PENDING_WITHDRAWAL for a paid withdrawal). A withdrawal's
 * request row is the whole withdrawal (decision 0079): its `amount` is what the withdrawal has
 * taken from AVAILABLE, −amount while requested or paid and 0 once it failed (the money came
 * back), so the rows still add up to the balance; `withdrawal` says its state and amount. `fee`
 * is the fee the viewer paid in it (client fee on ESCROW_FUND, freelancer fee on
 * ESCROW_RELEASE), else 0.
 */
export const ZWalletTransaction = z.object({
  id: z.string().uuid(),
  /** Human number for receipts and support: "TXN-000123". */
  number: z.string(),
  type: ZWalletTransactionType,
  status: ZWalletTransactionStatus,
  account: ZUserAccountKind,
  amount: z.number().int(),
  fee: ZPaise,
  description: z.string(),
  reference: ZWalletReference.nullable(),
  /** Set on a WITHDRAWAL_REQUEST row; null on every other. */
  withdrawal: ZWalletTransactionWithdrawal.nullable(),
  /** On a release, the viewer's TDS and TCS withheld from it (decision 0089); null on every other row. */
  withheld: z.object({ tds: ZPaise, tcs: ZPaise }).nullable(),
  createdAt: z.string(),
});
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;

export const WALLET_TRANSACTIONS_PAGE_SIZE = 20;

const dateOnly = (label: string) =>
  z.preprocess(
    emptyAsUndefined,
    oneLine(10)
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date written as YYYY-MM-DD.`)
      .refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      }, `${label} must be a real date.`)
      .optional(),
  );

/**
 * GET /wallet/transactions (and .csv): newest first, keyset-paged. `from`/`to` are inclusive UTC
 * dates; `cursor` is a previous page's `nextCursor`.
 */
export const ZWalletTransactionQuery = z.object({
  type: z.preprocess(emptyAsUndefined, ZWalletListedTransactionType.optional()),
  from: dateOnly("The start date"),
  to: dateOnly("The end date"),
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
  limit: z.coerce.number().int().min(1).max(100).default(WALLET_TRANSACTIONS_PAGE_SIZE),
});
export type TWalletTransactionQuery = z.input<typeof ZWalletTransactionQuery>;

export const ZWalletTransactionPage = z.object({
  items: z.array(ZWalletTransaction),
  /** Pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type TWalletTransactionPage = z.infer<typeof ZWalletTransactionPage>;

// ── Deposits ───────────────────────────────────────────────────────────────────────────────

/** POST /wallet/deposits (Idempotency-Key header). Limits (GET /wallet/fees) are checked by the API. */
export const ZDepositBody = z.object({
  amount: z.number("Enter the amount to add.").int("Use whole paise.").positive("The amount must be more than zero."),
});
export type TDepositBody = z.infer<typeof ZDepositBody>;

export const ZDepositStatus = z.enum(["PENDING", "COMPLETED", "FAILED"]);
export const ZDeposit = z.object({
  id: z.string().uuid(),
  amount: ZPaise,
  status: ZDepositStatus,
  provider: z.enum(["dev", "razorpay"]),
  /** The ledger transaction once credited. */
  transactionId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

/**
 * The answer to a deposit. Dev provider: `deposit.status` COMPLETED and `checkout` null.
 * Razorpay: PENDING with what the web needs to open Razorpay Checkout; the webhook credits it.
 */
export const ZDepositResponse = z.object({
  deposit: ZDeposit,
  checkout: z
    .object({
      provider: z.literal("razorpay"),
      orderId: z.string(),
      keyId: z.string(),
      amount: ZPaise,
      currency: z.literal("INR"),
    })
    .nullable(),
});
export type TDepositResponse = z.infer<typeof ZDepositResponse>;

// ── Withdrawals ────────────────────────────────────────────────────────────────────────────

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** A UPI id: handle@bank. */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

export const ZBankDestination = z.object({
  type: z.literal("BANK"),
  accountHolder: oneLine(100, "Enter the account holder's name.").min(2, "Enter the account holder's name."),
  ifsc: oneLine(11, "Enter the IFSC.")
    .toUpperCase()
    .regex(IFSC_PATTERN, "Enter an 11-character IFSC such as HDFC0001234."),
  accountNumber: oneLine(18, "Enter the account number.").regex(
    ACCOUNT_NUMBER_PATTERN,
    "Enter an account number of 9 to 18 digits.",
  ),
});
export const ZUpiDestination = z.object({
  type: z.literal("UPI"),
  vpa: oneLine(320, "Enter the UPI id.").regex(UPI_PATTERN, "Enter a UPI id such as name@okbank."),
});
export const ZWithdrawalDestination = z.discriminatedUnion("type", [ZBankDestination, ZUpiDestination], {
  error: "Choose a bank account or a UPI id.",
});
export type TWithdrawalDestination = z.infer<typeof ZWithdrawalDestination>;

const withdrawalAmount = z
  .number("Enter the amount to withdraw.")
  .int("Use whole paise.")
  .positive("The amount must be more than zero.");

/**
 * POST /wallet/withdrawals (Idempotency-Key header): a new destination (saved for next time) or
 * a saved method's id — exactly one of `destination` and `methodId`. One object (not a union) so
 * field errors keep their paths: "amount", "destination.ifsc", "destination.vpa", "methodId".
 */
export const ZWithdrawalBody = z
  .object({
    amount: withdrawalAmount,
    destination: ZWithdrawalDestination.optional(),
    methodId: z.string().uuid("Choose a saved method.").optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.destination === !body.methodId) {
      ctx.addIssue({
        code: "custom",
        path: [body.destination ? "methodId" : "destination"],
        message: body.destination
          ? "Choose a saved method or enter a new destination, not both."
          : "Choose a saved method or enter a new destination.",
      });
    }
  });
export type TWithdrawalBody = z.infer<typeof ZWithdrawalBody>;

/** A saved withdrawal method, masked: "HDFC0001234 · ••••5678" or "na••@okbank". */
export const ZWithdrawalMethod = z.object({
  id: z.string().uuid(),
  type: z.enum(["BANK", "UPI"]),
  label: z.string(),
  accountHolder: z.string().nullable(),
  createdAt: z.string(),
  /** When the KYC provider confirmed who holds it (a penny drop); null: withdrawals to it wait for verification (decision 0086). */
  verifiedAt: z.string().nullable(),
  /** The holder's name as the bank or UPI app has it. */
  verifiedName: z.string().nullable(),
});
export type TWithdrawalMethod = z.infer<typeof ZWithdrawalMethod>;

/**
 * Where a payout provider's payout of a withdrawal stands (decision 0087): CREATING (being handed
 * to the provider), SENT (the provider is paying the bank), PROCESSED, REVERSED or FAILED (its
 * final word), REFUSED (it would not take it, so an admin pays it by hand).
 */
export const ZPayoutStatus = z.enum(["CREATING", "SENT", "PROCESSED", "REVERSED", "FAILED", "REFUSED"]);
export type TPayoutStatus = z.infer<typeof ZPayoutStatus>;

/** A withdrawal's payout at the provider; null on a withdrawal only the admin queue handles. */
export const ZWithdrawalPayout = z.object({
  provider: z.literal("razorpayx"),
  /** The provider's payout id once it accepted the payout. */
  id: z.string().nullable(),
  status: ZPayoutStatus,
  /** The provider's reason for refusing, failing or reversing it. */
  note: z.string().nullable(),
});
export type TWithdrawalPayout = z.infer<typeof ZWithdrawalPayout>;

export const ZWithdrawal = z.object({
  id: z.string().uuid(),
  amount: ZPaise,
  status: ZWithdrawalStatus,
  method: ZWithdrawalMethod,
  payout: ZWithdrawalPayout.nullable(),
  failureReason: z.string().nullable(),
  /** The bank's reference (UTR) recorded when an admin marked it paid; null until then. */
  utr: z.string().nullable(),
  /** The WITHDRAWAL_REQUEST ledger transaction. */
  transactionId: z.string().uuid(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** POST /wallet/withdrawal-methods/{id}/verification: the method, and a notice when development verified it at once. */
export const ZWithdrawalMethodVerification = z.object({ method: ZWithdrawalMethod, notice: z.string().nullable() });
export type TWithdrawalMethodVerification = z.infer<typeof ZWithdrawalMethodVerification>;

/** GET /wallet/withdrawal-methods: the viewer's saved destinations, newest first. */
export const ZWithdrawalMethodList = z.object({ items: z.array(ZWithdrawalMethod) });

/** GET /wallet/withdrawals: the viewer's withdrawals, newest first (at most 50). */
export const ZWithdrawalList = z.object({ items: z.array(ZWithdrawal) });

// ── Admin ──────────────────────────────────────────────────────────────────────────────────

/** GET /admin/wallet/withdrawals?status=PENDING: the queue, oldest first. */
export const ZAdminWithdrawalQuery = z.object({
  status: z.preprocess(emptyAsUndefined, ZWithdrawalStatus.default("PENDING")),
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
/**
 * Where an admin sends the money, in full: only the admin queue shows it, opened from the sealed
 * copy at rest (decision 0054). Output only, so no input rules.
 */
export const ZPayoutDestination = z.discriminatedUnion("type", [
  z.object({ type: z.literal("BANK"), accountHolder: z.string(), ifsc: z.string(), accountNumber: z.string() }),
  z.object({ type: z.literal("UPI"), vpa: z.string() }),
]);
export type TPayoutDestination = z.infer<typeof ZPayoutDestination>;

export const ZAdminWithdrawal = ZWithdrawal.extend({
  user: z.object({ id: z.string().uuid(), fullName: z.string(), email: z.string() }),
  payTo: ZPayoutDestination,
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZAdminWithdrawalPage = z.object({ items: z.array(ZAdminWithdrawal), nextCursor: z.string().nullable() });

/**
 * POST /admin/wallet/withdrawals/{id}/settle (Idempotency-Key header). PAID takes the bank's
 * reference (UTR) of the transfer the admin made; the user sees it on their withdrawal.
 */
export const ZSettleWithdrawalBody = z.discriminatedUnion(
  "outcome",
  [
    z.object({ outcome: z.literal("PAID"), utr: ZUtr }),
    z.object({
      outcome: z.literal("FAILED"),
      reason: oneLine(500, "Say why the withdrawal failed.").min(3, "Say why the withdrawal failed."),
    }),
  ],
  { error: "Choose paid or failed." },
);
export type TSettleWithdrawalBody = z.infer<typeof ZSettleWithdrawalBody>;

/**
 * POST /admin/wallet/adjustments (Idempotency-Key header): moves `amount` (signed, non-zero
 * paise) into (positive) or out of (negative) a user's account against EXTERNAL, with a reason.
 */
export const ZAdjustmentBody = z.object({
  userId: z.string().uuid("Choose a user."),
  account: ZUserAccountKind,
  amount: z
    .number("Enter the amount.")
    .int("Use whole paise.")
    .refine((value) => value !== 0, "The amount must not be zero.")
    .refine((value) => Math.abs(value) <= Number.MAX_SAFE_INTEGER, "The amount is too large."),
  reason: oneLine(500, "Give the reason for the adjustment.").min(3, "Give the reason for the adjustment."),
});
export type TAdjustmentBody = z.infer<typeof ZAdjustmentBody>;

/** GET /admin/wallet/ledger-check: every balance recomputed from entries. */
export const ZLedgerCheck = z.object({
  ok: z.boolean(),
  checkedAt: z.string(),
  accountsChecked: z.number().int(),
  transactionsChecked: z.number().int(),
  /** Accounts whose stored balance differs from the sum of their entries. */
  mismatchedAccounts: z.array(
    z.object({
      accountId: z.string(),
      kind: z.string(),
      userId: z.string().nullable(),
      stored: z.number().int(),
      computed: z.number().int(),
    }),
  ),
  /** Transactions whose entries do not sum to zero. */
  unbalancedTransactions: z.array(z.object({ transactionId: z.string(), sum: z.number().int() })),
  /** Accounts other than EXTERNAL below zero. */
  negativeAccounts: z.array(z.object({ accountId: z.string(), kind: z.string(), balance: z.number().int() })),
  /** Releases without their TDS rows, or tax payables that differ from the withholding rows (decision 0089). */
  withholdingIssues: z.array(z.object({ transactionId: z.string().nullable(), problem: z.string() })),
  /**
   * Fees without their tax invoice, GST moved without the invoice or credit note that carries it,
   * and invoice series with a gap (decision 0088).
   */
  invoiceProblems: z.array(z.object({ transactionId: z.string().nullable(), problem: z.string() })).default([]),
});
export type TLedgerCheck = z.infer<typeof ZLedgerCheck>;

/** GET /admin/wallet/audit-log: admin money actions, newest first. */
export const ZWalletAuditEntry = z.object({
  id: z.string().uuid(),
  action: z.enum(["WITHDRAWAL_PAID", "WITHDRAWAL_FAILED", "ADJUSTMENT", "LEDGER_CHECK"]),
  admin: z.object({ id: z.string().uuid(), fullName: z.string() }),
  targetUserId: z.string().uuid().nullable(),
  targetUser: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
  amount: z.number().int().nullable(),
  reason: z.string().nullable(),
  transactionId: z.string().uuid().nullable(),
  createdAt: z.string(),
});
export type TWalletAuditEntry = z.infer<typeof ZWalletAuditEntry>;
export const ZWalletAuditQuery = z.object({
  cursor: z.preprocess(emptyAsUndefined, z.string().uuid("Must be a nextCursor from a previous page.").optional()),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZWalletAuditPage = z.object({ items: z.array(ZWalletAuditEntry), nextCursor: z.string().nullable() });

/** The adjustment's answer: the ledger transaction as the admin sees it. */
export const ZAdjustmentResult = z.object({ transactionId: z.string().uuid(), number: z.string() });
