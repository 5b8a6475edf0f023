-- The access epoch (modules/workspaces/service.ts, remembered gate passes): one counter that moves with every
-- committed change to what the workspace gate decides from (users, workspaces, memberships, subscriptions,
-- modules). A server keeps a pass of the gate with the epoch it was read at, and accepts it again only while a
-- statement reading the epoch still finds that value: a revoked member is refused on their next request.
-- The counter moves at commit (deferred constraint triggers), once per transaction, so the row lock it takes is
-- the transaction's last and no other transaction's rows are awaited while holding it.
CREATE TABLE IF NOT EXISTS "access_epoch" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL CHECK ("id" = 1),
	"epoch" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "access_epoch" ("id", "epoch") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hde_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF coalesce(current_setting('hde.access_epoch_moved', true), '') <> 'on' THEN
		UPDATE "access_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
		PERFORM set_config('hde.access_epoch_moved', 'on', true);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "users"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "modules_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "modules"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workspace_members_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "workspace_members"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_modules_access_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_modules"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "workspaces_access_created" AFTER INSERT OR DELETE ON "workspaces"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
-- An import batch moves only the data version and the "Last Updated" date: that is not a change of access.
CREATE CONSTRAINT TRIGGER "workspaces_access_changed" AFTER UPDATE ON "workspaces"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN (to_jsonb(OLD) - 'data_version' - 'last_imported' IS DISTINCT FROM to_jsonb(NEW) - 'data_version' - 'last_imported')
	EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_truncated" AFTER TRUNCATE ON "modules" FOR EACH STATEMENT EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_truncated" AFTER TRUNCATE ON "workspace_members" FOR EACH STATEMENT EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_truncated" AFTER TRUNCATE ON "user_modules" FOR EACH STATEMENT EXECUTE FUNCTION "hde_access_changed"();
--> statement-breakpoint
CREATE TRIGGER "access_truncated" AFTER TRUNCATE ON "workspaces" FOR EACH STATEMENT EXECUTE FUNCTION "hde_access_changed"();
