import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * The money module's tables (migration 0007, decisions 0026–0029): the wallet's ledger, deposits,
 * withdrawals and audit log, and the payment providers' webhook events. Only modules/money imports
 * this file (and lib/idempotency, for idempotency_keys). Money is bigint paise read as JavaScript
 * numbers (safe integers: ZPaise refuses more).
 */

/** Columns every money table shares (db/schema/money-tax.ts too): paise, and when a row was made. */
export const money = (name: string) => bigint(name, { mode: "number" });
export const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * One row per account: AVAILABLE, ESCROW and PENDING_WITHDRAWAL of each user (ids derived from the
 * user id), and the system accounts EXTERNAL, PLATFORM_REVENUE and the tax payables (GST_PAYABLE,
 * TDS_PAYABLE, TCS_PAYABLE: decision 0085) in 64 shards each (fixed ids, seeded by the migrations). `balance` and `version` change only in the transaction that writes
 * the account's entries.
 */
export const walletAccounts = pgTable(
  "wallet_accounts",
  {
    id: uuid("id").primaryKey(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind")
      .$type<
        | "AVAILABLE"
        | "ESCROW"
        | "PENDING_WITHDRAWAL"
        | "EXTERNAL"
        | "PLATFORM_REVENUE"
        | "GST_PAYABLE"
        | "TDS_PAYABLE"
        | "TCS_PAYABLE"
      >()
      .notNull(),
    shard: smallint("shard").notNull().default(0),
    balance: money("balance").notNull().default(0),
    version: bigint("version", { mode: "number" }).notNull().default(0),
    createdAt,
  },
  (t) => [
    uniqueIndex("wallet_accounts_user_kind_key").on(t.userId, t.kind).where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex("wallet_accounts_system_kind_shard_key").on(t.kind, t.shard).where(sql`${t.userId} IS NULL`),
    check(
      "wallet_accounts_kind_check",
      sql`${t.kind} IN ('AVAILABLE', 'ESCROW', 'PENDING_WITHDRAWAL', 'EXTERNAL', 'PLATFORM_REVENUE', 'GST_PAYABLE', 'TDS_PAYABLE', 'TCS_PAYABLE')`,
    ),
    check(
      "wallet_accounts_owner_check",
      sql`(${t.userId} IS NULL) = (${t.kind} IN ('EXTERNAL', 'PLATFORM_REVENUE', 'GST_PAYABLE', 'TDS_PAYABLE', 'TCS_PAYABLE'))`,
    ),
    check("wallet_accounts_balance_check", sql`${t.kind} = 'EXTERNAL' OR ${t.balance} >= 0`),
  ],
);

export const walletTransactionNumberSeq = pgSequence("wallet_transaction_number_seq");

/** A ledger transaction: immutable (trigger wallet_transactions_immutable). */
export const walletTransactions = pgTable(
  "wallet_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: bigint("number", { mode: "number" }).notNull().default(sql`nextval('wallet_transaction_number_seq')`),
    type: text("type").notNull(),
    /** The caller's key for this money move (one transaction per key, ever). */
    idempotencyKey: text("idempotency_key"),
    description: text("description").notNull(),
    referenceKind: text("reference_kind"),
    referenceId: text("reference_id"),
    referenceLabel: text("reference_label"),
    referenceProjectId: text("reference_project_id"),
    /** The admin who made an adjustment or settled a withdrawal. */
    createdBy: uuid("created_by"),
    createdAt,
  },
  (t) => [
    uniqueIndex("wallet_transactions_number_key").on(t.number),
    uniqueIndex("wallet_transactions_idempotency_key").on(t.idempotencyKey),
    check(
      "wallet_transactions_type_check",
      sql`${t.type} IN ('DEPOSIT', 'ESCROW_FUND', 'ESCROW_RELEASE', 'ESCROW_REFUND', 'WITHDRAWAL_REQUEST', 'WITHDRAWAL_PAID', 'WITHDRAWAL_FAILED', 'ADJUSTMENT')`,
    ),
  ],
);

