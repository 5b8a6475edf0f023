import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import {
  CASE_FIELDS,
  DIAGNOSIS_FIELDS,
  TOXICOLOGY_FIELDS,
  type FieldDefinition,
} from '@hde/contracts/fields';
import { TEMPLATE_WORKBOOK_TEXT } from '@hde/contracts/text';
import { convertCell } from '../convert/index.js';
import { allowedValuesText, buildTemplate, requiredNote, typeText, unitText } from './build-template.js';
import { exampleValue } from './example-values.js';
import { createTemplateCache, templateDataType } from './template-cache.js';

const ALL_FIELDS: readonly FieldDefinition[] = [...CASE_FIELDS, ...TOXICOLOGY_FIELDS, ...DIAGNOSIS_FIELDS];

describe('example row', () => {
  it.each(ALL_FIELDS.map((field) => [field.id, field] as const))(
    '%s: the example imports cleanly',
    (_, field) => {
      const conversion = convertCell(field, exampleValue(field));
      expect(conversion).not.toHaveProperty('error');
      expect(conversion).not.toHaveProperty('warning');
      expect(conversion).toHaveProperty('value');
      expect((conversion as { value: unknown }).value).not.toBeNull();
    },
  );

  it('writes dates as MM/DD/YYYY', () => {
    for (const field of ALL_FIELDS.filter((f) => f.type === 'date')) {
      expect(exampleValue(field)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });

  it('falls back by type for a field without its own example', () => {
    const base = { key: 'x', label: 'X', required: false, pii: false, group: 'case', synonyms: [] } as const;
    expect(exampleValue({ ...base, id: 'new_date', type: 'date' })).toBe('03/14/2024');
    expect(exampleValue({ ...base, id: 'new_enum', type: 'enum', enumValues: ['A', 'B'] })).toBe('A');
  });
});

describe('field guide texts', () => {
  const byId = (id: string) => CASE_FIELDS.find((field) => field.id === id)!;

  it('describes types, units and allowed values', () => {
    expect(typeText(byId('date_of_death'))).toBe(TEMPLATE_WORKBOOK_TEXT.types.date);
    expect(unitText(byId('height'))).toBe(TEMPLATE_WORKBOOK_TEXT.units.in);
    expect(unitText(byId('brain_weight'))).toBe(TEMPLATE_WORKBOOK_TEXT.units.g);
    expect(unitText(byId('sex'))).toBe('');
    expect(allowedValuesText(byId('manner_of_death'))).toBe(
      'NATURAL, SUICIDE, HOMICIDE, UNDETERMINED, ACCIDENT, PENDING',
    );
    expect(allowedValuesText(byId('organ_donor'))).toBe(TEMPLATE_WORKBOOK_TEXT.booleanValues);
    expect(allowedValuesText(byId('first_name'))).toBe('');
  });

  it('explains the generated Case ID only in the case template', () => {
    expect(requiredNote('CASE', byId('case_id'))).toContain(
      'Last Name, First Name, Date of Birth, Date of Death',
    );
    expect(requiredNote('TOXICOLOGY', byId('case_id'))).not.toContain('made from');
  });
});

describe('buildTemplate', () => {
  it('styles the example row light grey and keeps text columns as text', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildTemplate('CASE')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Case')!;
    const example = sheet.getRow(2).getCell(1);
    expect(example.value).toBe(exampleValue(CASE_FIELDS[0]));
    expect(example.fill).toMatchObject({ fgColor: { argb: 'FFF2F2F2' } });
    const zipColumn = CASE_FIELDS.findIndex((field) => field.id === 'home_address_zip') + 1;
    expect(sheet.getColumn(zipColumn).numFmt).toBe('@');
    expect(sheet.getRow(2).getCell(zipColumn).value).toBe('62701');
    for (let column = 1; column <= CASE_FIELDS.length; column++) {
      expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(CASE_FIELDS[column - 1]!.label.length);
    }
  });
});

describe('template names and cache', () => {
  it('resolves names in any casing, and nothing else', () => {
    expect(templateDataType('case')).toBe('CASE');
    expect(templateDataType('DIAGNOSIS')).toBe('DIAGNOSIS');
    expect(templateDataType('Toxicology')).toBe('TOXICOLOGY');
    expect(templateDataType('zip')).toBeUndefined();
    expect(templateDataType('constructor')).toBeUndefined();
  });

  it('builds each template once, even for concurrent requests, and retries a failed build', async () => {
    const build = vi
      .fn<(dataType: string) => Promise<Buffer>>()
      .mockRejectedValueOnce(new Error('disk full'))
      .mockImplementation(async (dataType) => Buffer.from(dataType));
    const cache = createTemplateCache(build);
    await expect(cache('CASE')).rejects.toThrow('disk full');
    const [a, b] = await Promise.all([cache('CASE'), cache('CASE')]);
    expect(a.toString()).toBe('CASE');
    expect(b).toBe(a);
    await cache('DIAGNOSIS');
    await cache('CASE');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('holds every template at once: none is built again however they alternate', async () => {
    const build = vi.fn(async (dataType: string) => Buffer.from(dataType));
    const cache = createTemplateCache(build);
    const dataTypes = ['CASE', 'TOXICOLOGY', 'DIAGNOSIS'] as const;
    for (let round = 0; round < 3; round += 1) {
      for (const dataType of dataTypes) await cache(dataType);
    }
    expect(build).toHaveBeenCalledTimes(dataTypes.length);
  });
});
