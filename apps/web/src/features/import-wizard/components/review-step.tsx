import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CUSTOM_FIELD_TARGET, IMPORT_WIZARD_TEXT, findField } from '@hde/contracts';
import { targetOf } from '../lib/header-mapping';
import type { ImportWizard } from './use-import-wizard';

const TEXT = IMPORT_WIZARD_TEXT.review;

/** Step 2 (spec §2.4): the sample rows under the HDE fields they map to; custom fields by their header. */
export function ReviewStep({ wizard }: { wizard: ImportWizard }) {
  const { dataType, file, sample, mapping } = wizard.state;
  if (!dataType || !file || !sample) return null;
  const columns = sample.columns.flatMap((column) => {
    const target = targetOf(mapping, column.header);
    if (!target) return [];
    const label =
      target === CUSTOM_FIELD_TARGET ? column.header : (findField(dataType, target)?.label ?? target);
    return [{ label, values: column.values }];
  });
  const rows = Array.from({ length: sample.rowCount }, (_, row) =>
    columns.map((column) => column.values[row] ?? ''),
  );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{TEXT.intro(file.name)}</Typography>
      {columns.length === 0 || rows.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center', fontWeight: 600 }}>{TEXT.empty}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={TEXT.tableLabel}>
            <TableHead>
              <TableRow>
                {columns.map((column, index) => (
                  <TableCell key={index} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, row) => (
                <TableRow key={row}>
                  {cells.map((cell, index) => (
                    <TableCell key={index} sx={{ whiteSpace: 'nowrap' }}>
                      {cell}
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
