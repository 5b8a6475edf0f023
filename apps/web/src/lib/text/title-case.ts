/** "CONTRIBUTOR" -> "Contributor", "SOME_ROLE" -> "Some Role". */
export function titleCase(value: string): string {
  return value
    .split(/[\s_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
