import { PHONE_MAX_LENGTH } from './constants.js';

/** Digits only, auto-formatted ###-###-####, at most 12 characters (spec part 1 §5). */
export function formatPhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10)].filter(Boolean);
  return parts.join('-').slice(0, PHONE_MAX_LENGTH);
}

/** Valid when empty or complete (12 characters); 1 to 11 characters is invalid. */
export function isValidPhoneNumber(value: string): boolean {
  return value === '' || (value.length === PHONE_MAX_LENGTH && /^\d{3}-\d{3}-\d{4}$/.test(value));
}

export const PHONE_DISPLAY_PREFIX = '+1';
