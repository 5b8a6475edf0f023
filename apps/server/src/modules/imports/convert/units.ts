import type { FieldUnit } from '@hde/contracts/fields';

type Dimension = 'length' | 'mass' | 'age' | 'angle';

interface UnitFactor {
  readonly dimension: Dimension;
  /** Size of one of this unit in the dimension's base (cm, g, years, degrees). */
  readonly size: number;
}

const unit = (dimension: Dimension, size: number, ...names: string[]) =>
  names.map((name) => [name, { dimension, size }] as const);

const INCH = 2.54;
const POUND = 453.59237;

const UNITS = new Map<string, UnitFactor>([
  ...unit('length', 1, 'cm', 'cms', 'centimeter', 'centimeters', 'centimetre', 'centimetres'),
  ...unit('length', 0.1, 'mm'),
  ...unit('length', 100, 'm', 'meter', 'meters', 'metre', 'metres'),
  ...unit('length', INCH, 'in', 'ins', 'inch', 'inches', '"', '”', "''"),
  ...unit('length', 12 * INCH, 'ft', 'feet', 'foot', "'", '’'),
  ...unit('mass', 1, 'g', 'gm', 'gms', 'gr', 'gram', 'grams', 'gramme', 'grammes'),
  ...unit('mass', 1000, 'kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms'),
  ...unit('mass', POUND, 'lb', 'lbs', 'pound', 'pounds'),
  ...unit('mass', POUND / 16, 'oz', 'ounce', 'ounces'),
  ...unit('age', 1, 'y', 'yo', 'yr', 'yrs', 'year', 'years', 'years old', 'yrs old'),
  ...unit('age', 1 / 12, 'mo', 'mos', 'month', 'months'),
  ...unit('age', 7 / 365.25, 'wk', 'wks', 'week', 'weeks'),
  ...unit('age', 1 / 365.25, 'd', 'day', 'days'),
  ...unit('angle', 1, '°', 'deg', 'degree', 'degrees'),
]);

const FIELD_UNIT_NAMES: Readonly<Record<FieldUnit, string>> = {
  in: 'in',
  lb: 'lb',
  g: 'g',
  years: 'years',
  degrees: 'degrees',
};

/** Converted values keep this many decimals: more would be noise from the factors, not measurement. */
const CONVERTED_DECIMALS = 3;

/**
 * The factor turning an amount in `written` units into the field's unit; 1 for the field's own unit;
 * undefined when the unit is unknown or measures something else (kg in a height field).
 */
export function unitFactor(written: string, fieldUnit: FieldUnit): number | undefined {
  const from = UNITS.get(written.toLowerCase().replace(/\.$/, '').trim());
  const to = UNITS.get(FIELD_UNIT_NAMES[fieldUnit]);
  if (!from || !to || from.dimension !== to.dimension) return undefined;
  return from.size / to.size;
}

export function applyFactor(value: number, factor: number): number {
  if (factor === 1) return value;
  const scale = 10 ** CONVERTED_DECIMALS;
  return Math.round(value * factor * scale) / scale;
}
