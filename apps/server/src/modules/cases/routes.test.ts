import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseDetailSchema, caseSearchResponseSchema, type HeaderMapping } from '@hde/contracts/api';
import { CASE_NOT_FOUND } from '@hde/contracts/text';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { memberAs, ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

/** Every catalogue field of one case, by field id, plus a custom field whose key holds a dot written `__`. */
const MAXIMAL: Record<string, string> = {
  case_id: 'MAX-1',
  first_name: 'Jane',
  middle_name: 'Quinn',
  last_name: 'Doe',
  date_of_birth: '1980-01-15',
  date_of_death: '2024-03-10',
  time_of_death: '14:30',
  age: '44',
  race: 'White',
  sex: 'F',
  residence_address: '12 Main St',
  home_address_zip: '35203',
  county: 'Jefferson',
  death_city: 'Birmingham',
  cause_of_death: 'Blunt force injuries',
  cause_of_death_icd10: 'S06.9',
  contributing_factors: 'Hypertension',
  manner_of_death: 'Accident',
  means_of_death: 'Vehicle',
  weapon_type: 'None',
  incident: 'Car crash',
  scene: 'Roadway',
  pathologist: 'Dr. Adams',
  type_of_exam: 'Autopsy',
  exam_date: '2024-03-11',
  transcription_log_sign_out: '2024-04-20',
  dc_out_to_hd_date: '2024-04-01',
  identified_method: 'Visual',
  deputy_coroner: 'J. Smith',
  police_agency: 'BPD',
  law_enforcement_case_id: 'LE-9',
  agency_case_number: 'AG-1',
  district_attorney: 'D. Jones',
  circuit_case_number: 'CC-77',
  judge: 'Judge Brown',
  trial_date: '2025-01-05',
  height: '65',
  weight: '150',
  brain_weight: '1300.25',
  heart_weight: '350',
  liver_weight: '1500',
  left_kidney_weight: '150',
  right_kidney_weight: '140',
  left_lung_weight: '400',
  right_lung_weight: '450',
  spleen_weight: '120',
  thymus_weight: '20',
  organ_donor: 'Y',
  eye_donor: 'N',
  on_the_job: 'N',
  place_of_injury: 'Interstate 65',
  injury_zip: '35205',
  injury_date: '2024-03-10',
  injury_time: '13:00',
  place_of_death: 'UAB Hospital',
  death_zip: '35233',
  companion_cases_concat: 'MAX-2; MAX-3',
  case_status: 'Accepted',
  death_latitude: '33.50721',
  death_longitude: '-86.80245',
  Tattoo__Location: 'left arm',
};

function caseFile(record: Record<string, string>) {
  const headers = Object.keys(record);
  const mapping = Object.fromEntries(
    headers.map((header) => [header, header.includes('__') ? 'custom' : header]),
  ) as HeaderMapping;
  return {
    fileName: 'cases.csv',
    content: `${headers.join(',')}\n${Object.values(record).join(',')}`,
    mapping,
  };
}

async function seeded(): Promise<{ owner: Caller; workspaceId: string }> {
  const { owner, workspace } = await ownerWithWorkspace(ctx);
  await importFile(ctx, owner, workspace.id, caseFile(MAXIMAL));
  await importFile(ctx, owner, workspace.id, caseFile({ case_id: 'MIN-1' }));
  await importFile(ctx, owner, workspace.id, {
    fileName: 'diagnoses.csv',
    dataType: 'DIAGNOSIS',
    content:
      'case_id,anatomical_site,diagnosis,comment\nMAX-1,Head,Subdural hematoma,Large\nMAX-1,Chest,Rib fractures,',
    mapping: {
      case_id: 'case_id',
      anatomical_site: 'anatomical_site',
      diagnosis: 'diagnosis',
      comment: 'comment',
    },
  });
  await importFile(ctx, owner, workspace.id, {
    fileName: 'tox.csv',
    dataType: 'TOXICOLOGY',
    content: 'case_id,analysis,method,results,specimen\nMAX-1,Ethanol,Headspace GC,0.12 g/dL,Blood Femoral',
    mapping: {
      case_id: 'case_id',
      analysis: 'analysis',
      method: 'method',
      results: 'results',
      specimen: 'specimen',
    },
  });
  return { owner, workspaceId: workspace.id };
}

let owner: Caller;
let workspaceId: string;
beforeAll(async () => {
  ({ owner, workspaceId } = await seeded());
});

describe('GET case/{workspaceId}/{caseId}', () => {
  it('answers a maximal case with every field, its places, lists and files', async () => {
    const reply = await owner.call('GET', `/v2/app/case/${workspaceId}/MAX-1`);
    expect(reply.statusCode).toBe(200);
    const detail = caseDetailSchema.parse(reply.json());
    expect(detail).toMatchObject({
      caseId: 'MAX-1',
      version: 1,
      firstName: 'Jane',
      lastName: 'Doe',
      dateOfBirth: [1980, 1, 15],
      dateOfDeath: '2024-03-10',
      sex: 'F',
      age: 44,
      height: 65,
      weight: 150,
      organDonor: true,
      eyeDonor: false,
      deputyCoroner: 'J. Smith',
      districtAttorney: 'D. Jones',
      examDate: '2024-03-11',
      examTurnAround: 1,
      deathCertificateToHealthDepartment: '2024-04-01',
      turnaroundTimeForDeathCertificate: 22,
      transcriptionLogSignOut: '2024-04-20',
      turnaroundTimeForReport: 40,
      companionIds: ['MAX-2', 'MAX-3'],
      extra: { Tattoo__Location: 'left arm' },
    });
    expect(detail.bmi).toBeCloseTo(24.96, 1);
    expect(detail.organWeights).toMatchObject({ brain: 1300.25, heart: 350, thymus: 20 });
    expect(detail.placeOfDeath).toEqual({
      originalAddress: 'UAB Hospital',
      parsedAddress: 'UAB Hospital, Birmingham, Jefferson, 35233',
      geolocated: false,
      latitude: 33.51,
      longitude: -86.8,
    });
    expect(detail.residence.geolocated).toBe(true);
    expect(detail.residence.latitude).toEqual(expect.any(Number));
    expect(detail.placeOfInjury.latitude).toEqual(expect.any(Number));
    expect(detail.diagnoses.map((row) => row.diagnosis)).toEqual(['Subdural hematoma', 'Rib fractures']);
    expect(detail.toxResults).toEqual([
      expect.objectContaining({
        analysis: 'Ethanol',
        method: 'Headspace GC',
        results: '0.12 g/dL',
        specimen: 'Blood Femoral',
      }),
    ]);
    expect(detail.imports.map((file) => file.fileName).sort()).toEqual([
      'cases.csv',
      'diagnoses.csv',
      'tox.csv',
    ]);
    expect(detail.imports.every((file) => file.status === 'SUCCESS' && file.transactionId)).toBe(true);
    expect(detail.transactionId).toEqual(expect.any(String));
  });

  it('answers a minimal case with every optional value missing', async () => {
    const detail = caseDetailSchema.parse(
      (await owner.call('GET', `/v2/app/case/${workspaceId}/MIN-1`)).json(),
    );
    expect(detail).toMatchObject({
      caseId: 'MIN-1',
      firstName: null,
      dateOfBirth: null,
      age: null,
      bmi: null,
      companionIds: [],
      extra: {},
      diagnoses: [],
      toxResults: [],
    });
    expect(detail.placeOfDeath).toEqual({
      originalAddress: null,
      parsedAddress: null,
      geolocated: false,
      latitude: null,
      longitude: null,
    });
    expect(Object.values(detail.organWeights).every((weight) => weight === null)).toBe(true);
    expect(detail.imports).toHaveLength(1);
  });

  it('answers the same 404 for an unknown case and for a case of another workspace', async () => {
    const unknown = await owner.call('GET', `/v2/app/case/${workspaceId}/NOPE-1`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: CASE_NOT_FOUND });

    const other = await ownerWithWorkspace(ctx);
    const foreign = await other.owner.call('GET', `/v2/app/case/${other.workspace.id}/MAX-1`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: CASE_NOT_FOUND });
    expect((await other.owner.call('GET', `/v2/app/case/${workspaceId}/MAX-1`)).statusCode).toBe(404);
    expect((await other.owner.call('GET', `/v2/app/case/not-a-uuid/MAX-1`)).statusCode).toBe(404);
  });
});

