-- The Toxicology Overview and Trends & Patterns (issue 25). Each case's current version is read once more into
-- rows the dashboards and trends aggregate in SQL: `age_group` (TOX_AGE_GROUPS), `race_group` (TOX_RACES) and
-- `substances` (its distinct normalised substances, sorted) on the case, and one `tox_case_entries` row per entry
-- with its normalised substance and specimen class.
-- `entries_version` is the version those rows were derived from: null for cases saved before this migration,
-- which the server derives at start (tox-cases `deriveMissingEntries`), since the normaliser lives in TypeScript.
ALTER TABLE "tox_cases" ADD COLUMN IF NOT EXISTS "age_group" text DEFAULT 'Unknown' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tox_cases" ADD COLUMN IF NOT EXISTS "race_group" text DEFAULT 'Other' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tox_cases" ADD COLUMN IF NOT EXISTS "substances" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tox_cases" ADD COLUMN IF NOT EXISTS "entries_version" integer;
--> statement-breakpoint
-- Trends: an owner's cases by the day they were entered.
CREATE INDEX IF NOT EXISTS "tox_cases_owner_created_idx" ON "tox_cases" USING btree ("owner_id","created_at");
--> statement-breakpoint
-- One row per entry of a case's current version. `owner_id` repeats the case's, so every read is scoped by owner
-- first. `substance` is the parent drug of a metabolite, a panel's name, or the analysis as typed (trimmed, lower
-- case) when the normaliser does not know it; `analyte` is the normaliser's name before folding to the parent
-- (null when unknown). `value` and `unit` are the measured result when it has one. The two flags are false for the
-- analytes the substance pie and the age chart leave out (spec §5). `case_id` to `created_at` repeat the case's,
-- rewritten with the entries on every save, so the overview's entry charts read this table alone (a join of every
-- case to its entries doubled their time: issue 25 bench).
CREATE TABLE IF NOT EXISTS "tox_case_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"case_row_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"analysis" text NOT NULL,
	"analyte" text,
	"substance" text NOT NULL,
	"method" text NOT NULL,
	"specimen" text NOT NULL,
	"specimen_class" text NOT NULL,
	"value" double precision,
	"unit" text,
	"in_substance_chart" boolean NOT NULL,
	"in_age_chart" boolean NOT NULL,
	"case_id" text NOT NULL,
	"sex" text,
	"race_group" text NOT NULL,
	"age_group" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tox_case_entries" ADD CONSTRAINT "tox_case_entries_case_row_id_fk" FOREIGN KEY ("case_row_id") REFERENCES "public"."tox_cases"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "tox_case_entries_case_ordinal" ON "tox_case_entries" USING btree ("case_row_id","ordinal");
--> statement-breakpoint
-- The overview's entry charts, one index each: an index-only scan hands each group's cases to count(distinct)
-- in order, which sorts no more. At 100,000 cases / 501,045 entries a chart went from about 310 ms to 110 ms.
CREATE INDEX IF NOT EXISTS "tox_case_entries_owner_substance_idx" ON "tox_case_entries" USING btree ("owner_id","substance","case_row_id") INCLUDE ("in_substance_chart");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tox_case_entries_owner_specimen_idx" ON "tox_case_entries" USING btree ("owner_id","specimen_class","case_row_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tox_case_entries_owner_method_idx" ON "tox_case_entries" USING btree ("owner_id","method","case_row_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tox_case_entries_owner_age_idx" ON "tox_case_entries" USING btree ("owner_id","age_group","substance","case_row_id") INCLUDE ("in_age_chart");
