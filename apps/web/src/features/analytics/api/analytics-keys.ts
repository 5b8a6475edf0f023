import type { WhereNode } from '@hde/contracts/api';
import { workspaceDataKey } from '../../../lib/workspaces/workspace-data-key';

const app = '/v2/app';
const id = (workspaceId: string) => encodeURIComponent(workspaceId);

/** Paths of the analytics calls (spec part 2 §7.2, §7.4), on the app API. */
export const ANALYTICS_PATHS = {
  query: (workspaceId: string) => `${app}/CASE/dashboard/${id(workspaceId)}/query`,
  queryMultiple: (workspaceId: string) => `${app}/CASE/dashboard/${id(workspaceId)}/query/multiple`,
  version: (workspaceId: string) => `${app}/CASE/dashboard/${id(workspaceId)}/version`,
  report: (workspaceId: string) => `${app}/CASE/dashboard/${id(workspaceId)}/report`,
  export: (workspaceId: string) => `${app}/case/dashboard/${id(workspaceId)}/export`,
  dashboardConfiguration: (workspaceId: string) =>
    `${app}/workspace/${id(workspaceId)}/configuration/dashboard-configuration`,
  templates: (workspaceId: string) =>
    `${app}/workspace/${id(workspaceId)}/configuration/saved-filters-configuration`,
  template: (workspaceId: string, filterId: string) =>
    `${app}/workspace/${id(workspaceId)}/configuration/saved-filters-configuration/${encodeURIComponent(filterId)}`,
  customFields: (workspaceId: string) => `${app}/workspace/${id(workspaceId)}/customFields`,
} as const;

/**
 * Queries over the workspace's cases sit under the workspace data key, so a finished import (which invalidates
 * that key) reloads them as well as the data version poll.
 */
const analyticsDataKey = (workspaceId: string) => [...workspaceDataKey(workspaceId), 'analytics'] as const;
export const dataVersionKey = (workspaceId: string) => [...analyticsDataKey(workspaceId), 'version'] as const;
export const widgetResultsKey = (
  workspaceId: string,
  tabId: string,
  where: WhereNode | undefined,
  text: string,
  dataVersion: number | undefined,
) => [...analyticsDataKey(workspaceId), 'widgets', tabId, { where, text, dataVersion }] as const;
export const caseCountKey = (workspaceId: string, dataVersion: number | undefined) =>
  [...analyticsDataKey(workspaceId), 'case-count', dataVersion] as const;
export const caseTableKey = (workspaceId: string, request: unknown, dataVersion: number | undefined) =>
  [...analyticsDataKey(workspaceId), 'case-table', request, dataVersion] as const;
export const filterLookupKey = (workspaceId: string, field: string, text: string | null) =>
  [...analyticsDataKey(workspaceId), 'lookup', field, text] as const;

/** Configuration of the workspace: not data, so imports leave it alone. */
const analyticsConfigKey = (workspaceId: string) => ['analytics-config', workspaceId] as const;
export const dashboardConfigurationKey = (workspaceId: string) =>
  [...analyticsConfigKey(workspaceId), 'dashboard'] as const;
export const filterTemplatesKey = (workspaceId: string) =>
  [...analyticsConfigKey(workspaceId), 'saved-filters'] as const;
export const customFieldsKey = (workspaceId: string) =>
  [...analyticsConfigKey(workspaceId), 'custom-fields'] as const;
