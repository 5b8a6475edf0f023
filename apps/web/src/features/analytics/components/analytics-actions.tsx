import { useState } from 'react';
import CodeIcon from '@mui/icons-material/Code';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ANALYTICS_TEXT, MISSING_VALUE, type Workspace, type WhereNode } from '@hde/contracts';
import { offersEmbedCode } from '../../../components/embed-offer';
import { EmbedPublicDashboardDialog } from '../../../components/embed-public-dashboard-dialog';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { useAnalyticsDownloads } from '../api/use-analytics-downloads';

export interface AnalyticsActionsProps {
  workspace: Workspace;
  /** The dashboard tab the PDF report draws. */
  tabId: string | undefined;
  where: WhereNode | undefined;
  text: string;
  /** When the last import finished, or null. */
  lastImported: string | null | undefined;
}

/** Last Updated, Download Analytics as PDF, Export CSV and, where it leads somewhere, Embed IFrame Code. */
export function AnalyticsActions({ workspace, tabId, where, text, lastImported }: AnalyticsActionsProps) {
  const { exportCsv, downloadPdf } = useAnalyticsDownloads(workspace.id);
  const [embedding, setEmbedding] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {ANALYTICS_TEXT.lastUpdated}:{' '}
        <Typography component="span" variant="body2" color="text.primary" sx={{ fontWeight: 600 }}>
          {formatDateTime(lastImported) ?? MISSING_VALUE}
        </Typography>
      </Typography>
      <Tooltip title={ANALYTICS_TEXT.downloadPdf} describeChild>
        <span>
          <IconButton
            aria-label={ANALYTICS_TEXT.downloadPdf}
            disabled={!tabId || downloadPdf.isPending}
            onClick={() => tabId && downloadPdf.mutate({ tab: tabId, where, text })}
          >
            <PictureAsPdfOutlined />
          </IconButton>
        </span>
      </Tooltip>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={exportCsv.isPending}
        onClick={() => exportCsv.mutate({ where, text })}
      >
        {ANALYTICS_TEXT.exportCsv}
      </Button>
      {offersEmbedCode(workspace) && (
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
