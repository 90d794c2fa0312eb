-- Triggers wallet_entries_immutable, wallet_entries_no_truncate, wallet_transactions_immutable: ledger rows are written once, any update, delete or truncate is refused.
-- Called by the database only; the refusal is asserted in apps/api/src/modules/money/ledger/ledger.test.ts.
CREATE OR REPLACE FUNCTION "wallet_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END
$$;
