-- E-mail verification of the embedded provider's accounts, and the refusal of tokens of deleted accounts.
-- Accounts created before this migration are marked verified (the demo accounts and every existing sign-up were
-- trusted until now, and invitations they already accepted stay theirs), except an account whose e-mail has a
-- PENDING invitation: it may have been registered by someone waiting for that invitation, so it verifies by a
-- new link (its sign-in offers "Resend") before the invitation is shown to it.
ALTER TABLE "idp_accounts" ADD COLUMN IF NOT EXISTS "email_verified_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "idp_accounts" SET "email_verified_at" = "created_at"
	WHERE "email_verified_at" IS NULL
	AND NOT EXISTS (
		SELECT 1 FROM "invitations"
		WHERE "invitations"."status" = 'PENDING'
		AND lower(trim("invitations"."email")) = lower(trim("idp_accounts"."email"))
	);
--> statement-breakpoint
-- The SHA-256 of the one live verification link of an unverified account (a new link replaces it).
ALTER TABLE "idp_accounts" ADD COLUMN IF NOT EXISTS "verification_token_hash" text;
--> statement-breakpoint
ALTER TABLE "idp_accounts" ADD COLUMN IF NOT EXISTS "verification_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "idp_accounts_verification_token_hash_key" ON "idp_accounts" USING btree ("verification_token_hash");
--> statement-breakpoint
-- Set when the embedded account of this identity is deleted: the gate refuses its still-valid tokens.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "account_deleted_at" timestamp with time zone;
--> statement-breakpoint
-- Ids of deleted embedded accounts, so a token issued before the deletion cannot create a user row afterwards.
CREATE TABLE IF NOT EXISTS "idp_deleted_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The embedded provider's subject is the account id; an external issuer's subject equal to a deleted local
-- account's random UUID is not a case to design for.
CREATE OR REPLACE FUNCTION "hde_idp_account_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "idp_deleted_accounts" ("id") VALUES (OLD."id") ON CONFLICT DO NOTHING;
	UPDATE "users" SET "account_deleted_at" = now() WHERE "subject" = OLD."id"::text AND "account_deleted_at" IS NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "idp_accounts_deleted" ON "idp_accounts";
--> statement-breakpoint
CREATE TRIGGER "idp_accounts_deleted" AFTER DELETE ON "idp_accounts"
	FOR EACH ROW EXECUTE FUNCTION "hde_idp_account_deleted"();
