import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';

/**
 * Fills a downloaded case template the way an office would: two cases, one row without any id (an error), one
 * impossible date (a warning), the Date of Death column renamed to "DOD" and an extra column of its own.
 */
export async function fillCaseTemplate(templatePath: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(templatePath)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('template has no sheet');
  const headers = (sheet.getRow(1).values as (string | undefined)[]).slice(1).map(String);
  const column = (label: string) => {
    const index = headers.indexOf(label);
    if (index < 0) throw new Error(`template lacks ${label}: ${headers.join(', ')}`);
    return index + 1;
  };
  const caseId = column('Case ID');
  const dateOfDeath = column('Date of Death');
  const lastName = column('Last Name');
  const manner = column('Manner of Death');
  sheet.getRow(1).getCell(dateOfDeath).value = 'DOD';
  const notes = headers.length + 1;
  sheet.getRow(1).getCell(notes).value = 'Tattoo Notes';
  // Rows below the header may hold the template's examples: the file starts over from row 2.
  for (let row = sheet.rowCount; row >= 2; row -= 1) sheet.spliceRows(row, 1);
  const rows: [string, string, string, string, string][] = [
    ['E2E-1', '03/04/2024', 'Smith', 'Accident', 'eagle on left arm'],
    ['E2E-2', '2024-13-45', 'Jones', 'Natural', ''],
    ['', '05/06/2024', '', 'Suicide', ''],
  ];
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(caseId).value = values[0];
    row.getCell(dateOfDeath).value = values[1];
    row.getCell(lastName).value = values[2];
    row.getCell(manner).value = values[3];
    row.getCell(notes).value = values[4];
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A JSON import: case objects with their diagnoses and toxicology nested. */
export function casesJson(prefix: string): Buffer {
  return Buffer.from(
    JSON.stringify([
      {
        case_id: `${prefix}-1`,
        date_of_death: '2025-02-03',
        sex: 'F',
        cause_of_death: 'Acute fentanyl toxicity',
        manner_of_death: 'Accident',
        diagnoses: [{ anatomical_site: 'Lungs', diagnosis: 'Pulmonary edema', comment: '' }],
        toxicology: [
          { analysis: 'Fentanyl', method: 'LC-MS/MS', results: '14 ng/mL', specimen: 'Blood Femoral' },
        ],
      },
    ]),
  );
}

/** A ZIP import: case, diagnosis and toxicology files together. */
export function casesZip(prefix: string): Buffer {
  return Buffer.from(
    zipSync({
      'cases.csv': strToU8(`case_id,date_of_death,cause_of_death\n${prefix}-1,2025-04-05,Hanging\n`),
      'diagnoses.csv': strToU8(
        `case_id,anatomical_site,diagnosis,comment\n${prefix}-1,Neck,Ligature furrow,\n`,
      ),
      'toxicology.csv': strToU8(
        `case_id,analysis,method,results,specimen\n${prefix}-1,Ethanol,Headspace GC,Negative,Vitreous\n`,
      ),
    }),
  );
}

const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * One case that died three days ago with every part of the case view filled: person, places with ZIPs, organ
 * weights, turnarounds, a custom field, two diagnoses and a toxicology result. Sandbox data is random in time,
 * so this is what makes "Latest Cases (Last 60 Days)" certain to have a row.
 */
export function recentCaseJson(caseId: string): Buffer {
  return Buffer.from(
    JSON.stringify([
      {
        case_id: caseId,
        first_name: 'Rosa',
        last_name: 'Recent',
        date_of_birth: '1971-12-02',
        date_of_death: isoDaysAgo(3),
        sex: 'F',
        race: 'White',
        height: 64,
        weight: 180,
        home_address_zip: '35203',
        place_of_death: 'UAB Hospital',
        death_zip: '35233',
        place_of_injury: 'Interstate 65',
        injury_zip: '35205',
        exam_date: isoDaysAgo(2),
        cause_of_death: 'Acute fentanyl toxicity',
        manner_of_death: 'Accident',
        pathologist: 'Dr. E2E',
        deputy_coroner: 'J. Coroner',
        district_attorney: 'D. Attorney',
        brain_weight: 1250.44,
        heart_weight: 320,
        diagnoses: [
          { anatomical_site: 'Lungs', diagnosis: 'Pulmonary edema', comment: 'Frothy fluid' },
          { anatomical_site: 'Brain', diagnosis: 'Cerebral edema', comment: '' },
        ],
        toxicology: [
          { analysis: 'Fentanyl', method: 'LC-MS/MS', results: '14 ng/mL', specimen: 'Blood Femoral' },
        ],
      },
    ]),
  );
}
