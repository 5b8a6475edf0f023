import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withoutCaseList, type DashboardDefinition } from '@hde/contracts/api';
import { DASHBOARD_TEXT, DASHBOARD_VIEWER_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { DashboardTabs } from '../../../components/widgets/dashboard-tabs';
import { useNotify } from '../../../components/snackbar/notify-context';
import type { DashboardBase } from '../api/dashboard-viewer-keys';
import { useDashboardReport } from '../api/use-dashboard-report';
import { useSaveDashboardFilters } from '../api/use-save-dashboard-filters';
import { CreatorFilterEdit, type CreatorFilterEditProps, type FilterDraft } from './creator-filter-edit';
import { CustomTabPanel } from './custom-tab-panel';
import { DashboardBadge } from './dashboard-badge';
import { SavedFilterChips } from './saved-filter-chips';

export type WidgetHeading = 'h2' | 'h3' | 'h4' | 'h5';

export interface CustomDashboardContentProps {
  definition: DashboardDefinition;
  base: DashboardBase;
  viewerToken: string | null;
  onViewerTokenRefused(): void;
  widgetHeading: WidgetHeading;
  showBadge: boolean;
}

const sameDraft = (a: FilterDraft, b: FilterDraft) =>
  a.text.trim() === b.text.trim() && JSON.stringify(a.rawFilters) === JSON.stringify(b.rawFilters);

/** A loaded custom dashboard; remounted (its draft dropped) whenever the saved dashboard changes. */
export function CustomDashboardContent({
  definition: { config, info },
  base,
  viewerToken,
  onViewerTokenRefused,
  widgetHeading,
  showBadge,
}: CustomDashboardContentProps) {
  const notify = useNotify();
  // Never the Case List, nor a case table saved in another tab.
  const tabs = useMemo(() => withoutCaseList(config).tabs, [config]);
  const [tabId, setTabId] = useState<string | null>(null);
  const selected = tabs.find((tab) => tab.id === tabId) ?? tabs[0];

  const saved = useMemo<FilterDraft>(
    () => ({ rawFilters: info.rawFilters, text: info.text ?? '' }),
    [info.rawFilters, info.text],
  );
  const [draft, setDraft] = useState<FilterDraft>(saved);
  const [notice, setNotice] = useState<CreatorFilterEditProps['notice']>(null);
  const save = useSaveDashboardFilters(info.workspaceId, info.id);
  const report = useDashboardReport(info.id);
  const canEdit = info.isCreator && base === 'app';
  const shown = canEdit ? draft : saved;

  const edit = (next: FilterDraft) => {
    setDraft(next);
    setNotice(null);
  };
  const saveDraft = () => {
    if (draft.rawFilters.length === 0) {
      setNotice({ severity: 'warning', message: DASHBOARD_TEXT.atLeastOneFilter });
      return;
    }
    save.mutate(draft, {
      onSuccess: () => notify({ severity: 'success', message: DASHBOARD_TEXT.success.updated }),
      onError: (error) => notify({ severity: 'error', message: DASHBOARD_TEXT.errors.update(error.message) }),
    });
  };
  const cancel = () => {
    setDraft(saved);
    setNotice({ severity: 'info', message: DASHBOARD_TEXT.revertingFilters });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {showBadge && <DashboardBadge type={info.type} />}
        {info.description && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {info.description}
          </Typography>
        )}
      </Stack>
      {canEdit ? (
        <CreatorFilterEdit
          workspaceId={info.workspaceId}
          draft={draft}
          onChange={edit}
          changed={!sameDraft(draft, saved)}
          saving={save.isPending}
          onSave={saveDraft}
          onCancel={cancel}
          notice={notice}
          onDownloadPdf={
            selected && !report.isPending
              ? (scope) => report.mutate({ tab: selected.id, scope, ...draft })
              : null
          }
        />
      ) : (
        <SavedFilterChips rawFilters={info.rawFilters} text={info.text} />
      )}
      {selected ? (
        <DashboardTabs
          tabs={tabs}
          selectedId={selected.id}
          onSelect={setTabId}
          label={DASHBOARD_VIEWER_TEXT.tabsLabel}
        >
          <CustomTabPanel
            key={selected.id}
            dashboardId={info.id}
            base={base}
            viewerToken={viewerToken}
            tab={selected}
            rawFilters={shown.rawFilters}
            text={shown.text}
            version={`${info.lastUpdated}|${info.snapshotAt ?? ''}`}
            threshold={info.exact ? null : info.threshold}
            widgetHeading={widgetHeading}
            onViewerTokenRefused={onViewerTokenRefused}
          />
        </DashboardTabs>
      ) : (
        <Alert severity="info">{ERROR_MESSAGES.dashboardAreaEmpty}</Alert>
      )}
    </Stack>
  );
}
