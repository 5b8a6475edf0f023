/** The case search index job: enqueued by the import pipeline, handled by the cases module. */
export const CASE_SEARCH_INDEX_JOB = 'index-case-search';
