-- Applies one ledger transfer in one statement: idempotency key, accounts created and locked in global order, balance check, transaction, entries, balances and statement lines (decisions 0050, 0058).
-- Called by apps/api/src/modules/money/ledger/transfer.ts.
CREATE OR REPLACE FUNCTION "wallet_transfer"(
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
	p_lines jsonb,
	p_alone boolean DEFAULT false
) RETURNS TABLE (
	"outcome" text,
	"id" uuid,
	"number" bigint,
	"created_at" timestamptz,
	"short_kind" text,
	"short_balance" bigint
) LANGUAGE plpgsql
-- Plan each statement once per connection: left to choose, PL/pgSQL re-planned most of them on
-- every call (an array of 3 ids looks cheaper to a custom plan than the generic estimate of 10).
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
DECLARE
	v_ids uuid[];
	v_users uuid[];
	v_kinds text[];
	v_amounts bigint[];
	v_ords int[];
	v_user_count int;
	v_found record;
	v_balances bigint[];
	v_rows tid[];
	v_short int;
BEGIN
	SELECT array_agg(l.account_id ORDER BY l.user_id IS NULL, l.account_id),
		array_agg(l.user_id ORDER BY l.user_id IS NULL, l.account_id),
		array_agg(l.kind ORDER BY l.user_id IS NULL, l.account_id),
		array_agg(l.amount ORDER BY l.user_id IS NULL, l.account_id),
		array_agg(l.ord ORDER BY l.user_id IS NULL, l.account_id),
		count(l.user_id)
	INTO v_ids, v_users, v_kinds, v_amounts, v_ords, v_user_count
	FROM jsonb_to_recordset(p_legs) AS l(account_id uuid, user_id uuid, kind text, amount bigint, ord int);

	SELECT (SELECT count(*) FROM wallet_accounts AS a WHERE a.id = ANY (v_ids[1:v_user_count])) AS existing,
		t.id, t.number, t.created_at
	INTO v_found
	FROM (SELECT 1) AS one
	LEFT JOIN wallet_transactions AS t ON p_key IS NOT NULL AND t.idempotency_key = p_key;
	IF v_found.id IS NOT NULL THEN
		RETURN QUERY SELECT 'REPLAYED'::text, v_found.id, v_found.number, v_found.created_at, NULL::text, NULL::bigint;
		RETURN;
	END IF;
	IF v_found.existing < v_user_count THEN
		INSERT INTO wallet_accounts (id, user_id, kind, created_at)
		SELECT u.id, u.user_id, u.kind, p_created_at
		FROM unnest(v_ids[1:v_user_count], v_users[1:v_user_count], v_kinds[1:v_user_count]) AS u(id, user_id, kind)
		ORDER BY u.id
		ON CONFLICT DO NOTHING;
	END IF;

	SELECT array_agg(s.balance), array_agg(s.ctid) INTO v_balances, v_rows
	FROM (
		SELECT a.balance, a.ctid FROM wallet_accounts AS a WHERE a.id = ANY (v_ids)
		ORDER BY a.user_id IS NULL, a.id FOR UPDATE
	) AS s;
	IF coalesce(cardinality(v_balances), 0) < cardinality(v_ids) THEN
		RAISE EXCEPTION 'a ledger account is missing';
	END IF;
	FOR i IN 1 .. cardinality(v_ids) LOOP
		IF v_kinds[i] <> 'EXTERNAL' AND v_balances[i] + v_amounts[i] < 0
			AND (v_short IS NULL OR v_ords[i] < v_ords[v_short]) THEN
			v_short := i;
		END IF;
	END LOOP;
	IF v_short IS NOT NULL THEN
		IF p_alone THEN
			RAISE EXCEPTION USING ERRCODE = 'LW001', MESSAGE = 'insufficient funds',
				DETAIL = v_kinds[v_short] || ' ' || v_balances[v_short];
		END IF;
		RETURN QUERY SELECT 'INSUFFICIENT'::text, NULL::uuid, NULL::bigint, NULL::timestamptz, v_kinds[v_short], v_balances[v_short];
		RETURN;
	END IF;

	WITH t AS (
		INSERT INTO wallet_transactions (type, idempotency_key, description, reference_kind, reference_id,
			reference_label, reference_project_id, created_by, created_at)
		VALUES (p_type, p_key, p_description, p_reference_kind, p_reference_id, p_reference_label,
			p_reference_project_id, p_created_by, p_created_at)
		RETURNING wallet_transactions.id, wallet_transactions.number, wallet_transactions.created_at
	), e AS (
		INSERT INTO wallet_entries (transaction_id, account_id, amount, created_at)
		SELECT t.id, d.id, d.amount, t.created_at FROM t, unnest(v_ids, v_amounts) AS d(id, amount)
	), u AS (
		UPDATE wallet_accounts AS a
		SET balance = a.balance + v_amounts[array_position(v_rows, a.ctid)], version = a.version + 1
		WHERE a.ctid = ANY (v_rows)
		RETURNING 1
	), s AS (
		INSERT INTO wallet_statement_lines (transaction_id, user_id, type, account, amount, fee, created_at)
		SELECT t.id, v.user_id, p_type, v.account, v.amount, v.fee, t.created_at
		FROM t, jsonb_to_recordset(p_lines) AS v(user_id uuid, account text, amount bigint, fee bigint)
	)
	SELECT t.id, t.number, t.created_at, (SELECT count(*) FROM u) AS updated INTO v_found FROM t;
	-- Every balance moved with its entry, or nothing is kept (the rows were locked above, so this
	-- never fires; it guards the ctid update against a future change to the locking).
	IF v_found.updated <> cardinality(v_ids) THEN
		RAISE EXCEPTION 'a ledger balance was not updated with its entry';
	END IF;
	RETURN QUERY SELECT 'APPLIED'::text, v_found.id, v_found.number, v_found.created_at, NULL::text, NULL::bigint;
END
$$;
