const MAX_PASSES = 4;

function normaliseOnce(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      // Marks (accents split off by NFKD), spaces, underscores and punctuation all go.
      .replace(/[^\p{L}\p{N}]/gu, '')
  );
}

/**
 * A header reduced to lower-case letters and digits, accents removed: "Date_of Death", "date-of-death" and
 * "DÁTE OF DEATH" all become "dateofdeath". Repeated until stable because a compatibility character can
 * decompose into capitals (e.g. "㎁" -> "nA").
 */
export function normaliseHeader(header: string): string {
  let current = header;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = normaliseOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}
