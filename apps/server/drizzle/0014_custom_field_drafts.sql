-- The draft import that created a custom field (imports/files/draft-fields.ts): the field goes with the draft
-- when it is cancelled or pushed out by newer drafts, and stays for good (null) once an import that uses it
-- starts. Fields from before this migration are kept for good.
ALTER TABLE "custom_fields" ADD COLUMN IF NOT EXISTS "draft_import_id" uuid;
--> statement-breakpoint
DO $$ BEGIN
	ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_draft_import_id_file_imports_id_fk"
		FOREIGN KEY ("draft_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "custom_fields_draft_idx" ON "custom_fields" USING btree ("draft_import_id")
	WHERE "draft_import_id" IS NOT NULL;
