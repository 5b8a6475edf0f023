import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_MANAGER_TEXT } from '@hde/contracts/text';
import { ModuleCard } from './module-card';
import type { ModuleCardHandlers } from './module-card-handlers';
import { MODULE_TABS, modulesInTab, openingTab, type ModuleTab } from './module-tabs';

const { tabs, empty } = MODULE_MANAGER_TEXT;

function tabLabel(tab: ModuleTab, count: number): string {
  return tab === 'inDevelopment' ? tabs.inDevelopment : tabs[tab](count);
}

const EMPTY_TEXT: Record<ModuleTab, string> = {
  active: empty.active,
  available: empty.available,
  expired: empty.expired,
  inDevelopment: MODULE_MANAGER_PAGE_TEXT.inDevelopmentEmpty,
};

export interface ModuleTabPanelsProps {
  modules: readonly UserModule[];
  handlers: ModuleCardHandlers;
  /** Module whose trial is starting. */
  startingModuleId: string | null;
}

/** The four tabs of the Module Manager, each a grid of module cards or its empty message. */
export function ModuleTabPanels({ modules, handlers, startingModuleId }: ModuleTabPanelsProps) {
  const baseId = useId();
  const [tab, setTab] = useState<ModuleTab>(() => openingTab(modules));
  const lists = Object.fromEntries(MODULE_TABS.map((name) => [name, modulesInTab(modules, name)])) as Record<
    ModuleTab,
    UserModule[]
  >;
  const shown = lists[tab];

  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: ModuleTab) => setTab(value)}
        aria-label={MODULE_MANAGER_PAGE_TEXT.tabsLabel}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {MODULE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={tabLabel(name, lists[name].length)}
            id={`${baseId}-tab-${name}`}
            aria-controls={`${baseId}-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${tab}`}
        aria-labelledby={`${baseId}-tab-${tab}`}
        sx={{ pt: 3 }}
      >
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {EMPTY_TEXT[tab]}
          </Typography>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))',
            }}
          >
            {shown.map((module) => (
              <ModuleCard
                key={module.moduleId}
                module={module}
                handlers={handlers}
                starting={startingModuleId === module.moduleId}
              />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
