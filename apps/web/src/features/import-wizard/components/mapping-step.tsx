import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES, IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { datePartOf, fieldsOf } from '@hde/contracts/fields';
import { headersByField, targetOf } from '../lib/header-mapping';
import { MappingRow } from './mapping-row';
import type { ImportWizard } from './use-import-wizard';

const TEXT = IMPORT_WIZARD_TEXT.mapping;

/** Step 1 (spec §2.4): the file's fields against the HDE fields of the data type. */
export function MappingStep({ wizard }: { wizard: ImportWizard }) {
  const { dataType, sample, mapping } = wizard.state;
  if (!dataType || !sample) return null;
  const fields = fieldsOf(dataType);
  const holders = headersByField(mapping);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{TEXT.intro}</Typography>
      {dataType === 'CASE' && <Alert severity="info">{TEXT.caseIdNote}</Alert>}
      {wizard.caseIdMissing && <Alert severity="warning">{ERROR_MESSAGES.caseIdRequired}</Alert>}
      <TableContainer sx={{ maxHeight: '50vh', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table stickyHeader size="small">
          <TableHead>
            <TableRow>
              <TableCell>{TEXT.fileColumn}</TableCell>
              <TableCell>{TEXT.productColumn}</TableCell>
              <TableCell>{TEXT.actionsColumn}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sample.columns.map((column) => (
              <MappingRow
                key={column.header}
                header={column.header}
                sample={column.values.find((value) => value.trim() !== '')}
                target={targetOf(mapping, column.header)}
                datePart={datePartOf(dataType, targetOf(mapping, column.header))}
                fields={fields}
                headersByField={holders}
                disabled={wizard.pending}
                onAssign={(target) => wizard.assign(column.header, target)}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary">
        * {TEXT.required}
      </Typography>
    </Stack>
  );
}
