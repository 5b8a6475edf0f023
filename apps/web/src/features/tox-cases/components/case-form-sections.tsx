import { useState } from 'react';
import Stack from '@mui/material/Stack';
import type { ToxEntry } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { emptyEntry, type CaseFormValues } from '../lib/case-form';
import { AUTOPSY_OPTIONS, RACE_OPTIONS, SEX_OPTIONS } from '../lib/options';
import { FieldGrid } from './field-grid';
import { OptionSelect } from './option-select';
import { TextInput } from './text-input';
import { ToxicologyEntryFields } from './toxicology-entry-fields';

const F = TOX_TEXT.form.fields;
const S = TOX_TEXT.form.sections;

export interface CaseFormSectionsProps {
  values: CaseFormValues;
  disabled: boolean;
  onChange(change: Partial<CaseFormValues>): void;
}

/** General Information, Case Context and Toxicology Details: the case form's three bordered sections (spec §2.9). */
export function CaseFormSections({ values, disabled, onChange }: CaseFormSectionsProps) {
  const [focusedKey, setFocusedKey] = useState<number | null>(null);
  const entries = values.toxicology;
  const changeEntry = (index: number, change: Partial<ToxEntry>) =>
    onChange({ toxicology: entries.map((entry, at) => (at === index ? { ...entry, ...change } : entry)) });
  const addEntry = () => {
    const added = emptyEntry();
    setFocusedKey(added.key);
    onChange({ toxicology: [...entries, added] });
  };

  return (
    <Stack spacing={2}>
      <SectionCard title={S.general}>
        <FieldGrid>
          <TextInput
            label={F.age}
            value={values.age}
            disabled={disabled}
            onChange={(age) => onChange({ age })}
          />
          <OptionSelect
            label={F.sex}
            options={SEX_OPTIONS}
            value={values.sex}
            disabled={disabled}
            onChange={(sex) => onChange({ sex: sex as CaseFormValues['sex'] })}
          />
          <OptionSelect
            label={F.race}
            options={RACE_OPTIONS}
            value={values.race}
            disabled={disabled}
            onChange={(race) => onChange({ race })}
          />
          <TextInput
            label={F.location}
            value={values.location}
            disabled={disabled}
            onChange={(location) => onChange({ location })}
          />
        </FieldGrid>
      </SectionCard>
      <SectionCard title={S.context}>
        <Stack spacing={2}>
          <OptionSelect
            label={F.autopsy}
            options={AUTOPSY_OPTIONS}
            value={values.autopsy}
            disabled={disabled}
            onChange={(autopsy) => onChange({ autopsy })}
          />
          <TextInput
            label={F.scene}
            value={values.scene}
            disabled={disabled}
            onChange={(scene) => onChange({ scene })}
          />
          <TextInput
            label={F.notes}
            value={values.notes}
            disabled={disabled}
            multiline
            onChange={(notes) => onChange({ notes })}
          />
        </Stack>
      </SectionCard>
      <SectionCard title={S.toxicology}>
        <Stack spacing={2}>
          {entries.map((entry, index) => (
            <ToxicologyEntryFields
              key={entry.key}
              entry={entry}
              number={index + 1}
              last={index === entries.length - 1}
              deletable={entries.length > 1}
              disabled={disabled}
              autoFocus={entry.key === focusedKey}
              onChange={(change) => changeEntry(index, change)}
              onAdd={addEntry}
              onDelete={() => onChange({ toxicology: entries.filter((_, at) => at !== index) })}
            />
          ))}
        </Stack>
      </SectionCard>
    </Stack>
  );
}
