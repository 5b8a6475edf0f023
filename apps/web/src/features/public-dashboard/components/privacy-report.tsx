import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MISSING_VALUE } from '@hde/contracts';
import type { DisclosureReport, DisclosureWidgetReport } from '@hde/contracts/api';
import {
  PUBLIC_DASHBOARD_ERRORS,
  PUBLIC_DASHBOARD_TEXT,
  SHELL_TEXT,
  WIDGET_REMOVAL_REASON_LABELS,
} from '@hde/contracts/text';
import { isApiRequestError } from '../../../lib/api/api-request-error';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { useDisclosureReport } from '../api/use-disclosure-report';

const TEXT = PUBLIC_DASHBOARD_TEXT.report;

const COUNT_COLUMNS = ['shown', 'primary', 'complementary', 'termsHidden'] as const;

function statusOf(widget: DisclosureWidgetReport): string {
  return widget.removedBecause === null
    ? TEXT.published
    : TEXT.removed(WIDGET_REMOVAL_REASON_LABELS[widget.removedBecause]);
}

function ReportTable({ report, labelledBy }: { report: DisclosureReport; labelledBy: string }) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{TEXT.columns.tab}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{TEXT.columns.widget}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{TEXT.columns.status}</TableCell>
            {COUNT_COLUMNS.map((column) => (
              <TableCell key={column} align="right" sx={{ fontWeight: 600 }}>
                {TEXT.columns[column]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {report.widgets.map((widget) => (
            <TableRow key={`${widget.tabId}:${widget.widgetId}`}>
              <TableCell>{widget.tabTitle}</TableCell>
              <TableCell>{widget.title}</TableCell>
              <TableCell>{statusOf(widget)}</TableCell>
              {COUNT_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {/* A widget left out publishes nothing, so it has no counts to report. */}
                  {widget.removedBecause === null ? widget[column].toLocaleString('en-US') : MISSING_VALUE}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface PrivacyReportProps {
  workspaceId: string;
  /** The publication shown above; the report is asked again for each new one. */
  publishedAt: string | undefined;
}

/** The Privacy Report: per widget of the published dashboard, what disclosure control withheld and why. */
export function PrivacyReport({ workspaceId, publishedAt }: PrivacyReportProps) {
  const titleId = useId();
  const report = useDisclosureReport(workspaceId, publishedAt);
  const publishedOn = formatDateTime(report.data?.publishedAt);

  return (
    <Stack component="section" spacing={1.5} aria-labelledby={titleId}>
      <Typography id={titleId} variant="h3">
        {TEXT.title}
      </Typography>
      {report.data ? (
        <>
          <Typography color="text.secondary">{TEXT.intro(report.data.threshold)}</Typography>
          {publishedOn && (
            <Typography variant="body2" color="text.secondary">
              {TEXT.publishedAt}: {publishedOn}
            </Typography>
          )}
          <ReportTable report={report.data} labelledBy={titleId} />
        </>
      ) : report.isPending ? (
        <Typography role="status" color="text.secondary">
          {PUBLIC_DASHBOARD_TEXT.loading}
        </Typography>
      ) : isApiRequestError(report.error, 404) ? (
        <Alert severity="info">{PUBLIC_DASHBOARD_ERRORS.reportNotReady}</Alert>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void report.refetch()}>
              {SHELL_TEXT.tryAgain}
            </Button>
          }
        >
          {TEXT.loadFailed}
        </Alert>
      )}
    </Stack>
  );
}
