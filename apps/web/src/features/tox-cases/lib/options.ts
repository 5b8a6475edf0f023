import {
  sortedOptions,
  TOX_AUTOPSY_OPTIONS,
  TOX_METHOD_OPTIONS,
  TOX_RACE_OPTIONS,
  TOX_SEXES,
  TOX_SPECIMEN_OPTIONS,
  type ToxSex,
} from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** Options in `sortedOptions` order of what they show (spec §3: every dropdown alphabetically). */
function sortedByLabel<Value extends string>(options: Option<Value>[]): Option<Value>[] {
  const order = sortedOptions(options.map((option) => option.label));
  return [...options].sort((a, b) => order.indexOf(a.label) - order.indexOf(b.label));
}

const asOptions = (values: readonly string[]) =>
  sortedByLabel(values.map((value) => ({ value, label: value })));

export const RACE_OPTIONS = asOptions(TOX_RACE_OPTIONS);
export const AUTOPSY_OPTIONS = asOptions(TOX_AUTOPSY_OPTIONS);
export const METHOD_OPTIONS = asOptions(TOX_METHOD_OPTIONS);
export const SPECIMEN_OPTIONS = asOptions(TOX_SPECIMEN_OPTIONS);
/** Male, Female, Unknown for M, F, U. */
export const SEX_OPTIONS: Option<ToxSex>[] = sortedByLabel(
  TOX_SEXES.map((sex) => ({ value: sex, label: TOX_TEXT.sexLabels[sex] })),
);
