import type { ReactNode } from 'react';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { TOX_WORKSPACE_ID } from '@hde/contracts';
import { SHELL_TEXT } from '@hde/contracts/text';

export interface SidebarItem {
  id: 'mdi' | 'tox' | 'module-manager';
  label: string;
  /** Link target; the MDI item's is worked out from the workspace list (useMdiLinkTarget). */
  to: string;
  /** The item is active on this path and below it. */
  pathPrefix: string;
  icon: ReactNode;
  betaOnly: boolean;
}

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  {
    id: 'mdi',
    label: SHELL_TEXT.sidebar.mdi,
    to: '/mdi/workspace',
    pathPrefix: '/mdi',
    icon: <InsightsOutlined />,
    betaOnly: false,
  },
  {
    id: 'tox',
    label: SHELL_TEXT.sidebar.tox,
    to: `/tox/workspace/${TOX_WORKSPACE_ID}`,
    pathPrefix: '/tox',
    icon: <ScienceOutlined />,
    betaOnly: true,
  },
  {
    id: 'module-manager',
    label: SHELL_TEXT.sidebar.moduleManager,
    to: '/module-manager',
    pathPrefix: '/module-manager',
    icon: <AppsOutlined />,
    betaOnly: false,
  },
];

export function isActivePath(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
