-- Count summaries of each workspace's cases (modules/analytics/rollups): per dimension set of its dashboard,
-- the distinct value combinations with their number of cases. Analytics answers an unfiltered dashboard widget
-- from them instead of reading every case. A summary is used only while its data version is the workspace's.
-- `wanted` lists summaries that filtered queries asked for beyond the dashboard's own, written from then on.
CREATE TABLE IF NOT EXISTS "case_rollup_states" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"data_version" bigint NOT NULL,
	"rollups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wanted" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "case_rollup_rows" (
	"workspace_id" uuid NOT NULL,
	"rollup" text NOT NULL,
	"dims" text[] NOT NULL,
	"n" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_rollup_states" ADD CONSTRAINT "case_rollup_states_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_rollup_rows" ADD CONSTRAINT "case_rollup_rows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "case_rollup_rows_workspace_rollup" ON "case_rollup_rows" USING btree ("workspace_id","rollup");
