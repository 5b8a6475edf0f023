-- What custom dashboards answer from (modules/dashboards). `dashboard_publications` holds one row per dashboard and
-- kind: 'snapshot' (the exact answers a SNAPSHOT dashboard was frozen with, for its signed-in viewers) and
-- 'published' (the answers after disclosure control that anonymous viewers of a PUBLIC or PASSWORD dashboard get,
-- computed again after each import for a LIVE one). `data_version` is the workspace's data version the answers were
-- computed at; `configuration` the tabs the answers are for; `report` what disclosure control did ('published').
CREATE TABLE IF NOT EXISTS "dashboard_publications" (
	"dashboard_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"etag" text NOT NULL,
	"data_version" bigint NOT NULL,
	"configuration" jsonb NOT NULL,
	"report" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_publications_pk" PRIMARY KEY("dashboard_id","kind"),
	CONSTRAINT "dashboard_publications_kind_check" CHECK ("kind" IN ('snapshot', 'published'))
);
--> statement-breakpoint
ALTER TABLE "dashboard_publications" ADD CONSTRAINT "dashboard_publications_dashboard_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- One stored answer per distinct query body of a publication, keyed by the SHA-256 of the body's canonical JSON;
-- `answer` is JSON text, sent as it is. Replaced with its publication, in one transaction.
CREATE TABLE IF NOT EXISTS "dashboard_answers" (
	"dashboard_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body_key" text NOT NULL,
	"answer" text NOT NULL,
	CONSTRAINT "dashboard_answers_pk" PRIMARY KEY("dashboard_id","kind","body_key")
);
--> statement-breakpoint
ALTER TABLE "dashboard_answers" ADD CONSTRAINT "dashboard_answers_publication_fk" FOREIGN KEY ("dashboard_id","kind") REFERENCES "public"."dashboard_publications"("dashboard_id","kind") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Failed password attempts on a PASSWORD dashboard, per client (address key) and in total ('*'): the unlock call
-- waits longer after each failure and refuses while `blocked_until` is ahead. Shared by every instance.
CREATE TABLE IF NOT EXISTS "dashboard_password_attempts" (
	"dashboard_id" uuid NOT NULL,
	"client_key" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_password_attempts_pk" PRIMARY KEY("dashboard_id","client_key")
);
--> statement-breakpoint
ALTER TABLE "dashboard_password_attempts" ADD CONSTRAINT "dashboard_password_attempts_dashboard_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;
