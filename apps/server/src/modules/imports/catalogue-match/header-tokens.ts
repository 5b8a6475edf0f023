import { normaliseHeader } from './normalise-header.js';

/** Words that say whose value it is, or glue, not which field: "Decedent First Name" is "First Name". */
const NOISE_TOKENS = new Set([
  'decedent',
  'decedents',
  'deceased',
  'victim',
  'victims',
  'subject',
  'patient',
  'me',
  'mdi',
  'the',
  'of',
]);

/** Office abbreviations and short forms, read as the words they stand for. */
const ABBREVIATIONS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    dod: ['date', 'death'],
    dob: ['date', 'birth'],
    doi: ['date', 'injury'],
    cod: ['cause', 'death'],
    mod: ['manner', 'death'],
    tod: ['time', 'death'],
    toi: ['time', 'injury'],
    pod: ['place', 'death'],
    pd: ['police', 'department'],
    dc: ['death', 'certificate'],
    hd: ['health', 'department'],
    zipcode: ['zip', 'code'],
    no: ['number'],
    num: ['number'],
    nbr: ['number'],
    nr: ['number'],
    dt: ['date'],
    tm: ['time'],
    yr: ['year'],
    yrs: ['year'],
    years: ['year'],
    yyyy: ['year'],
    mo: ['month'],
    mos: ['month'],
    months: ['month'],
    mm: ['month'],
    dy: ['day'],
    dd: ['day'],
    days: ['day'],
    wt: ['weight'],
    ht: ['height'],
    lt: ['left'],
    rt: ['right'],
    addr: ['address'],
    res: ['residence'],
    cnty: ['county'],
    cd: ['code'],
    dec: ['decedent'],
    dep: ['deputy'],
    dept: ['department'],
    inj: ['injury'],
  }),
);

/** Separators between a section name and the field in real exports: "Identification - Case number". */
const SECTION_SEPARATOR = /\s[-–—]\s|\s*(?::|>|\|)\s+|::/u;

/** The header without a leading section name, or undefined when it has none. */
export function withoutSection(header: string): string | undefined {
  const parts = header.split(SECTION_SEPARATOR).filter((part) => part.trim() !== '');
  return parts.length > 1 ? parts.at(-1) : undefined;
}

/**
 * The meaningful words of a header, without bracketed notes ("Age (yrs)") or noise words, split at
 * punctuation, snake_case and camelCase humps ("DeathDate" -> death, date; "MEName" -> me, name), with
 * abbreviations spelled out ("DOD_YR" -> date, death, year; "Case #" -> case, number).
 */
export function headerTokens(header: string): string[] {
  return header
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/#/g, ' number ')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseHeader)
    .flatMap((token) => ABBREVIATIONS.get(token) ?? [token])
    .filter((token) => token !== '' && !NOISE_TOKENS.has(token));
}
