import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FilterEntry, ReportScope } from '@hde/contracts/api';
import { DASHBOARD_TEXT } from '@hde/contracts/text';
import { PdfReportButton } from '../../../components/pdf-report-button';
import { FilterBar, QuickSearch, useFilterFields } from '../../analytics';

export interface FilterDraft {
  rawFilters: FilterEntry[];
  text: string;
}

export interface CreatorFilterEditProps {
  workspaceId: string;
  draft: FilterDraft;
  onChange(draft: FilterDraft): void;
  /** The draft differs from what is saved: Save and Cancel have something to do. */
  changed: boolean;
  saving: boolean;
  onSave(): void;
  onCancel(): void;
  /** A message about the last Save or Cancel, shown until the next change. */
  notice: { severity: 'info' | 'warning'; message: string } | null;
  /** Download Analytics as PDF with the draft on screen; null while no tab is shown or a report is being made. */
  onDownloadPdf: ((scope: ReportScope) => void) | null;
}

/**
 * The creator's edit mode (spec §4, §6): the analytics filter bar and quick search over this dashboard, whose
 * changes take effect on screen at once and are kept only when confirmed with Save, and the PDF of what is shown.
 */
export function CreatorFilterEdit({
  workspaceId,
  draft,
  onChange,
  changed,
  saving,
  onSave,
  onCancel,
  notice,
  onDownloadPdf,
}: CreatorFilterEditProps) {
  const fields = useFilterFields(workspaceId);
  return (
    <Stack spacing={2}>
      <FilterBar
        workspaceId={workspaceId}
        fields={fields}
        filters={draft.rawFilters}
        onChange={(rawFilters) => onChange({ ...draft, rawFilters })}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <QuickSearch text={draft.text} onSearch={(text) => onChange({ ...draft, text })} />
        <PdfReportButton disabled={onDownloadPdf === null} onDownload={(scope) => onDownloadPdf?.(scope)} />
        <Button variant="contained" disabled={!changed || saving} onClick={onSave}>
          {DASHBOARD_TEXT.save}
        </Button>
        <Button color="inherit" disabled={!changed || saving} onClick={onCancel}>
          {DASHBOARD_TEXT.cancel}
        </Button>
      </Stack>
      {notice && (
        <Alert severity={notice.severity} role="status">
          {notice.message}
        </Alert>
      )}
    </Stack>
  );
}
