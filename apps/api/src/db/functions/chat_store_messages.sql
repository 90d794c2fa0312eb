-- Stores a batch of chat sends in one statement: conversations locked in id order, each send decided (new, resend, refused), gapless seqs, last message and sender's read state (decision 0064).
-- Called by apps/api/src/modules/chat/store-batch.ts.
CREATE OR REPLACE FUNCTION "chat_store_messages"(p_rows jsonb, p_at timestamptz)
RETURNS TABLE (
	"i" int,
	"outcome" text,
	"id" uuid,
	"conversation_id" uuid,
	"seq" bigint,
	"sender_id" uuid,
	"client_id" text,
	"body" text,
	"attachment_id" uuid,
	"edited_at" timestamptz,
	"deleted_at" timestamptz,
	"created_at" timestamptz
) LANGUAGE plpgsql
-- Planned once per connection, as wallet_transfer (migration 0018): the batch's size varies.
SET plan_cache_mode = force_generic_plan
-- Every lookup here has its index. A plan made while `messages` was still small scanned the whole
-- table for the resends, and kept doing so on that connection as the table grew (measured: 15,000
-- rows read per batch, until an ANALYZE replaced the plan). Before the first ANALYZE the planner
-- may still probe a conversation's messages by (conversation, seq) rather than the client-id key:
-- a few rows then, and the automatic ANALYZE that follows replans it.
SET enable_seqscan = off
AS $$
#variable_conflict use_column
DECLARE
	v_last jsonb;
BEGIN
	SELECT coalesce(jsonb_object_agg(l.id, l.last_seq), '{}'::jsonb) INTO v_last
	FROM (
		-- An array, not a subquery: planned generically, `IN (subquery)` became a scan of every
		-- conversation; `= ANY (array)` is the primary key's index.
		SELECT cv.id, cv.last_seq FROM conversations AS cv
		WHERE cv.id = ANY (ARRAY(SELECT DISTINCT (x ->> 'c')::uuid FROM jsonb_array_elements(p_rows) AS x))
		ORDER BY cv.id FOR UPDATE
	) AS l;

	RETURN QUERY
	WITH batch AS (
		SELECT r.i, r.id, r.c, r.s, r.k, r.body, r.a
		FROM jsonb_to_recordset(p_rows) AS r(i int, id uuid, c uuid, s uuid, k text, body text, a uuid)
	), earlier AS (
		-- One probe of the unique index per send (LIMIT 1 keeps the planner from turning the
		-- lateral lookup into a join that reads every message).
		SELECT b.i, m.id, m.conversation_id, m.seq, m.sender_id, m.client_id, m.body, m.attachment_id,
			m.edited_at, m.deleted_at, m.created_at
		FROM batch AS b
		CROSS JOIN LATERAL (
			SELECT * FROM messages AS found
			WHERE found.conversation_id = b.c AND found.sender_id = b.s AND found.client_id = b.k
			LIMIT 1
		) AS m
	), checked AS (
		SELECT b.*,
			CASE
				WHEN NOT (v_last ? b.c::text) THEN 'NOT_FOUND'
				WHEN e.id IS NOT NULL THEN 'STORED'
				WHEN min(b.i) OVER (PARTITION BY b.c, b.s, b.k) <> b.i THEN 'SAME_AS'
				WHEN b.a IS NULL THEN 'NEW'
				WHEN NOT EXISTS (SELECT 1 FROM chat_attachments AS ca
					WHERE ca.id = b.a AND ca.conversation_id = b.c AND ca.uploader_id = b.s) THEN 'ATTACHMENT_NOT_FOUND'
				WHEN EXISTS (SELECT 1 FROM messages AS used WHERE used.attachment_id = b.a) THEN 'ATTACHMENT_SENT'
				ELSE 'NEW'
			END AS verdict
		FROM batch AS b
		LEFT JOIN earlier AS e ON e.i = b.i
	), decided AS (
		-- One file, one message: of the batch's rows that would send the same upload, the first does.
		SELECT ch.*,
			CASE
				WHEN ch.verdict = 'NEW' AND ch.a IS NOT NULL
					AND row_number() OVER (PARTITION BY ch.verdict, ch.a ORDER BY ch.i) > 1 THEN 'ATTACHMENT_SENT'
				ELSE ch.verdict
			END AS outcome
		FROM checked AS ch
	), fresh AS (
		SELECT d.i, d.id, d.c, d.s, d.k, d.body, d.a,
			(v_last ->> d.c::text)::bigint + row_number() OVER (PARTITION BY d.c ORDER BY d.i) AS seq
		FROM decided AS d
		WHERE d.outcome = 'NEW'
	), stored AS (
		INSERT INTO messages (id, conversation_id, seq, sender_id, client_id, body, attachment_id, created_at)
		SELECT f.id, f.c, f.seq, f.s, f.k, f.body, f.a, p_at FROM fresh AS f
	), latest AS (
		UPDATE conversations AS cv
		SET last_seq = last.seq, last_message_id = last.id, last_activity_at = p_at
		FROM (SELECT DISTINCT ON (f.c) f.c, f.seq, f.id FROM fresh AS f ORDER BY f.c, f.seq DESC) AS last
		WHERE cv.id = last.c
	), readers AS (
		INSERT INTO conversation_members (conversation_id, user_id, last_read_seq, joined_at)
		SELECT f.c, f.s, max(f.seq), p_at FROM fresh AS f GROUP BY f.c, f.s
		ON CONFLICT (conversation_id, user_id)
			DO UPDATE SET last_read_seq = greatest(conversation_members.last_read_seq, excluded.last_read_seq)
	)
	SELECT d.i, d.outcome,
		coalesce(f.id, e.id), coalesce(f.c, e.conversation_id), coalesce(f.seq, e.seq),
		coalesce(f.s, e.sender_id), coalesce(f.k, e.client_id), coalesce(f.body, e.body),
		CASE WHEN f.id IS NOT NULL THEN f.a ELSE e.attachment_id END,
		e.edited_at, e.deleted_at,
		CASE WHEN f.id IS NOT NULL THEN p_at ELSE e.created_at END
	FROM decided AS d
	LEFT JOIN fresh AS f ON f.i = d.i
	LEFT JOIN earlier AS e ON e.i = d.i
	ORDER BY d.i;
END
$$;
