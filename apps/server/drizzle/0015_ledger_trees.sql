-- What the trust check needs, stored when an entry is appended (modules/ledger, ARCHITECTURE §9), so a check no
-- longer recomputes every leaf of a file from its rows nor walks the whole chain. Both tree tables are keyed by
-- the entry's file import (one entry per file), so the tree is written before the append lock is taken.
-- ledger_tree_chunks: the entry's Merkle tree at heights 0, 10, 20, … (height 0: the RFC 6962 leaf nodes), each
-- level cut into chunks of 1,024 32-byte nodes; about 32 MB per 1,000,000 leaves. Random hashes do not
-- compress, so they are stored out of line uncompressed.
-- ledger_leaf_rows: which row each leaf is, in leaf order: a 10-byte key per leaf (kind 0 version, 1 diagnosis,
-- 2 toxicology result; row number; ordinal), 1,024 a chunk with its first key (10 MB per 1,000,000), so a case's
-- check proves each row at its own position and a file's check finds the rows of sampled positions.
-- ledger_chain_checkpoint: the last entry up to which a check found the whole chain intact, with an Ed25519
-- signature of its seq and entry id by the ledger key (a checkpoint whose signature fails is ignored).
-- Entries appended before this migration get their tree and leaf rows on their first check (from the rows'
-- content hashes, kept only when they rebuild the signed root); hashes are computed in TypeScript, so SQL cannot
-- backfill them. That first check of an old entry reads every row of its file (minutes for a large file).
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
CREATE TABLE IF NOT EXISTS "ledger_leaf_rows" (
	"file_import_id" uuid NOT NULL,
	"chunk" integer NOT NULL,
	"first_key" bytea NOT NULL,
	"keys" bytea NOT NULL,
	CONSTRAINT "ledger_leaf_rows_pk" PRIMARY KEY ("file_import_id", "chunk")
);
--> statement-breakpoint
ALTER TABLE "ledger_leaf_rows" ALTER COLUMN "keys" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "ledger_chain_checkpoint" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"seq" integer NOT NULL,
	"entry_id" text NOT NULL,
	"signature" text NOT NULL
);
