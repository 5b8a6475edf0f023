import { useState } from 'react';
import CodeIcon from '@mui/icons-material/Code';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MISSING_VALUE, type DashboardConfiguration } from '@hde/contracts';
import type { FilterEntry, Workspace, WhereNode } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { EmbedPublicDashboardDialog } from '../../../components/embed-public-dashboard-dialog';
import { PdfReportButton } from '../../../components/pdf-report-button';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { SaveAsDashboardButton } from '../../dashboards';
import { useAnalyticsDownloads } from '../api/use-analytics-downloads';
import { ExportCsvButton } from './export-csv-button';

export interface AnalyticsActionsProps {
  workspace: Workspace;
  /** The dashboard tab the PDF report draws when asked for this tab. */
  tabId: string | undefined;
  where: WhereNode | undefined;
  text: string;
  /** The tabs and filter bar entries a Save as Dashboard keeps. */
  configuration: DashboardConfiguration;
  filters: readonly FilterEntry[];
  /** When the last import finished, or null. */
  lastImported: string | null | undefined;
}

/**
 * Last Updated, Download Analytics as PDF, Export CSV, Save as Dashboard (where offered) and, where it leads
 * somewhere, Embed IFrame Code.
 */
export function AnalyticsActions(props: AnalyticsActionsProps) {
  const { workspace, tabId, where, text, lastImported } = props;
  const { downloadPdf } = useAnalyticsDownloads(workspace.id);
  const [embedding, setEmbedding] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {ANALYTICS_TEXT.lastUpdated}:{' '}
        <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
          {formatDateTime(lastImported) ?? MISSING_VALUE}
        </Typography>
      </Typography>
      <PdfReportButton
        disabled={!tabId || downloadPdf.isPending}
        onDownload={(scope) => {
          if (tabId) downloadPdf.mutate({ tab: tabId, scope, where, text });
        }}
      />
      <ExportCsvButton workspaceId={workspace.id} where={where} text={text} />
      <SaveAsDashboardButton
        workspace={workspace}
        configuration={props.configuration}
        filters={props.filters}
        text={text}
      />
      {workspace.public && (
        <Button variant="outlined" startIcon={<CodeIcon />} onClick={() => setEmbedding(true)}>
          {ANALYTICS_TEXT.embed}
        </Button>
      )}
      <EmbedPublicDashboardDialog
        open={embedding}
        workspace={workspace}
        onClose={() => setEmbedding(false)}
      />
    </Stack>
  );
}
