import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WorkspaceTab } from '@hde/contracts';
import { WORKSPACE_TABS_TEXT, WORKSPACE_TAB_LABELS } from '@hde/contracts/text';

export interface WorkspaceTabBarProps {
  tabs: readonly WorkspaceTab[];
  /** The shown tab, or null when the address names a tab that is not offered. */
  selected: WorkspaceTab | null;
  onSelect(tab: WorkspaceTab): void;
  tabId(tab: WorkspaceTab): string;
  panelId: string;
}

export function WorkspaceTabBar({ tabs, selected, onSelect, tabId, panelId }: WorkspaceTabBarProps) {
  return (
    <Tabs
      value={selected ?? false}
      onChange={(_event, value: WorkspaceTab) => onSelect(value)}
      aria-label={WORKSPACE_TABS_TEXT.tabsLabel}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={WORKSPACE_TAB_LABELS[tab]}
          id={tabId(tab)}
          aria-controls={selected === tab ? panelId : undefined}
        />
      ))}
    </Tabs>
  );
}
