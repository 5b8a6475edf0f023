import { screen } from '@testing-library/react';
import { useLocation, useParams } from 'react-router';
import type { Workspace } from '@hde/contracts/api';
import { useWorkspaceQuery } from '../../../lib/workspaces/workspace-query';
import { createMockApi, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { WorkspaceSettingsPage } from './workspace-settings-page';
import { WorkspaceSettingsTab } from './workspace-settings-tab';

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** Stands in for the workspace page: the Settings tab of the cached workspace, whatever ?id says. */
function TabHost() {
  const { workspaceId } = useParams();
  const query = useWorkspaceQuery('mdi', workspaceId);
  return query.data ? <WorkspaceSettingsTab workspace={query.data} /> : null;
}

/** Renders the settings of a workspace, from the manager page or as the workspace page's Settings tab. */
export function renderSettings(workspace: Workspace, from: 'manager' | 'tab', routes: MockRoutes = {}) {
  const mock = createMockApi({ [`GET /v2/app/workspace/${workspace.id}`]: workspace, ...routes });
  const path =
    from === 'manager'
      ? `/mdi/workspace-manager/${workspace.id}`
      : `/mdi/workspace/${workspace.id}?id=settings`;
  const result = renderWithProviders(null, {
    api: mock.api,
    path,
    routes: [
      { path: '/:moduleId/workspace-manager/:workspaceId', element: <WorkspaceSettingsPage /> },
      {
        path: '/:moduleId/workspace/:workspaceId',
        element: (
          <>
            {from === 'tab' && <TabHost />}
            <Location />
          </>
        ),
      },
      { path: '*', element: <Location /> },
    ],
  });
  return { ...result, ...mock };
}

export const currentLocation = () =>
  screen.getByRole('status', { name: 'location', hidden: true }).textContent;
