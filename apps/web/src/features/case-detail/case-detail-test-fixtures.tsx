import { vi } from 'vitest';
import {
  ORGAN_NAMES,
  TRUST_EVENT,
  type CaseDetail,
  type CasePlace,
  type TrustInfo,
} from '@hde/contracts/api';
import type { ApiClient } from '../../lib/api/api-client';
import { createMockApi, type MockRoutes } from '../../test/mock-api';
import { makeWorkspace } from '../../test/module-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { makeTrustInfo, sseEvent } from '../../test/trust-events';
import { CASE_PATHS } from './api/case-detail-keys';
import { CaseDetailView } from './components/case-detail-view';

export const WORKSPACE_ID = 'ws-1';
export const CASE_ID = 'C-17';
const detailRoute = (caseId = CASE_ID) => `GET ${CASE_PATHS.detail(WORKSPACE_ID, caseId)}`;
export const searchRoute = `GET ${CASE_PATHS.search(WORKSPACE_ID)}`;

const noPlace: CasePlace = {
  originalAddress: null,
  parsedAddress: null,
  geolocated: false,
  latitude: null,
  longitude: null,
};

/** A case with every optional field missing and every list empty. */
export function makeMinimalCase(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return {
    caseId: CASE_ID,
    version: 1,
    firstName: null,
    middleName: null,
    lastName: null,
    dateOfBirth: null,
    dateOfDeath: null,
    timeOfDeath: null,
    sex: null,
    race: null,
    age: null,
    height: null,
    weight: null,
    bmi: null,
    bmiStatus: null,
    validBMI: null,
    organDonor: null,
    eyeDonor: null,
    residence: noPlace,
    placeOfInjury: noPlace,
    placeOfDeath: noPlace,
    companionIds: [],
    lastModified: '2026-03-02T14:05:00.000Z',
    transactionId: null,
    deputyCoroner: null,
    pathologist: null,
    policeAgency: null,
    lawEnforcementCaseId: null,
    agencyCaseNumber: null,
    districtAttorney: null,
    circuitCaseNumber: null,
    judge: null,
    trialDate: null,
    causeOfDeath: null,
    causeOfDeath_ICD10: null,
    contributingFactors: null,
    mannerOfDeath: null,
    meansOfDeath: null,
    weaponType: null,
    scene: null,
    identifiedMethod: null,
    incident: null,
    onTheJob: null,
    injuryDate: null,
    injuryTime: null,
    typeOfExam: null,
    examDate: null,
    examTurnAround: null,
    deathCertificateToHealthDepartment: null,
    turnaroundTimeForDeathCertificate: null,
    transcriptionLogSignOut: null,
    turnaroundTimeForReport: null,
    county: null,
    deathCity: null,
    caseStatus: null,
    organWeights: Object.fromEntries(ORGAN_NAMES.map((organ) => [organ, null])) as CaseDetail['organWeights'],
    extra: {},
    diagnoses: [],
    toxResults: [],
    imports: [],
    ...overrides,
  };
}

/** A case with every field, a place of each kind on the map and rows in every list. */
export function makeMaximalCase(overrides: Partial<CaseDetail> = {}): CaseDetail {
  return makeMinimalCase({
    version: 3,
    firstName: 'Jane',
    middleName: 'Q',
    lastName: 'Doe',
    dateOfBirth: [1980, 1, 31],
    dateOfDeath: '2025-12-24',
    timeOfDeath: '23:15',
    sex: 'F',
    race: 'White',
    age: 45.8,
    height: 65,
    weight: 150,
    bmi: 24.96,
    bmiStatus: 'Normal',
    validBMI: true,
    organDonor: true,
    eyeDonor: false,
    residence: {
      originalAddress: '12 Main St',
      parsedAddress: '12 Main St, 35203',
      geolocated: true,
      latitude: 33.52,
      longitude: -86.81,
    },
    placeOfInjury: {
      originalAddress: 'Park',
      parsedAddress: 'Park, 35205',
      geolocated: true,
      latitude: 33.5,
      longitude: -86.79,
    },
    placeOfDeath: {
      originalAddress: 'UAB Hospital',
      parsedAddress: 'UAB Hospital, Birmingham, Jefferson, 35233',
      geolocated: false,
      latitude: 33.51,
      longitude: -86.8,
    },
    companionIds: ['C-18', 'C-19'],
    transactionId: 'tx-case-17',
    deputyCoroner: 'Deputy Dan',
    pathologist: 'Dr. Path',
    policeAgency: 'Metro PD',
    lawEnforcementCaseId: 'LE-1',
    agencyCaseNumber: 'AG-9',
    districtAttorney: 'Dana Attorney',
    circuitCaseNumber: 'CC-44',
    judge: 'Judge Judy',
    trialDate: '2026-05-01',
    causeOfDeath: 'Gunshot wound of chest',
    causeOfDeath_ICD10: 'X95',
    contributingFactors: 'None',
    mannerOfDeath: 'UNDETERMINED',
    meansOfDeath: 'Firearm',
    weaponType: 'Handgun',
    scene: 'Residence',
    identifiedMethod: 'Visual',
    incident: 'Shooting',
    onTheJob: false,
    injuryDate: '2025-12-23',
    injuryTime: '22:00',
    typeOfExam: 'Autopsy',
    examDate: '2025-12-26',
    examTurnAround: 2,
    deathCertificateToHealthDepartment: '2026-01-10',
    turnaroundTimeForDeathCertificate: -1,
    transcriptionLogSignOut: '2026-02-01',
    turnaroundTimeForReport: 37,
    county: 'Jefferson',
    deathCity: 'Birmingham',
    caseStatus: 'Accepted',
    organWeights: { ...makeMinimalCase().organWeights, brain: 1350, heart: 310.25 },
    extra: { lab__code: 'L-7', reviewed: true, score: 4 },
    diagnoses: [
      { id: 'd-1', anatomicalSite: 'Chest', diagnosis: 'Perforation', comment: null },
      { id: 'd-2', anatomicalSite: 'Lung', diagnosis: 'Hemorrhage', comment: 'Left' },
    ],
    toxResults: [{ id: 't-1', analysis: 'Ethanol', method: 'GC', results: '0.08', specimen: 'Blood' }],
    imports: [
      {
        id: 'f-1',
        fileName: 'cases.xlsx',
        added: '2026-03-01T10:00:00.000Z',
        status: 'SUCCESS',
        transactionId: 'tx-file-1',
      },
    ],
    ...overrides,
  });
}

export function makeCaseTrust(version: number, overrides: Partial<TrustInfo> = {}): TrustInfo {
  return makeTrustInfo(CASE_ID, { version, transactionId: `tx-v${version}`, ...overrides });
}

function eventStream(events: readonly TrustInfo[]): ReadableStream<Uint8Array> {
  const text = events.map((info) => sseEvent(TRUST_EVENT, info)).join('');
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** The mock API, its trust stream answering `trust` (one event per version). */
export function createCaseApi(routes: MockRoutes, trust: readonly TrustInfo[] = []) {
  const mock = createMockApi(routes);
  const api: ApiClient = { ...mock.api, postStream: async () => eventStream(trust) };
  return { api, calls: mock.calls };
}

export function renderCaseView(detail: unknown, trust: readonly TrustInfo[] = []) {
  const { api, calls } = createCaseApi({ [detailRoute()]: detail }, trust);
  const onBack = vi.fn();
  const rendered = renderWithProviders(
    <CaseDetailView workspace={makeWorkspace(WORKSPACE_ID)} caseId={CASE_ID} onBack={onBack} />,
    { api },
  );
  return { ...rendered, calls, onBack };
}
