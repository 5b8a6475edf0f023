import type { Measure } from './substances.js';

/**
 * What a result says. `quantified`: a number with a unit; `below-loq`: detected or looked for under a limit
 * ("<0.5 ng/mL", "below LOQ"); `above`: more than a number (">1000 ng/mL").
 */
export type Qualifier =
  'quantified' | 'above' | 'positive' | 'presumptive' | 'trace' | 'below-loq' | 'negative' | 'unreadable';

/**
 * The one unit each measure is converted to: mass per volume to ng/mL (mass per mass of tissue to ng/g); ethanol to
 * g/100 mL, as US laboratories and the sandbox report it (= g/dL = % w/v; 0.08 g/100 mL = 80 mg/dL = 0.8 g/L);
 * carboxyhemoglobin to % saturation.
 */
type CanonicalUnit = 'ng/mL' | 'ng/g' | 'g/100 mL' | '% saturation';

export interface ParsedResult {
  qualifier: Qualifier;
  /** The number as written, with the unit as written (normalised spelling), when there is one. */
  value: number | null;
  unit: string | null;
  /** The value in `canonicalUnit`; null when there is no number or the unit is missing or unknown. */
  canonical: number | null;
  canonicalUnit: CanonicalUnit | null;
}

/** Substance detected: positive, presumptive, trace, a number, or above one. */
export const isDetected = (qualifier: Qualifier) =>
  qualifier === 'quantified' ||
  qualifier === 'above' ||
  qualifier === 'positive' ||
  qualifier === 'presumptive' ||
  qualifier === 'trace';

/** Factors to ng/mL; a mass per mass unit to ng/g. */
const MASS_PER_VOLUME: Record<string, number> = {
  'pg/ml': 0.001,
  'ng/l': 0.001,
  'ng/ml': 1,
  'ug/l': 1,
  'ng/dl': 0.01,
  'ug/dl': 10,
  'ug/ml': 1000,
  'mg/l': 1000,
  'mg/dl': 10_000,
  'mg/ml': 1_000_000,
  'g/l': 1_000_000,
  'g/dl': 10_000_000,
};
const MASS_PER_MASS: Record<string, number> = {
  'ng/g': 1,
  'ug/kg': 1,
  'ug/g': 1000,
  'mg/kg': 1000,
  'mg/g': 1_000_000,
};
/** Ethanol to g/100 mL; a bare "%" of ethanol is % w/v, as laboratories write it. */
const ETHANOL: Record<string, number> = {
  'g/dl': 1,
  'g/100ml': 1,
  '%': 1,
  'mg/dl': 0.001,
  'mg/100ml': 0.001,
  'mg%': 0.001,
  'g/l': 0.1,
  'mg/ml': 0.1,
  'mg/l': 0.0001,
  'ug/ml': 0.0001,
};

/** "mcg/mL", "µg/mL", "ug/ml" and "micrograms per millilitre" meet as "ug/ml". */
function unitKey(unit: string): string {
  return unit
    .toLowerCase()
    .replace(/\s+/g, '')
    .replace(/micrograms?|mcg/g, 'ug')
    .replace(/[µμ]/g, 'u')
    .replace(/nanograms?/g, 'ng')
    .replace(/milligrams?/g, 'mg')
    .replace(/grams?/g, 'g')
    .replace(/per/g, '/')
    .replace(/milliliters?|millilitres?/g, 'ml')
    .replace(/deciliters?|decilitres?/g, 'dl')
    .replace(/liters?|litres?/g, 'l')
    .replace(/%(w\/v|saturation|sat|cohb|hbco)?/g, '%')
    .replace(/(g|ml)\/?$/, '$1');
}

function toCanonical(
  value: number,
  unit: string | null,
  measure: Measure,
): Pick<ParsedResult, 'canonical' | 'canonicalUnit'> {
  const none = { canonical: null, canonicalUnit: null };
  if (unit === null) return none;
  const key = unitKey(unit);
  if (measure === 'saturation')
    return key === '%' ? { canonical: value, canonicalUnit: '% saturation' } : none;
  if (measure === 'ethanol') {
    const factor = ETHANOL[key];
    return factor === undefined ? none : { canonical: round(value * factor), canonicalUnit: 'g/100 mL' };
  }
  const volume = MASS_PER_VOLUME[key];
  if (volume !== undefined) return { canonical: round(value * volume), canonicalUnit: 'ng/mL' };
  const mass = MASS_PER_MASS[key];
  return mass === undefined ? none : { canonical: round(value * mass), canonicalUnit: 'ng/g' };
}

/** Six significant digits: enough, and free of 0.1 * 3 noise. */
const round = (value: number) => Number(value.toPrecision(6));

const NEGATIVE =
  /\b(negative|neg|none detected|not detected|nd|non[- ]?detected|absent|not present|no drugs? (detected|found))\b/;
const BELOW_LOQ =
  /\b(below (the )?(loq|lod|limit|cut[- ]?off|quantitation|reporting)|less than (loq|lod)|<\s*(loq|lod)|blq|bloq|not quantifiable|unquantifiable)\b|<\s*loq/;
const PRESUMPTIVE = /\b(presumptive|presumed|screen(ing)? positive|preliminary|unconfirmed)\b/;
const TRACE = /\btraces?\b/;
const POSITIVE = /\b(positive|pos|detected|present|confirmed|\+)\b|^\+$/;

/** "1,200" is a thousand and more; "2,3" is 2.3. */
function numberOf(text: string): number {
  const cleaned = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  return Number(cleaned);
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)*(?:e[-+]?\d+)?|\.\d+)`;
const UNIT = String.raw`((?:[a-zµμ%]+\s*(?:/|per)\s*\d*\s*[a-zµμ]+)|%\s*(?:w\/v|saturation|sat|cohb|hbco)?|(?:[a-zµμ]+\s*%))?`;
const QUANTITY = new RegExp(
  String.raw`(<|>|≤|≥|less than|greater than|more than)?\s*${NUMBER}\s*${UNIT}`,
  'i',
);

/** A result as typed: a number and unit, a qualifier, or both ("Positive, 12 ng/mL"). Never throws. */
export function parseResult(text: string, measure: Measure): ParsedResult {
  const lower = text.normalize('NFKC').toLowerCase().trim();
  const empty = { value: null, unit: null, canonical: null, canonicalUnit: null };
  if (lower === '') return { qualifier: 'unreadable', ...empty };
  const quantity = QUANTITY.exec(lower);
  if (quantity && Number.isFinite(numberOf(quantity[2] ?? ''))) {
    const value = numberOf(quantity[2] ?? '');
    const unit = quantity[3]?.trim() || null;
    const comparator = quantity[1];
    // "Negative (cut-off 50 ng/mL)": the number is the cut-off, not a finding.
    if (NEGATIVE.test(lower) && !POSITIVE.test(lower.replace(NEGATIVE, ''))) {
      return { qualifier: 'negative', ...empty };
    }
    const below = comparator === '<' || comparator === '≤' || comparator === 'less than';
    const qualifier: Qualifier = below ? 'below-loq' : comparator ? 'above' : 'quantified';
    return { qualifier, value, unit, ...toCanonical(value, unit, measure) };
  }
  const qualifier: Qualifier = BELOW_LOQ.test(lower)
    ? 'below-loq'
    : NEGATIVE.test(lower)
      ? 'negative'
      : PRESUMPTIVE.test(lower)
        ? 'presumptive'
        : TRACE.test(lower)
          ? 'trace'
          : POSITIVE.test(lower)
            ? 'positive'
            : 'unreadable';
  return { qualifier, ...empty };
}
