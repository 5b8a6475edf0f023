import { isBlankEntry, type ToxCase, type ToxCaseBody, type ToxEntry, type ToxSex } from '@hde/contracts/api';

/** An entry of the form, with a key that stays with it when an entry above is deleted. */
export interface FormEntry extends ToxEntry {
  key: number;
}

/** The case form's values: every field as typed; '' while empty. */
export interface CaseFormValues {
  age: string;
  sex: ToxSex | '';
  race: string;
  location: string;
  autopsy: string;
  scene: string;
  notes: string;
  toxicology: FormEntry[];
}

let lastKey = 0;
const keyed = (entry: ToxEntry): FormEntry => ({ ...entry, key: ++lastKey });

export const emptyEntry = (): FormEntry => keyed({ analysis: '', method: '', specimen: '', results: '' });

/** A new form: every field empty and one empty entry (spec §4). */
export const emptyCaseForm = (): CaseFormValues => ({
  age: '',
  sex: '',
  race: '',
  location: '',
  autopsy: '',
  scene: '',
  notes: '',
  toxicology: [emptyEntry()],
});

/** The update form, filled from the version shown; one empty entry when it has none. */
export function caseFormOf(shown: ToxCase): CaseFormValues {
  return {
    age: shown.age === null ? '' : String(shown.age),
    sex: shown.sex ?? '',
    race: shown.race ?? '',
    location: shown.location ?? '',
    autopsy: shown.autopsy ?? '',
    scene: shown.scene ?? '',
    notes: shown.notes ?? '',
    toxicology: shown.toxicology.length > 0 ? shown.toxicology.map(keyed) : [emptyEntry()],
  };
}

/** The POST or PUT body: empty fields left out, blank entries dropped (spec §5: nothing else is required). */
export function caseBodyOf(values: CaseFormValues): ToxCaseBody {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    age: text(values.age),
    sex: values.sex === '' ? undefined : values.sex,
    race: text(values.race),
    location: text(values.location),
    autopsy: text(values.autopsy),
    scene: text(values.scene),
    notes: text(values.notes),
    toxicology: values.toxicology
      .filter((entry) => !isBlankEntry(entry))
      .map(({ analysis, method, specimen, results }) => ({ analysis, method, specimen, results })),
  };
}
