-- Case search (modules/cases/search.ts) finds case ids by prefix in any letter case: text_pattern_ops lets a
-- LIKE 'prefix%' read a range of the index, and it still serves quick search's exact lower(case_id) match, so
-- it replaces 0009's index of the same expression.
CREATE INDEX IF NOT EXISTS "cases_workspace_case_id_prefix" ON "cases" USING btree ("workspace_id", lower("case_id") text_pattern_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "cases_workspace_lower_case_id";
