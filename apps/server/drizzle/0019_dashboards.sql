-- Custom dashboards (modules/dashboards, spec part 2 §3 Dashboard, ARCHITECTURE §11): a saved view of a
-- workspace's analytics. `password_encrypted` is AES-256-GCM (base64url of iv, tag and ciphertext), never the
-- password; `access_version` moves with every change of mode, e-mails or password, and a viewer token names the
-- version it was issued at, so an old token stops working at once. `emails` are lower-cased.
CREATE TABLE IF NOT EXISTS "dashboards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"mode" text NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"password_encrypted" text,
	"access_version" integer DEFAULT 1 NOT NULL,
	"config" jsonb NOT NULL,
	"raw_filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"snapshot_at" timestamp with time zone,
	CONSTRAINT "dashboards_type_check" CHECK ("type" IN ('LIVE', 'SNAPSHOT')),
	CONSTRAINT "dashboards_mode_check" CHECK ("mode" IN ('PRIVATE', 'PUBLIC', 'PASSWORD')),
	CONSTRAINT "dashboards_password_check" CHECK ("mode" <> 'PASSWORD' OR "password_encrypted" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "dashboards_workspace_id_last_updated_idx" ON "dashboards" USING btree ("workspace_id","last_updated");
