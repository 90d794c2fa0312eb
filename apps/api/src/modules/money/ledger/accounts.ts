import { createHash } from "node:crypto";
import type { TUserAccountKind } from "@crewlance/contracts/wallet";
import { AppError } from "../../../lib/errors";

/*
 * Account ids (derived, so no lookup is needed) and the ways the ledger writes amounts and
 * transaction numbers in sentences and errors.
 */

/** The tax payables hold GST on fees, TDS and TCS until the platform remits them (decision 0085). */
export type SystemAccountKind = "EXTERNAL" | "PLATFORM_REVENUE" | "GST_PAYABLE" | "TDS_PAYABLE" | "TCS_PAYABLE";

const SYSTEM_PREFIX: Record<SystemAccountKind, string> = {
  EXTERNAL: "00000000-0000-4000-8000-0001000000",
  PLATFORM_REVENUE: "00000000-0000-4000-8000-0002000000",
  GST_PAYABLE: "00000000-0000-4000-8000-0003000000",
  TDS_PAYABLE: "00000000-0000-4000-8000-0004000000",
  TCS_PAYABLE: "00000000-0000-4000-8000-0005000000",
};

/** The fixed id of a system account shard (seeded by migrations 0007 and 0028). */
export function systemAccountId(kind: SystemAccountKind, shard: number): string {
  return `${SYSTEM_PREFIX[kind]}${shard.toString(16).padStart(2, "0")}`;
}

/** A user's account id, derived from the user and the kind (a name-based UUID), so no lookup is needed. */
export function userAccountId(userId: string, kind: TUserAccountKind): string {
  const hash = createHash("sha256").update(`wallet:${userId}:${kind}`).digest("hex");
  const variant = ((Number.parseInt(hash[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-5${hash.slice(13, 16)}-${variant}${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

export function formatTransactionNumber(number: number): string {
  return `TXN-${String(number).padStart(6, "0")}`;
}

/** "₹1,234.50" — the exact amount in sentences. */
export function rupeesText(paise: number): string {
  const rupees = (Math.abs(paise) / 100).toLocaleString("en-IN", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${paise < 0 ? "-" : ""}₹${rupees}`;
}

const ACCOUNT_WORDS: Record<TUserAccountKind, string> = {
  AVAILABLE: "your available balance",
  ESCROW: "escrow",
  PENDING_WITHDRAWAL: "pending withdrawals",
};

export function insufficientFunds(kind: TUserAccountKind, available: number): AppError {
  return new AppError(
    "INSUFFICIENT_FUNDS",
    kind === "AVAILABLE"
      ? `Insufficient funds: ${rupeesText(available)} is available.`
      : `Insufficient funds in ${ACCOUNT_WORDS[kind]}: ${rupeesText(available)} is held there.`,
  );
}
