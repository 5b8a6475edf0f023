-- What the trust check needs, stored when an entry is appended (modules/ledger, ARCHITECTURE §9), so a check no
-- longer recomputes every leaf of a file from its rows nor walks the whole chain. Both tree tables are keyed by
-- the entry's file import (one entry per file), so the tree is written before the append lock is taken.
-- ledger_tree_chunks: the entry's Merkle tree at heights 0, 10, 20, … (height 0: the RFC 6962 leaf nodes), each
-- level cut into chunks of 1,024 32-byte nodes; about 32 MB per 1,000,000 leaves. Random hashes do not
-- compress, so they are stored out of line uncompressed.
-- ledger_leaf_index: the leaves' positions sorted by the first four bytes of their node, in chunks of 4,096
-- (prefix, position) pairs, so a case's check finds its leaf without reading the tree (8 MB per 1,000,000).
-- ledger_chain_checkpoint: the last entry up to which a check found the whole chain intact.
-- Entries appended before this migration get their tree on their first check (from the rows' content hashes,
-- kept only when they rebuild the signed root); hashes are computed in TypeScript, so SQL cannot backfill them.
CREATE TABLE IF NOT EXISTS "ledger_tree_chunks" (
	"file_import_id" uuid NOT NULL,
	"height" smallint NOT NULL,
	"chunk" integer NOT NULL,
	"nodes" bytea NOT NULL,
	CONSTRAINT "ledger_tree_chunks_pk" PRIMARY KEY ("file_import_id", "height", "chunk")
);
--> statement-breakpoint
ALTER TABLE "ledger_tree_chunks" ALTER COLUMN "nodes" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ledger_leaf_index" (
	"file_import_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"first_prefix" bigint NOT NULL,
	"pairs" bytea NOT NULL,
	CONSTRAINT "ledger_leaf_index_pk" PRIMARY KEY ("file_import_id", "chunk")
);
--> statement-breakpoint
ALTER TABLE "ledger_leaf_index" ALTER COLUMN "pairs" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ledger_chain_checkpoint" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"seq" integer NOT NULL,
	"entry_id" text NOT NULL
);
