import { MISSING_VALUE } from '@hde/contracts';
import type { ToxSex } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';

/** A value as shown: `missing` when absent or blank. */
export function shownValue(value: string | number | null | undefined, missing = MISSING_VALUE): string {
  if (value === null || value === undefined) return missing;
  const text = String(value).trim();
  return text === '' ? missing : text;
}

export const sexLabel = (sex: ToxSex | null, missing = MISSING_VALUE) =>
  sex === null ? missing : TOX_TEXT.sexLabels[sex];
