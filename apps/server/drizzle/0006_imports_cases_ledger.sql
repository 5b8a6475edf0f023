CREATE TABLE "import_errors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_import_id" uuid NOT NULL,
	"type" text NOT NULL,
	"row_number" integer,
	"case_id" text,
	"field_name" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_diagnoses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"file_import_id" uuid,
	"row_number" integer NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"anatomical_site" text,
	"diagnosis" text,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "case_tox_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"file_import_id" uuid,
	"row_number" integer NOT NULL,
	"ordinal" integer DEFAULT 0 NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysis" text,
	"method" text,
	"results" text,
	"specimen" text
);
--> statement-breakpoint
CREATE TABLE "case_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"case_id" text NOT NULL,
	"version" integer NOT NULL,
	"file_import_id" uuid,
	"row_number" integer NOT NULL,
	"record" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" integer NOT NULL,
	"workspace_id" uuid NOT NULL,
	"file_import_id" uuid NOT NULL,
	"file_sha256" text NOT NULL,
	"merkle_root" text NOT NULL,
	"leaf_count" integer NOT NULL,
	"prev_hash" text NOT NULL,
	"key_id" text NOT NULL,
	"signature" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "file_import_id" uuid;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "middle_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "date_of_death" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "time_of_death" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "age" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "age_fraction" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "sex" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "residence_address" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "home_address_zip" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "county" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "death_city" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "cause_of_death" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "cause_of_death_icd10" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "contributing_factors" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "manner_of_death" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "means_of_death" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "weapon_type" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "incident" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "scene" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "pathologist" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "type_of_exam" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "transcription_log_sign_out" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "dc_out_to_hd_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "identified_method" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "deputy_coroner" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "police_agency" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "law_enforcement_case_id" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "agency_case_number" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "district_attorney" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "circuit_case_number" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "judge" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "trial_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "height" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "brain_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "heart_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "liver_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "left_kidney_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "right_kidney_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "left_lung_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "right_lung_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "spleen_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "thymus_weight" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "organ_donor" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "eye_donor" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "on_the_job" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "place_of_injury" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "injury_zip" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "injury_date" date;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "injury_time" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "place_of_death" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "death_zip" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "companion_cases_concat" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "case_status" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "death_latitude" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "death_longitude" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "rounded_age" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "age_group" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "toxicology_age_group" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "child_death" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "year_of_death" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "exam_turnaround" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "valid_exam_date" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "report_turnaround" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "dc_turnaround" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "exam_on_time" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "report_on_time" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "dc_on_time" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "bmi" double precision;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "bmi_status" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "valid_bmi" boolean;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "sex_formatted" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "death_coordinates_source" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "extra" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce("case_id", '') || ' ' || coalesce("first_name", '') || ' ' || coalesce("middle_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("cause_of_death", '') || ' ' || coalesce("contributing_factors", '') || ' ' || coalesce("manner_of_death", '') || ' ' || coalesce("means_of_death", '') || ' ' || coalesce("pathologist", '') || ' ' || coalesce("death_city", '') || ' ' || coalesce("county", '') || ' ' || coalesce("incident", '') || ' ' || coalesce("scene", '') || ' ' || coalesce("place_of_injury", '') || ' ' || coalesce("place_of_death", '') || ' ' || coalesce("police_agency", '') || ' ' || coalesce("agency_case_number", '') || ' ' || coalesce("law_enforcement_case_id", ''))) STORED;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "size" bigint;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "total_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "completed_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "errored_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "warning_items" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "rows_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "transaction_id" text;--> statement-breakpoint
ALTER TABLE "file_imports" ADD COLUMN "updated_by" uuid;--> statement-breakpoint
ALTER TABLE "import_errors" ADD CONSTRAINT "import_errors_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_diagnoses" ADD CONSTRAINT "case_diagnoses_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_diagnoses" ADD CONSTRAINT "case_diagnoses_case_fk" FOREIGN KEY ("workspace_id","case_id") REFERENCES "public"."cases"("workspace_id","case_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tox_results" ADD CONSTRAINT "case_tox_results_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tox_results" ADD CONSTRAINT "case_tox_results_case_fk" FOREIGN KEY ("workspace_id","case_id") REFERENCES "public"."cases"("workspace_id","case_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_versions" ADD CONSTRAINT "case_versions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_versions" ADD CONSTRAINT "case_versions_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_errors_file_idx" ON "import_errors" USING btree ("file_import_id","created_at");--> statement-breakpoint
CREATE INDEX "case_diagnoses_case_idx" ON "case_diagnoses" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "case_diagnoses_file_idx" ON "case_diagnoses" USING btree ("file_import_id","row_number");--> statement-breakpoint
CREATE INDEX "case_tox_results_case_idx" ON "case_tox_results" USING btree ("workspace_id","case_id");--> statement-breakpoint
CREATE INDEX "case_tox_results_file_idx" ON "case_tox_results" USING btree ("file_import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "case_versions_case_version" ON "case_versions" USING btree ("workspace_id","case_id","version");--> statement-breakpoint
CREATE INDEX "case_versions_file_idx" ON "case_versions" USING btree ("file_import_id","row_number");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_seq" ON "ledger_entries" USING btree ("seq");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_file" ON "ledger_entries" USING btree ("file_import_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_file_import_id_file_imports_id_fk" FOREIGN KEY ("file_import_id") REFERENCES "public"."file_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_imports" ADD CONSTRAINT "file_imports_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cases_search_idx" ON "cases" USING gin ("search");