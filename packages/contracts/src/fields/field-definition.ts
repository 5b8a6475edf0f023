/** The shape of one import field (spec part 2 §3, import field catalogues). */

export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'number',
  'date',
  'time',
  'boolean',
  'enum',
] as const;
/**
 * `string` is a short single-line value that dashboards group on (whitespace collapsed, length capped);
 * `text` is free narrative kept as written. Dates are calendar dates `YYYY-MM-DD`, times `HH:MM:SS`.
 */
export type FieldType = (typeof FIELD_TYPES)[number];

/** Units values are stored in; other units of the same dimension are converted on import. */
export const FIELD_UNITS = ['in', 'lb', 'g', 'years', 'degrees'] as const;
export type FieldUnit = (typeof FIELD_UNITS)[number];

/** Where the case detail view (spec §2.8) shows a field. */
export const FIELD_GROUPS = [
  'case',
  'person',
  'timeline',
  'places',
  'districtAttorney',
  'postmortem',
  'toxicology',
  'diagnosis',
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

export interface FieldDefinition {
  /** snake_case id: the template header key, the mapping target and the synthetic generator's column. */
  readonly id: string;
  /** camelCase name in case records (spec §3 analytic or detail name where one exists). */
  readonly key: string;
  /** Human label: template header and mapping screen. */
  readonly label: string;
  /** Label in the case detail view where the spec gives a different one (§2.8). */
  readonly detailLabel?: string;
  readonly type: FieldType;
  readonly enumValues?: readonly string[];
  /** Lower-case spellings seen in real files -> canonical enum value. */
  readonly enumAliases?: Readonly<Record<string, string>>;
  readonly unit?: FieldUnit;
  /** Values (in `unit`) a number may take; outside them it is left empty with a warning naming it. */
  readonly range?: { readonly min: number; readonly max: number };
  readonly required: boolean;
  /** Lower-case header variants from real files, matched after normalisation. */
  readonly synonyms: readonly string[];
  /** Identifies a person or holds free text: never returned by public endpoints. */
  readonly pii: boolean;
  readonly group: FieldGroup;
}

type ValueOfType<T extends FieldType> = T extends 'integer' | 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : string;

/** The typed value a converted cell of this field holds. */
export type FieldValueOf<D extends FieldDefinition> = D extends { enumValues: readonly (infer V)[] }
  ? V
  : ValueOfType<D['type']>;

/** A converted row keyed by field id; absent or null means empty. */
export type FieldRecord<Fields extends readonly FieldDefinition[]> = {
  [D in Fields[number] as D['id']]?: FieldValueOf<D> | null;
};

export type FieldValue = string | number | boolean;
