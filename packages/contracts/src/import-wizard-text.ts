/** Filled in by the import feature. */
export {};
