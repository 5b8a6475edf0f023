import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { categoryLabel } from '@hde/charts';
import { CUSTOM_FIELD_TARGET, type PreviewCell } from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { datePartOf, findField, type CatalogueDataType } from '@hde/contracts/fields';
import { useMappingPreview } from '../api/mapping-preview';
import { targetOf } from '../lib/header-mapping';
import type { ImportWizard } from './use-import-wizard';

const TEXT = IMPORT_WIZARD_TEXT.review;

interface ReviewColumn {
  label: string;
  /** Where the field's values are named on charts (manner labels), for catalogue fields. */
  fieldKey: string | undefined;
  values: readonly string[];
  /**
   * False for the second and third columns of a split date: the preview answers the combined date for each
   * part, so it is shown once, in the first, and the others show their own text.
   */
  showsStored: boolean;
}

/** A stored value as HDE shows it: yes/no, manner labels, anything else as stored. */
function shownValue(column: ReviewColumn, stored: PreviewCell['stored']): string {
  if (stored === null) return '';
  if (typeof stored === 'boolean') return stored ? TEXT.yes : TEXT.no;
  return categoryLabel(column.fieldKey, stored);
}

/** The stored value, with the file's text under it where they differ, and the import's warning or error. */
function PreviewValue({
  column,
  raw,
  cell,
}: {
  column: ReviewColumn;
  raw: string;
  cell: PreviewCell | undefined;
}) {
  if (!cell) return <>{raw}</>;
  const shown = shownValue(column, cell.stored);
  const differs = shown !== raw.trim();
  return (
    <Stack spacing={0.25}>
      <span>{shown === '' && raw.trim() !== '' ? TEXT.leftEmpty : shown}</span>
      {differs && raw.trim() !== '' && (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
          {TEXT.asWritten(raw)}
        </Typography>
      )}
      {cell.issue && (
        <Typography
          variant="caption"
          color={cell.issue.type === 'ERROR' ? 'error' : 'warning.main'}
          sx={{ whiteSpace: 'normal', minWidth: 160 }}
        >
          {cell.issue.message}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Step 2 (spec §2.4): the sample rows under the HDE fields they map to (custom fields by their header), as the
 * import will store them (the server converts them with the import's code), beside the file's text.
 */
export function ReviewStep({ wizard }: { wizard: ImportWizard }) {
  const { dataType, file, sample, mapping } = wizard.state;
  const mapped = dataType && dataType !== 'ZIP' && sample ? sample.columns : [];
  const fileType = wizard.fileType === 'XLSX' ? 'XLSX' : 'CSV';
  const preview = useMappingPreview(
    mapped.length > 0 && sample && sample.rowCount > 0
      ? {
          dataType: dataType as CatalogueDataType,
          fileType,
          headers: mapped.map((column) => column.header),
          mapping,
          rows: Array.from({ length: sample.rowCount }, (_, row) =>
            mapped.map((column) => column.values[row] ?? ''),
          ),
        }
      : null,
  );
  if (!dataType || !file || !sample) return null;

  const datesShown = new Set<string>();
  const columns = sample.columns.flatMap((column, index) => {
    const target = targetOf(mapping, column.header);
    if (!target) return [];
    const datePart = datePartOf(dataType, target);
    if (datePart) {
      const { field, part } = datePart;
      const label = TEXT.datePartHeading(field.label, IMPORT_WIZARD_TEXT.mapping.datePartNames[part]);
      const showsStored = !datesShown.has(field.id);
      datesShown.add(field.id);
      return [{ index, column: { label, fieldKey: field.key, values: column.values, showsStored } }];
    }
    const field = target === CUSTOM_FIELD_TARGET ? undefined : findField(dataType, target);
    const label = target === CUSTOM_FIELD_TARGET ? column.header : (field?.label ?? target);
    return [{ index, column: { label, fieldKey: field?.key, values: column.values, showsStored: true } }];
  });
  const rows = Array.from({ length: sample.rowCount }, (_, row) => row);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{TEXT.intro(file.name)}</Typography>
      {preview.failed && <Typography color="text.secondary">{TEXT.unconverted}</Typography>}
      {columns.length === 0 || rows.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', fontWeight: 600 }}>{TEXT.empty}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={TEXT.tableLabel}>
            <TableHead>
              <TableRow>
                {columns.map(({ index, column }) => (
                  <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row}>
                  {columns.map(({ index, column }) => (
                    <TableCell key={index} sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <PreviewValue
                        column={column}
                        raw={column.values[row] ?? ''}
                        cell={column.showsStored ? preview.rows?.[row]?.[index] : undefined}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