/** One signed amount on one account; a transaction's entries sum to zero. Immutable (trigger). */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => walletTransactions.id, { onDelete: "restrict" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => walletAccounts.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    createdAt,
  },
  (t) => [
    index("wallet_entries_transaction_idx").on(t.transactionId),
    index("wallet_entries_account_idx").on(t.accountId),
    check("wallet_entries_amount_check", sql`${t.amount} <> 0`),
  ],
);

/**
 * What each user involved sees of a transaction (its list, CSV, chart and receipts): written with
 * the entries, one row per user, so a user's history is one index walk.
 */
export const walletStatementLines = pgTable(
  "wallet_statement_lines",
  {
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => walletTransactions.id, { onDelete: "restrict" }),
    userId: uuid("user_id").notNull(),
    type: text("type").notNull(),
    account: text("account").$type<"AVAILABLE" | "ESCROW" | "PENDING_WITHDRAWAL">().notNull(),
    amount: money("amount").notNull(),
    fee: money("fee").notNull().default(0),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.userId] }),
    index("wallet_statement_lines_user_created_idx").on(t.userId, t.createdAt.desc(), t.transactionId.desc()),
    index("wallet_statement_lines_user_type_created_idx").on(
      t.userId,
      t.type,
      t.createdAt.desc(),
      t.transactionId.desc(),
    ),
    // The admin dashboard's platform volume and fees per month (migration 0014). The index also
    // carries amount and fee (INCLUDE, written by hand in the migration: drizzle cannot declare it),
    // so the sums read no table rows.
    index("wallet_statement_lines_type_created_idx").on(t.type, t.createdAt),
  ],
);

