ALTER TABLE "workspaces" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "last_imported" timestamp with time zone;