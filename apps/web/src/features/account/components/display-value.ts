import { MISSING_VALUE } from '@hde/contracts';
import { ACCOUNT_TEXT } from '@hde/contracts/text';

/** A stored profile value as shown read-only; "---" when missing. */
export function displayValue(value: string | null | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : MISSING_VALUE;
}

/** Phone numbers are shown with the +1 prefix. */
export function displayPhone(phone: string | null | undefined): string {
  const trimmed = phone?.trim();
  return trimmed ? `${ACCOUNT_TEXT.phonePrefix} ${trimmed}` : MISSING_VALUE;
}
