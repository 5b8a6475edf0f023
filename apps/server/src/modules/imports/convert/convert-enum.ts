import { CONVERSION_MESSAGES, type FieldDefinition } from '@hde/contracts/fields';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';

/** Case, accents, punctuation and spacing do not tell enum spellings apart: "Accidental." = "accidental". */
function enumWord(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

type EnumField = Pick<FieldDefinition, 'enumValues' | 'enumAliases'>;

function spellings(field: EnumField): Map<string, string> {
  const byWord = new Map<string, string>();
  for (const value of field.enumValues ?? []) byWord.set(enumWord(value), value);
  for (const [alias, value] of Object.entries(field.enumAliases ?? {})) byWord.set(enumWord(alias), value);
  return byWord;
}

const cache = new WeakMap<EnumField, Map<string, string>>();

/** One of the field's values, matched without case and through its aliases ("female" -> F). */
export function convertEnum(raw: RawCell, field: EnumField): Conversion<string> {
  if (isBlank(raw)) return EMPTY;
  const text = cellText(raw);
  const values = field.enumValues ?? [];
  if (typeof raw === 'boolean' || raw instanceof Date)
    return failed(CONVERSION_MESSAGES.notInEnum(text, values));
  let byWord = cache.get(field);
  if (!byWord) {
    byWord = spellings(field);
    cache.set(field, byWord);
  }
  const word = enumWord(text);
  const value = byWord.get(word);
  if (value !== undefined) return converted(value);
  return failed(CONVERSION_MESSAGES.notInEnum(text, values));
}