describe('GET case/{workspaceId}/search', () => {
  const search = (caller: Caller, q: string, limit?: number) =>
    caller.call(
      'GET',
      `/v2/app/case/${workspaceId}/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    );

  it('finds by case id prefix and by the words of a name, for every role', async () => {
    const user = await memberAs(ctx, { id: workspaceId } as never, 'USER');
    const byId = caseSearchResponseSchema.parse((await search(user, 'max')).json());
    expect(byId.items).toEqual([
      { caseId: 'MAX-1', firstName: 'Jane', lastName: 'Doe', deathDate: '2024-03-10' },
    ]);
    const byName = caseSearchResponseSchema.parse((await search(owner, 'doe ja')).json());
    expect(byName.items.map((item) => item.caseId)).toEqual(['MAX-1']);
    expect(
      caseSearchResponseSchema.parse((await search(owner, 'M')).json()).items.map((i) => i.caseId),
    ).toEqual(['MAX-1', 'MIN-1']);
  });

  it('treats wildcards as text, answers nothing for blank text, and bounds the limit', async () => {
    expect(caseSearchResponseSchema.parse((await search(owner, '%')).json()).items).toEqual([]);
    expect(caseSearchResponseSchema.parse((await search(owner, '_AX')).json()).items).toEqual([]);
    expect(caseSearchResponseSchema.parse((await search(owner, '   ')).json()).items).toEqual([]);
    expect(caseSearchResponseSchema.parse((await search(owner, 'M', 1)).json()).items).toHaveLength(1);
    expect((await search(owner, 'M', 11)).statusCode).toBe(400);
  });

  it('never searches another workspace', async () => {
    const { owner: stranger } = await ownerWithWorkspace(ctx);
    expect((await search(stranger, 'MAX')).statusCode).toBe(404);
  });
});
