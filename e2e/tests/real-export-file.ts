/** The year eight years before this one: the real export's deaths are that old, so the test never ages. */
export const EIGHT_YEARS_AGO = new Date().getFullYear() - 8;

export const REAL_EXPORT_HEADERS = {
  caseId: 'Identification - Case number',
  reported: 'Identification - Date reported',
  year: 'Death Year',
  month: 'Death Month',
  day: 'Death Day',
  sex: 'Decedent - Sex',
  age: 'Decedent - Age',
  manner: 'DC Worksheet - Manner of death',
  cause: 'DC Worksheet - Cause of death',
  organDonor: 'Autopsy - Organ donor (Y/N)',
  notes: 'Investigator notes',
} as const;

type Column = keyof typeof REAL_EXPORT_HEADERS;
type ExportRow = Readonly<Record<Column, string>>;

type Cells = [string, string, number, string, string, string, string, string, string, string, string];
const row = (
  ...[caseId, reported, year, month, day, sex, age, manner, cause, organDonor, notes]: Cells
): ExportRow => ({
  caseId,
  reported,
  year: String(year),
  month,
  day,
  sex,
  age,
  manner,
  cause,
  organDonor,
  notes,
});

const Y = EIGHT_YEARS_AGO;
/**
 * Eight deaths in the shape a public medical-examiner export has: headers prefixed by their form section, the
 * date of death over three columns, values in any case, blanks, Y/N flags, and "Pending" as manner three times
 * ("PENDING", "Pending", "pending"), and a "Date reported" that is no field of HDE (the day the death was
 * reported, not the autopsy report's). Six died eight years ago, one nine and one ten years ago.
 */
export const REAL_EXPORT_ROWS: readonly ExportRow[] = [
  row('RX-0001', `3/14/${Y}`, Y, '3', '14', 'F', '45', 'PENDING', 'Acute fentanyl intoxication', 'N', ''),
  row(
    'RX-0002',
    `6/3/${Y}`,
    Y,
    '06',
    '2',
    'male',
    '61',
    'Pending',
    'Hypertensive cardiovascular disease',
    'Y',
    'Tox out',
  ),
  row('RX-0003', `9/21/${Y}`, Y, '9', '21', 'M', '', 'HOMICIDE', 'Gunshot wound of head', '', ''),
  row('RX-0004', `11/30/${Y}`, Y, '11', '30', 'female', '33', 'accident', 'Mixed drug overdose', 'n', ''),
  row('RX-0005', `1/7/${Y - 1}`, Y - 1, '1', '7', 'U', '80', 'pending', '', 'N', 'Awaiting records'),
  row('RX-0006', `12/25/${Y - 2}`, Y - 2, '12', '25', 'M', '27', 'Suicide', 'Hanging', 'N', ''),
  row('RX-0007', `7/4/${Y}`, Y, '7', '4', 'F', '52', '', '', '', ''),
  row(
    'RX-0008',
    `2/14/${Y}`,
    Y,
    '2',
    '14',
    'm',
    '70',
    'Natural',
    'Atherosclerotic cardiovascular disease',
    'y',
    '',
  ),
];

/** How many of the file's deaths have a "Pending" manner, in whatever case. */
export const PENDING_DEATHS = REAL_EXPORT_ROWS.filter(
  (death) => death.manner.toLowerCase() === 'pending',
).length;

const csvCell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The export as CSV bytes, CRLF line ends as spreadsheet programs write them. */
export function realExportCsv(): Buffer {
  const columns = Object.keys(REAL_EXPORT_HEADERS) as Column[];
  const lines = [
    columns.map((column) => csvCell(REAL_EXPORT_HEADERS[column])),
    ...REAL_EXPORT_ROWS.map((death) => columns.map((column) => csvCell(death[column]))),
  ].map((cells) => cells.join(','));
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}
