-- No authorisation is kept between requests any more (docs/decisions): the workspace gate reads every fact it
-- decides from on each request, so the access epoch of migration 0012 and its triggers go.
DROP TRIGGER IF EXISTS "users_access_changed" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "modules_access_changed" ON "modules";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "workspace_members_access_changed" ON "workspace_members";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "user_modules_access_changed" ON "user_modules";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "workspaces_access_created" ON "workspaces";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "workspaces_access_changed" ON "workspaces";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "access_truncated" ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "access_truncated" ON "modules";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "access_truncated" ON "workspace_members";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "access_truncated" ON "user_modules";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "access_truncated" ON "workspaces";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "hde_access_changed"();
--> statement-breakpoint
DROP TABLE IF EXISTS "access_epoch";
