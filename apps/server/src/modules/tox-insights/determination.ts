/**
 * Wording that states a determination instead of a hypothesis. The rules engine never writes it (a test checks
 * over many generated cases) and a model answer containing it is refused.
 */
const DETERMINATION = [
  /\b(the )?(cause|manner) of (the )?death (is|was|has been|must be)\b/i,
  /\bdied (of|from|because)\b/i,
  /\b(death|he|she|they|the decedent|the deceased) (was|were) (caused|killed) by\b/i,
  /\bcaused (the|his|her|their) death\b/i,
  /\b(is|was|are|were) (hereby )?(determined|certified)\b/i,
  /\b(definitely|certainly|conclusively|undoubtedly)\b/i,
];

export const statesDetermination = (text: string) => DETERMINATION.some((pattern) => pattern.test(text));
