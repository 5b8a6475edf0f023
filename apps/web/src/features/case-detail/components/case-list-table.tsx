import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';

export interface CaseListColumn<Row> {
  key: string;
  label: string;
  render(row: Row): ReactNode;
  nowrap?: boolean;
}

export interface CaseListTableProps<Row> {
  label: string;
  columns: readonly CaseListColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
}

/** One of the case's lists as a table; "There are no items available" when it is empty. */
export function CaseListTable<Row>({ label, columns, rows, rowKey }: CaseListTableProps<Row>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                {CASE_DETAIL_TEXT.noItems}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
