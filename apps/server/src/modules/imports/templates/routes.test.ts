import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XLSX_CONTENT_TYPE } from '@hde/contracts/api';
import { FIELD_GUIDE_HEADERS, FIELD_GUIDE_SHEET, TEMPLATE_NOT_FOUND } from '@hde/contracts/text';
import { TEMPLATE_NAMES, fieldsOf, type CatalogueDataType } from '@hde/contracts/fields';
import { apiUser } from '../../../test/api-user.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let ctx: TestApp;
let caller: Awaited<ReturnType<typeof apiUser>>;
beforeAll(async () => {
  ctx = await createTestApp();
  caller = await apiUser(ctx);
});
afterAll(() => ctx.close());

async function workbookOf(body: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

const rowValues = (sheet: ExcelJS.Worksheet, row: number) =>
  (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);

const TEMPLATES = Object.entries(TEMPLATE_NAMES) as [CatalogueDataType, string][];

describe('GET /v2/app/templates/:name', () => {
  it.each(TEMPLATES)('%s: downloads HDE%sTemplate.xlsx with the catalogue labels', async (dataType, name) => {
    const response = await caller.call('GET', `/v2/app/templates/${name}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="HDE${name}Template.xlsx"`);
    expect(response.headers['cache-control']).toBe('private, max-age=3600');

    const fields = fieldsOf(dataType);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([name, FIELD_GUIDE_SHEET]);

    const sheet = workbook.getWorksheet(name)!;
    expect(rowValues(sheet, 1)).toEqual(fields.map((field) => field.label));
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(2).cellCount).toBe(fields.length);
    expect(sheet.rowCount).toBe(2);

    const caseId = sheet.getRow(1).getCell(fields.findIndex((field) => field.id === 'case_id') + 1);
    expect(caseId.value).toBe('Case ID');
    expect(caseId.note).toBeTruthy();
    expect(caseId.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });

    const guide = workbook.getWorksheet(FIELD_GUIDE_SHEET)!;
    expect(rowValues(guide, 1)).toEqual([...FIELD_GUIDE_HEADERS]);
    expect(guide.rowCount - 1).toBe(fields.length);
    expect(fields.map((_, i) => guide.getRow(i + 2).getCell(2).value)).toEqual(
      fields.map((field) => field.id),
    );
  });

  it('accepts any casing of the name and names the file canonically', async () => {
    for (const name of ['case', 'CASE', 'cAsE']) {
      const response = await caller.call('GET', `/v2/app/templates/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="HDECaseTemplate.xlsx"');
    }
  });

  it('answers the same bytes again from its cache', async () => {
    const first = await caller.call('GET', '/v2/app/templates/Toxicology');
    const second = await caller.call('GET', '/v2/app/templates/toxicology');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each(['Zip', 'Cases', 'Template', '..%2Fcase'])(
    'answers 404 for the unknown template %j',
    async (name) => {
      const response = await caller.call('GET', `/v2/app/templates/${name}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: TEMPLATE_NOT_FOUND });
    },
  );

  it('answers 401 without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/v2/app/templates/Case' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-disposition']).toBeUndefined();
  });
});
