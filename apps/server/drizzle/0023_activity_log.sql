-- The activity log (issue 26). Each activity keeps which record it touched, its outcome and the request that made
-- it; `ledger_leaf` is its position in the batch its `transaction_id` (a ledger entry) seals.
-- The audit trail outlives what it names: the foreign keys to workspaces and users go, so deleting a workspace no
-- longer deletes its activities, and deleting a user no longer rewrites sealed rows (which would fail their proofs).
ALTER TABLE "activities" DROP CONSTRAINT IF EXISTS "activities_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT IF EXISTS "activities_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "record_id" text;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "outcome" text DEFAULT 'SUCCESS' NOT NULL;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "request_id" text;
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "ledger_leaf" integer;
--> statement-breakpoint
-- The log's list, newest first, and the retention job's cut. It carries the columns the log's charts and count
-- group and filter by, so they read it alone (an index-only scan): bench:activity-log, 1M activities.
CREATE INDEX IF NOT EXISTS "activities_created_idx" ON "activities" USING btree ("created_at","id") INCLUDE ("workspace_id","user_id","action","collection_name");
--> statement-breakpoint
-- A user's own activity, newest first.
DROP INDEX IF EXISTS "activities_user_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "activities_user_idx" ON "activities" USING btree ("user_id","created_at");
--> statement-breakpoint
-- What the sealer has still to seal.
CREATE INDEX IF NOT EXISTS "activities_unsealed_idx" ON "activities" USING btree ("created_at","id") WHERE "transaction_id" IS NULL;
--> statement-breakpoint
-- The Activity Log's action choices: the distinct actions, read by a skip scan (one probe per action).
CREATE INDEX IF NOT EXISTS "activities_action_idx" ON "activities" USING btree ("action");
