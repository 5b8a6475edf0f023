import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export interface DashboardTabsProps {
  tabs: readonly { id: string; title: string }[];
  selectedId: string;
  onSelect(tabId: string): void;
  /** The accessible name of the tab list. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
}

/** A dashboard's tabs and the selected tab's panel, tied together for assistive technology. */
export function DashboardTabs({ tabs, selectedId, onSelect, label, children }: DashboardTabsProps) {
  const baseId = useId();
  const tabElementId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  return (
    <>
      <Box>
        <Tabs
          value={selectedId}
          onChange={(_event, id: string) => onSelect(id)}
          aria-label={label}
          variant="scrollable"
          scrollButtons="auto"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.title}
              id={tabElementId(tab.id)}
              aria-controls={panelId}
            />
          ))}
        </Tabs>
        <Divider />
      </Box>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabElementId(selectedId)}>
        {children}
      </Box>
    </>
  );
}
