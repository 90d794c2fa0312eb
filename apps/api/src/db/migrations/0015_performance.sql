-- Hand-written (decision 0050): one round trip per ledger transfer. `wallet_transfer` does what
-- ledger-service.ts's transfer() did in three statements (decision 0026), in the same order:
-- (1) create the users' accounts that are missing, in id order, before any lock (a concurrent
-- creator is waited for while this transfer holds no account lock, so the two cannot deadlock);
-- (2) a ledger key already applied returns its transaction ("REPLAYED") and writes nothing;
-- (3) lock every account of the transfer in one global order (sorted ids) and read its balance;
-- (4) the first leg, in the caller's order, that would take an account other than EXTERNAL below
-- zero is returned ("INSUFFICIENT", its kind and balance), and the service turns it into the 422
-- (the caller's transaction rolls back what step 1 created); (5) write the transaction, its
-- entries, the new balances and the statement lines in one statement. Legs and statement lines
-- arrive as JSON arrays computed by the service (merged, non-zero, summing to zero).
CREATE FUNCTION "wallet_transfer"(
	p_type text,
	p_key text,
	p_description text,
	p_reference_kind text,
	p_reference_id text,
	p_reference_label text,
	p_reference_project_id text,
	p_created_by uuid,
	p_created_at timestamptz,
	p_legs jsonb,
	p_lines jsonb
) RETURNS TABLE (
	"outcome" text,
	"id" uuid,
	"number" bigint,
	"created_at" timestamptz,
	"short_kind" text,
	"short_balance" bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
	v_ids uuid[];
	v_locked uuid[];
	v_balances bigint[];
	v_found record;
BEGIN
	INSERT INTO wallet_accounts (id, user_id, kind, created_at)
	SELECT l.account_id, l.user_id, l.kind, p_created_at
	FROM jsonb_to_recordset(p_legs) AS l(account_id uuid, user_id uuid, kind text)
	WHERE l.user_id IS NOT NULL
	ORDER BY l.account_id
	ON CONFLICT DO NOTHING;

	IF p_key IS NOT NULL THEN
		SELECT t.id, t.number, t.created_at INTO v_found
		FROM wallet_transactions AS t WHERE t.idempotency_key = p_key;
		IF FOUND THEN
			RETURN QUERY SELECT 'REPLAYED'::text, v_found.id, v_found.number, v_found.created_at, NULL::text, NULL::bigint;
			RETURN;
		END IF;
	END IF;

	SELECT array_agg(l.account_id) INTO v_ids FROM jsonb_to_recordset(p_legs) AS l(account_id uuid);
	SELECT array_agg(s.id ORDER BY s.id), array_agg(s.balance ORDER BY s.id) INTO v_locked, v_balances
	FROM (
		SELECT a.id, a.balance FROM wallet_accounts AS a WHERE a.id = ANY (v_ids) ORDER BY a.id FOR UPDATE
	) AS s;
	IF coalesce(cardinality(v_locked), 0) < cardinality(v_ids) THEN
		RAISE EXCEPTION 'a ledger account is missing';
	END IF;

	SELECT l.kind, b.balance INTO v_found
	FROM jsonb_to_recordset(p_legs) AS l(account_id uuid, kind text, amount bigint, ord int)
	JOIN unnest(v_locked, v_balances) AS b(id, balance) ON b.id = l.account_id
	WHERE l.kind <> 'EXTERNAL' AND b.balance + l.amount < 0
	ORDER BY l.ord
	LIMIT 1;
	IF FOUND THEN
		RETURN QUERY SELECT 'INSUFFICIENT'::text, NULL::uuid, NULL::bigint, NULL::timestamptz, v_found.kind::text, v_found.balance::bigint;
		RETURN;
	END IF;

	RETURN QUERY
	WITH t AS (
		INSERT INTO wallet_transactions (type, idempotency_key, description, reference_kind, reference_id,
			reference_label, reference_project_id, created_by, created_at)
		VALUES (p_type, p_key, p_description, p_reference_kind, p_reference_id, p_reference_label,
			p_reference_project_id, p_created_by, p_created_at)
		RETURNING wallet_transactions.id, wallet_transactions.number, wallet_transactions.created_at
	), d AS (
		SELECT l.account_id, l.amount FROM jsonb_to_recordset(p_legs) AS l(account_id uuid, amount bigint)
	), e AS (
		INSERT INTO wallet_entries (transaction_id, account_id, amount, created_at)
		SELECT t.id, d.account_id, d.amount, t.created_at FROM t, d
	), u AS (
		UPDATE wallet_accounts AS a SET balance = a.balance + d.amount, version = a.version + 1
		FROM d WHERE a.id = d.account_id
	), s AS (
		INSERT INTO wallet_statement_lines (transaction_id, user_id, type, account, amount, fee, created_at)
		SELECT t.id, v.user_id, p_type, v.account, v.amount, v.fee, t.created_at
		FROM t, jsonb_to_recordset(p_lines) AS v(user_id uuid, account text, amount bigint, fee bigint)
	)
	SELECT 'APPLIED'::text, t.id, t.number, t.created_at, NULL::text, NULL::bigint FROM t;
END
$$;
