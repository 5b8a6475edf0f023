-- The published public dashboard of a workspace (modules/public-dashboards, ARCHITECTURE §11): what anonymous
-- calls are answered from, computed by the publish job after disclosure control. `configuration` is the public
-- tabs; `answers` maps each published query body (canonical JSON) to its stored answer; `report` says what
-- disclosure control did to each widget; `etag` hashes the three. `data_version` is the workspace's data version
-- the answers were computed at, so an older run never replaces a newer one. Every column but the key describes a
-- published dashboard whatever it belongs to: PUBLIC and PASSWORD custom dashboards get a sibling table keyed by
-- their own id with the same columns.
CREATE TABLE IF NOT EXISTS "published_dashboards" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"configuration" jsonb NOT NULL,
	"answers" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"etag" text NOT NULL,
	"data_version" bigint NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_imported" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "published_dashboards" ADD CONSTRAINT "published_dashboards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