/** Stripe-style Idempotency-Key records of money-moving requests (lib/idempotency.ts). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    status: text("status").$type<"IN_FLIGHT" | "DONE">().notNull().default("IN_FLIGHT"),
    leaseToken: uuid("lease_token").notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }).notNull().defaultNow(),
    responseStatus: integer("response_status"),
    responseBody: jsonb("response_body"),
    createdAt,
  },
  (t) => [
    uniqueIndex("idempotency_keys_user_key_key").on(t.userId, t.key),
    index("idempotency_keys_created_idx").on(t.createdAt),
    check("idempotency_keys_status_check", sql`${t.status} IN ('IN_FLIGHT', 'DONE')`),
  ],
);

export const walletDeposits = pgTable(
  "wallet_deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    provider: text("provider").$type<"dev" | "razorpay">().notNull(),
    status: text("status").$type<"PENDING" | "COMPLETED" | "FAILED">().notNull().default("PENDING"),
    providerOrderId: text("provider_order_id"),
    providerPaymentId: text("provider_payment_id"),
    transactionId: uuid("transaction_id"),
    createdAt,
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("wallet_deposits_provider_order_key").on(t.provider, t.providerOrderId),
    uniqueIndex("wallet_deposits_provider_payment_key").on(t.provider, t.providerPaymentId),
    check("wallet_deposits_status_check", sql`${t.status} IN ('PENDING', 'COMPLETED', 'FAILED')`),
    check("wallet_deposits_amount_check", sql`${t.amount} > 0`),
  ],
);

export const walletWithdrawalMethods = pgTable(
  "wallet_withdrawal_methods",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    type: text("type").$type<"BANK" | "UPI">().notNull(),
    accountHolder: text("account_holder"),
    ifsc: text("ifsc"),
    /** Sealed with AES-256-GCM (lib/crypto.ts sealText, migration 0016); never stored in the clear. */
    accountNumber: text("account_number"),
    /** The last four digits, for the label people recognise their account by. */
    accountLast4: text("account_last4"),
    vpa: text("vpa"),
    /**
     * The destination itself, normalised and keyed (an HMAC, so it names no account number): the
     * same account is saved once per user.
     */
    fingerprint: text("fingerprint").notNull(),
    /** When the KYC provider confirmed who holds this account (a penny drop), and the name it holds (migration 0030). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    verifiedName: text("verified_name"),
    createdAt,
  },
  (t) => [
    uniqueIndex("wallet_withdrawal_methods_user_fingerprint_key").on(t.userId, t.fingerprint),
    check("wallet_withdrawal_methods_type_check", sql`${t.type} IN ('BANK', 'UPI')`),
  ],
);

export const walletWithdrawals = pgTable(
  "wallet_withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    methodId: uuid("method_id")
      .notNull()
      .references(() => walletWithdrawalMethods.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    status: text("status").$type<"PENDING" | "PAID" | "FAILED">().notNull().default("PENDING"),
    failureReason: text("failure_reason"),
    /** The bank's reference (UTR) of the payout, recorded when an admin marks it paid (decision 0079). */
    utr: text("utr"),
    requestTransactionId: uuid("request_transaction_id").notNull(),
    settleTransactionId: uuid("settle_transaction_id"),
    settledBy: uuid("settled_by"),
    createdAt,
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The payout provider handling it (migration 0031, decision 0087); null: the admin queue alone. */
    payoutProvider: text("payout_provider").$type<"razorpayx">(),
    payoutId: text("payout_id"),
    payoutStatus: text("payout_status").$type<PayoutStatus>(),
    /** Why the provider refused, failed or reversed it, in its words. */
    payoutNote: text("payout_note"),
    /** When the app last tried to create it or asked the provider about it: the sweep's clock. */
    payoutCheckedAt: timestamp("payout_checked_at", { withTimezone: true }),
  },
  (t) => [
    index("wallet_withdrawals_status_created_idx").on(t.status, t.createdAt, t.id),
    index("wallet_withdrawals_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("wallet_withdrawals_request_transaction_key").on(t.requestTransactionId),
    uniqueIndex("wallet_withdrawals_utr_key").on(t.utr).where(sql`${t.utr} IS NOT NULL`),
    check("wallet_withdrawals_status_check", sql`${t.status} IN ('PENDING', 'PAID', 'FAILED')`),
    check("wallet_withdrawals_amount_check", sql`${t.amount} > 0`),
    check(
      "wallet_withdrawals_payout_status_check",
      sql`${t.payoutStatus} IS NULL OR ${t.payoutStatus} IN ('CREATING', 'SENT', 'PROCESSED', 'REVERSED', 'FAILED', 'REFUSED')`,
    ),
    uniqueIndex("wallet_withdrawals_payout_key").on(t.payoutProvider, t.payoutId).where(sql`${t.payoutId} IS NOT NULL`),
    index("wallet_withdrawals_payout_due_idx")
      .on(t.payoutStatus, t.payoutCheckedAt)
      .where(sql`${t.status} = 'PENDING' AND ${t.payoutStatus} IN ('CREATING', 'SENT')`),
  ],
);

/** Where a provider's payout stands (decision 0087). */
export type PayoutStatus = "CREATING" | "SENT" | "PROCESSED" | "REVERSED" | "FAILED" | "REFUSED";

/** Every admin money action: settlements, adjustments, ledger checks. */
export const walletAuditLog = pgTable(
  "wallet_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: text("action").$type<"WITHDRAWAL_PAID" | "WITHDRAWAL_FAILED" | "ADJUSTMENT" | "LEDGER_CHECK">().notNull(),
    targetUserId: uuid("target_user_id"),
    amount: bigint("amount", { mode: "number" }),
    reason: text("reason"),
    transactionId: uuid("transaction_id"),
    withdrawalId: uuid("withdrawal_id"),
    createdAt,
  },
  (t) => [index("wallet_audit_log_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

/**
 * Every verified provider event (migration 0007), so a replayed one is recognised and changes
 * nothing.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    eventType: text("event_type").notNull(),
    outcome: text("outcome").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
