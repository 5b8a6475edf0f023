import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH } from './constants.js';
import { formatPhoneNumber, isValidPhoneNumber } from './phone.js';

/** Mostly phone-like typing (digits, separators, a stray letter), plus any text at all. */
const typed = fc.oneof(
  fc
    .array(fc.constantFrom(...'0123456789', '-', ' ', '(', ')', '+', '.', 'x'), { maxLength: 20 })
    .map((chars) => chars.join('')),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

const digitCount = (text: string) => text.replace(/\D/g, '').length;

describe('formatPhoneNumber', () => {
  it('outputs only digits and dashes, never longer than the maximum', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const formatted = formatPhoneNumber(input);
        expect(formatted).toMatch(/^[\d-]*$/);
        expect(formatted.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const once = formatPhoneNumber(input);
        expect(formatPhoneNumber(once)).toBe(once);
      }),
    );
  });

  it('keeps the first ten digits in order', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(formatPhoneNumber(input).replace(/-/g, '')).toBe(input.replace(/\D/g, '').slice(0, 10));
      }),
    );
  });

  it('gives a valid number exactly when it holds no digit or ten of them', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const formatted = formatPhoneNumber(input);
        const digits = digitCount(formatted);
        expect(isValidPhoneNumber(formatted)).toBe(digits === 0 || digits === 10);
      }),
    );
  });

  it('formats ten digits as ###-###-####', () => {
    expect(formatPhoneNumber('(555) 123 4567')).toBe('555-123-4567');
    expect(formatPhoneNumber('5551234')).toBe('555-123-4');
  });
});

describe('isValidPhoneNumber', () => {
  it('accepts only the empty string or a complete formatted number', () => {
    fc.assert(
      fc.property(typed, (value) => {
        expect(isValidPhoneNumber(value)).toBe(value === '' || /^\d{3}-\d{3}-\d{4}$/.test(value));
      }),
    );
  });

  it('is invalid for 1 to 11 characters of a number being typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.integer({ min: 1, max: 11 }), (digits, length) => {
        expect(isValidPhoneNumber(formatPhoneNumber(digits).slice(0, length))).toBe(false);
      }),
    );
  });

  it('leaves a valid value unchanged when formatted again', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const formatted = formatPhoneNumber(digits);
        expect(isValidPhoneNumber(formatted)).toBe(true);
        expect(formatPhoneNumber(formatted)).toBe(formatted);
      }),
    );
  });
});
