CREATE TABLE "case_search" (
	"case_row_id" uuid PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "cases_search_idx";--> statement-breakpoint
ALTER TABLE "case_versions" ALTER COLUMN "record" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "case_search" ADD CONSTRAINT "case_search_case_row_id_cases_id_fk" FOREIGN KEY ("case_row_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_search_idx" ON "case_search" USING gin ("search");--> statement-breakpoint
ALTER TABLE "cases" DROP COLUMN "search";--> statement-breakpoint
-- Cases imported before this migration get their search vectors here; later imports get them from the search-index job.
INSERT INTO "case_search" ("case_row_id", "workspace_id", "search")
SELECT cases."id", cases."workspace_id", to_tsvector('english'::regconfig, coalesce(cases."case_id", '') || ' ' || coalesce(cases."first_name", '') || ' ' || coalesce(cases."middle_name", '') || ' ' || coalesce(cases."last_name", '') || ' ' || coalesce(cases."cause_of_death", '') || ' ' || coalesce(cases."contributing_factors", '') || ' ' || coalesce(cases."manner_of_death", '') || ' ' || coalesce(cases."means_of_death", '') || ' ' || coalesce(cases."pathologist", '') || ' ' || coalesce(cases."death_city", '') || ' ' || coalesce(cases."county", '') || ' ' || coalesce(cases."incident", '') || ' ' || coalesce(cases."scene", '') || ' ' || coalesce(cases."place_of_injury", '') || ' ' || coalesce(cases."place_of_death", '') || ' ' || coalesce(cases."police_agency", '') || ' ' || coalesce(cases."agency_case_number", '') || ' ' || coalesce(cases."law_enforcement_case_id", '')) FROM "cases";