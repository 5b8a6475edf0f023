-- The published public dashboard of a workspace (modules/public-dashboards, ARCHITECTURE §11): what anonymous
-- calls are answered from, computed by the publish job after disclosure control. `configuration` is the public
-- tabs; `report` says what disclosure control did to each widget; `etag` hashes them with the answers.
-- `data_version` is the workspace's data version the answers were computed at, so an older run never replaces a
-- newer one. Every column but the key describes a published dashboard whatever it belongs to: PUBLIC and PASSWORD
-- custom dashboards get a sibling table keyed by their own id with the same columns.
CREATE TABLE IF NOT EXISTS "published_dashboards" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"configuration" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"etag" text NOT NULL,
	"data_version" bigint NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_imported" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "published_dashboards" ADD CONSTRAINT "published_dashboards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The stored answer of each published query body, one row per body: a public call reads the rows of the bodies it
-- names, never every answer of the dashboard. `body_key` is the SHA-256 of the body's canonical JSON (a body may be
-- longer than an index entry can be); `answer` is JSON text, sent as it is. Replaced with the publication, in the
-- same transaction; gone with it.
CREATE TABLE IF NOT EXISTS "published_answers" (
	"workspace_id" uuid NOT NULL,
	"body_key" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "published_answers_workspace_id_body_key_pk" PRIMARY KEY("workspace_id","body_key")
);
--> statement-breakpoint
ALTER TABLE "published_answers" ADD CONSTRAINT "published_answers_workspace_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."published_dashboards"("workspace_id") ON DELETE cascade ON UPDATE no action;
