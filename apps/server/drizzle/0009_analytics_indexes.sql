-- Analytics (modules/analytics): quick search matches a case id in any letter case through this index
-- instead of a scan of the workspace's cases.
CREATE INDEX IF NOT EXISTS "cases_workspace_lower_case_id" ON "cases" USING btree ("workspace_id", lower("case_id"));--> statement-breakpoint
-- The case list's default order (death date, newest first) and death-date windows read a range of this index.
CREATE INDEX IF NOT EXISTS "cases_workspace_date_of_death" ON "cases" USING btree ("workspace_id", "date_of_death" DESC NULLS LAST);
