import { fieldValueText } from '@hde/contracts/fields';
import { textWidth } from './text-width.js';

export const UNKNOWN_LABEL = 'Unknown';
export const NO_VALUE_CELL = '---';
const ELLIPSIS = '…';

/** How a group value reads on a chart: no value is 'Unknown', others as every screen shows them (fieldValueText). */
export function categoryLabel(field: string | undefined, value: unknown): string {
  if (value === null || value === undefined) return UNKNOWN_LABEL;
  const text =
    typeof value === 'boolean' || typeof value === 'number' || typeof value === 'string'
      ? fieldValueText(field ?? '', value)
      : String(value).trim();
  return text === '' ? UNKNOWN_LABEL : text;
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
