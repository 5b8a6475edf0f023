const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are uuids: anything else is answered as not found before it reaches a query or the file system. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
