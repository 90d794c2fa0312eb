-- Hand-written (decision 0070): the chat search index takes each message into its tree as it is
-- stored. With GIN's default fast update, inserts went to a pending list, and the insert that
-- found the list past gin_pending_list_limit (4 MB, ~50,000 short messages) merged all of it
-- into the tree inside its own statement: one batch of sends stalled ~150 ms, and every
-- conversation on its lane waited behind it (bench:chat, 2,000 connections). Autovacuum would
-- also merge the list, but only once enough rows changed, and the stall stays the inserting
-- statement's whenever it comes first. A short message adds a few keys; each now costs a little
-- on every insert instead of a lot on one. Searches no longer read the pending list either.
ALTER INDEX "messages_search_idx" SET (fastupdate = off);
