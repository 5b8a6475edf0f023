import { MANNER_OF_DEATH_LABELS, MANNERS_OF_DEATH } from '@hde/contracts';
import { textWidth } from './text-width.js';

export const UNKNOWN_LABEL = 'Unknown';
export const SUPPRESSED_LABEL = 'Suppressed';
export const NO_VALUE_CELL = '---';
const ELLIPSIS = '…';

const MANNER_FIELDS = new Set(['mannerOfDeath', 'mannerOfDeathFormatted']);

function isManner(value: string): value is keyof typeof MANNER_OF_DEATH_LABELS {
  return (MANNERS_OF_DEATH as readonly string[]).includes(value);
}

/** How a group value reads on a chart: no value is 'Unknown', booleans are Yes/No, manners are words. */
export function categoryLabel(field: string | undefined, value: unknown): string {
  if (value === null || value === undefined) return UNKNOWN_LABEL;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value).trim();
  if (text === '') return UNKNOWN_LABEL;
  if (field !== undefined && MANNER_FIELDS.has(field)) {
    const upper = text.toUpperCase();
    if (isManner(upper)) return MANNER_OF_DEATH_LABELS[upper];
  }
  return text;
}

/** Cuts `text` to fit `maxWidth` pixels at `fontSize`, ending it with an ellipsis when cut. */
export function truncateLabel(text: string, maxWidth: number, fontSize = 12): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  const characters = Array.from(text);
  const budget = maxWidth - textWidth(ELLIPSIS, fontSize);
  let width = 0;
  let end = 0;
  while (end < characters.length) {
    const next = textWidth(characters[end] as string, fontSize);
    if (width + next > budget) break;
    width += next;
    end += 1;
  }
  return `${characters.slice(0, end).join('').trimEnd()}${ELLIPSIS}`;
}
