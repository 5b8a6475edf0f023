import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { CASE_TABS, caseTabCount, isCaseTabEnabled, type CaseTab } from '../lib/case-tabs';
import { CaseInformationPanels } from './case-information-panels';
import { DIAGNOSIS_COLUMNS, IMPORT_COLUMNS, TOXICOLOGY_COLUMNS } from './case-list-columns';
import { CaseListTable } from './case-list-table';

const { tabs: titles } = CASE_DETAIL_TEXT;

function TabLabel({ title, count }: { title: string; count: number | null }) {
  if (count === null) return title;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      {title}
      <Badge
        badgeContent={count}
        showZero
        max={999}
        color={count > 0 ? 'primary' : 'default'}
        sx={{
          '& .MuiBadge-badge': { position: 'static', transform: 'none' },
          '& .MuiBadge-colorDefault': { bgcolor: 'action.selected' },
        }}
      />
    </Box>
  );
}

function TabContent({ tab, detail }: { tab: CaseTab; detail: CaseDetail }) {
  switch (tab) {
    case 'information':
      return <CaseInformationPanels detail={detail} />;
    case 'diagnoses':
      return (
        <CaseListTable
          label={titles.diagnoses}
          columns={DIAGNOSIS_COLUMNS}
          rows={detail.diagnoses}
          rowKey={(row) => row.id}
        />
      );
    case 'toxicology':
      return (
        <CaseListTable
          label={titles.toxicology}
          columns={TOXICOLOGY_COLUMNS}
          rows={detail.toxResults}
          rowKey={(row) => row.id}
        />
      );
    case 'imports':
      return (
        <CaseListTable
          label={titles.imports}
          columns={IMPORT_COLUMNS}
          rows={detail.imports}
          rowKey={(row) => row.id}
        />
      );
  }
}

/** Case Information, Diagnosis, Toxicology and File Imports; a list tab shows its count and is off when empty. */
export function CaseDetailTabs({ detail }: { detail: CaseDetail }) {
  const idPrefix = useId();
  const [selected, setSelected] = useState<CaseTab>('information');
  // A newer version of the case may empty the list of the open tab.
  const shown = isCaseTabEnabled(selected, detail) ? selected : 'information';
  const tabId = (tab: CaseTab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: CaseTab) => `${idPrefix}-panel-${tab}`;
  return (
    <Box>
      <Tabs
        value={shown}
        onChange={(_event, tab: CaseTab) => setSelected(tab)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {CASE_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            disabled={!isCaseTabEnabled(tab, detail)}
            label={<TabLabel title={titles[tab]} count={caseTabCount(tab, detail)} />}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(shown)} aria-labelledby={tabId(shown)}>
        {shown === 'information' ? (
          <TabContent tab={shown} detail={detail} />
        ) : (
          <Paper variant="outlined">
            <TabContent tab={shown} detail={detail} />
          </Paper>
        )}
      </Box>
    </Box>
  );
}
