-- A file's warning_items counts its warnings, each as the errors dialog lists it (import_errors of type
-- WARNING), not the rows that had one: imports before this counted rows and left header warnings out.
UPDATE "file_imports" SET "warning_items" = (
	SELECT count(*) FROM "import_errors"
	WHERE "import_errors"."file_import_id" = "file_imports"."id" AND "import_errors"."type" = 'WARNING'
);
