import { TOX_OVERVIEW_DASHBOARD, TOX_WORKSPACE_ID } from '@hde/contracts';
import {
  TRUST_EVENT,
  type ToxCase,
  type ToxCaseListItem,
  type ToxCaseStats,
  type ToxSummary,
  type TrustInfo,
} from '@hde/contracts/api';
import type { ApiClient } from '../../lib/api/api-client';
import { createMockApi, type MockRoutes } from '../../test/mock-api';
import { makeTrustInfo, sseEvent } from '../../test/trust-events';
import { TOX_CASE_PATHS } from './api/tox-case-keys';

export const WS = TOX_WORKSPACE_ID;
export const CASE_ID = 'TOX-1';

export const ROUTES = {
  list: `POST ${TOX_CASE_PATHS.list(WS)}`,
  stats: `GET ${TOX_CASE_PATHS.stats(WS)}`,
  create: `POST ${TOX_CASE_PATHS.create(WS)}`,
  update: (caseId = CASE_ID) => `PUT ${TOX_CASE_PATHS.detail(WS, caseId)}`,
  latest: (caseId = CASE_ID) => `GET ${TOX_CASE_PATHS.detail(WS, caseId)}`,
  version: (version: number, caseId = CASE_ID) => `GET ${TOX_CASE_PATHS.version(WS, caseId, version)}`,
  overview: `POST ${TOX_CASE_PATHS.queryMultiple(WS)}`,
  substances: `POST ${TOX_CASE_PATHS.query(WS)}`,
};

/** An overview answer with every widget empty: no cases. */
export const NO_OVERVIEW = Object.fromEntries(
  (TOX_OVERVIEW_DASHBOARD.tabs[0]?.widgets ?? []).map((widget) => [widget.id, { items: [] }]),
);

export const STATS: ToxCaseStats = { totalCases: 1234, casesWithToxicology: 1000, averageAnalyses: 2.345 };

export function makeListItem(overrides: Partial<ToxCaseListItem> = {}): ToxCaseListItem {
  return {
    caseId: CASE_ID,
    version: 0,
    age: '42',
    sex: 'F',
    race: 'White',
    location: 'Birmingham',
    analyses: ['Fentanyl', 'Ethanol'],
    status: 'READY',
    sample: false,
    lastUpdated: '2026-03-02T14:05:00.000Z',
    ...overrides,
  };
}

export const PENDING: ToxSummary = {
  status: 'PENDING',
  summary: null,
  causeOfDeath: null,
  mannerOfDeath: null,
  provider: null,
  model: null,
  ruleSetVersion: null,
  findings: [],
};

export const READY: ToxSummary = {
  status: 'READY',
  summary: 'Fentanyl was found in peripheral blood.',
  causeOfDeath: 'Consistent with fentanyl toxicity.',
  mannerOfDeath: 'Insufficient data to suggest a manner.',
  provider: 'rules',
  model: null,
  ruleSetVersion: '2026.1',
  findings: [
    {
      id: 'f1',
      rule: 'OPIOID_PRESENT',
      statement: 'Fentanyl detected in peripheral blood at 12 ng/mL.',
      inputs: ['Entry 1: Fentanyl 12 ng/mL (Blood Peripheral)'],
      source: 'Schulz et al., Critical Care 2020',
      caveat: 'Postmortem redistribution may raise central blood levels.',
    },
  ],
};

export function makeToxCase(overrides: Partial<ToxCase> = {}): ToxCase {
  return {
    caseId: CASE_ID,
    version: 1,
    currentVersion: 1,
    latest: true,
    age: '42',
    sex: 'F',
    race: 'White',
    location: 'Birmingham',
    scene: 'Residence',
    autopsy: 'Yes - Full Autopsy',
    notes: 'Found at home.',
    toxicology: [
      { analysis: 'Fentanyl', method: 'LC-MS/MS', specimen: 'Blood Peripheral', results: '12 ng/mL' },
    ],
    lastUpdated: '2026-03-02T14:05:00.000Z',
    sample: false,
    transactionId: 'tx-tox-1',
    summary: READY,
    ...overrides,
  };
}

export const makeToxTrust = (version: number): TrustInfo =>
  makeTrustInfo(CASE_ID, { version, transactionId: `tx-v${version}` });

/** The mock API; the trust stream answers `trust`. */
export function createToxApi(routes: MockRoutes, trust: readonly TrustInfo[] = []) {
  const mock = createMockApi(routes);
  const bytes = new TextEncoder().encode(trust.map((info) => sseEvent(TRUST_EVENT, info)).join(''));
  const api: ApiClient = {
    ...mock.api,
    postStream: async () =>
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
  };
  return { api, calls: mock.calls };
}
