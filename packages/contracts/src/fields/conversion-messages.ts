/** Per-cell import messages (the errors dialog and its CSV). Written once here, imported everywhere. */

const SHOWN_VALUE_MAX = 40;

/** A cell value as quoted in a message: cut short so one huge cell cannot flood the error list. */
export function shownValue(raw: string): string {
  const shown = raw.length > SHOWN_VALUE_MAX ? `${raw.slice(0, SHOWN_VALUE_MAX)}…` : raw;
  return `"${shown}"`;
}

export const CONVERSION_MESSAGES = {
  formula: (raw: string) =>
    `${shownValue(raw)} is a formula; formulas are not evaluated, enter the value itself.`,
  notADate: (raw: string) => `${shownValue(raw)} is not a valid date (use MM/DD/YYYY or YYYY-MM-DD).`,
  dateOutOfRange: (raw: string, minYear: number, maxYear: number) =>
    `${shownValue(raw)} is outside the accepted years ${minYear} to ${maxYear}.`,
  notATime: (raw: string) => `${shownValue(raw)} is not a valid time (use HH:MM or H:MM AM/PM).`,
  notANumber: (raw: string) => `${shownValue(raw)} is not a number.`,
  notAWholeNumber: (raw: string) => `${shownValue(raw)} is not a whole number.`,
  unitNotAllowed: (raw: string) => `${shownValue(raw)} has a unit, but this field takes a plain number.`,
  unitNotConvertible: (raw: string, unit: string) =>
    `${shownValue(raw)} has a unit that cannot be converted to ${unit}.`,
  notABoolean: (raw: string) =>
    `${shownValue(raw)} is not a yes/no value (use Y, N, Yes, No, True, False, 1 or 0).`,
  notInEnum: (raw: string, values: readonly string[]) =>
    `${shownValue(raw)} is not one of ${values.join(', ')}.`,
  outOfRange: (label: string, raw: string, min: number, max: number) =>
    `${label} ${shownValue(raw)} is out of range (${min}–${max}) and was left empty.`,
  unknownBoolean: (raw: string) => `${shownValue(raw)} means not known; the yes/no value was left empty.`,
  noPrintableText: (raw: string) =>
    `${shownValue(raw)} holds no printable text (only NUL characters) and was left empty.`,
  tooLong: (maxLength: number) => `The value is longer than ${maxLength} characters.`,
} as const;

export const CASE_ID_MESSAGES = {
  missing: 'No Case ID, and last name and date of death are needed to make one.',
} as const;
