import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { ORGAN_NAMES, type CaseDetail, type OrganName } from '@hde/contracts/api';
import type { Database } from '../../platform/db/client.js';
import { caseDiagnoses, cases, caseToxResults, caseVersions, fileImports } from '../../platform/db/schema.js';
import { casePlaces, type PlaceColumns } from './case-places.js';

type Row = Record<string, unknown>;

const text = (row: Row, key: string) =>
  typeof row[key] === 'string' && row[key] !== '' ? (row[key] as string) : null;
const number = (row: Row, key: string) => (typeof row[key] === 'number' ? (row[key] as number) : null);
const flag = (row: Row, key: string) => (typeof row[key] === 'boolean' ? (row[key] as boolean) : null);
const iso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/** `YYYY-MM-DD` to the spec's [year, month, day] with a 1-based month. */
function dateParts(value: string | null): [number, number, number] | null {
  const match = value && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function companionIds(value: string | null): string[] {
  return value
    ? value
        .split(/[,;|]+/)
        .map((id) => id.trim())
        .filter(Boolean)
    : [];
}

function organWeights(row: Row): Record<OrganName, number | null> {
  return Object.fromEntries(ORGAN_NAMES.map((organ) => [organ, number(row, `${organ}Weight`)])) as Record<
    OrganName,
    number | null
  >;
}

function extraFields(value: unknown): CaseDetail['extra'] {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)),
  ) as CaseDetail['extra'];
}

const TEXT_KEYS = [
  'firstName',
  'middleName',
  'lastName',
  'timeOfDeath',
  'sex',
  'race',
  'bmiStatus',
  'deputyCoroner',
  'pathologist',
  'policeAgency',
  'lawEnforcementCaseId',
  'agencyCaseNumber',
  'districtAttorney',
  'circuitCaseNumber',
  'judge',
  'causeOfDeath',
  'causeOfDeath_ICD10',
  'contributingFactors',
  'mannerOfDeath',
  'meansOfDeath',
  'weaponType',
  'scene',
  'identifiedMethod',
  'incident',
  'injuryTime',
  'typeOfExam',
  'county',
  'deathCity',
  'caseStatus',
] as const;
const DATE_KEYS = [
  'dateOfDeath',
  'trialDate',
  'injuryDate',
  'examDate',
  'deathCertificateToHealthDepartment',
  'transcriptionLogSignOut',
] as const;
const NUMBER_KEYS = ['age', 'height', 'weight', 'bmi', 'examTurnAround'] as const;
const FLAG_KEYS = ['validBMI', 'organDonor', 'eyeDonor', 'onTheJob'] as const;

function pick<K extends string, V>(row: Row, keys: readonly K[], read: (row: Row, key: K) => V) {
  return Object.fromEntries(keys.map((key) => [key, read(row, key)])) as Record<K, V>;
}

/** The files that wrote any version, diagnosis or toxicology result of the case, newest first. */
async function caseImports(db: Database, workspaceId: string, caseId: string) {
  const writers = union(
    db
      .select({ id: caseVersions.fileImportId })
      .from(caseVersions)
      .where(and(eq(caseVersions.workspaceId, workspaceId), eq(caseVersions.caseId, caseId))),
    db
      .select({ id: caseDiagnoses.fileImportId })
      .from(caseDiagnoses)
      .where(and(eq(caseDiagnoses.workspaceId, workspaceId), eq(caseDiagnoses.caseId, caseId))),
    db
      .select({ id: caseToxResults.fileImportId })
      .from(caseToxResults)
      .where(and(eq(caseToxResults.workspaceId, workspaceId), eq(caseToxResults.caseId, caseId))),
  );
  const rows = await db
    .select({
      id: fileImports.id,
      fileName: fileImports.fileName,
      added: fileImports.createdAt,
      status: fileImports.status,
      transactionId: fileImports.transactionId,
    })
    .from(fileImports)
    .where(and(eq(fileImports.workspaceId, workspaceId), inArray(fileImports.id, writers)))
    .orderBy(desc(fileImports.createdAt));
  return rows.map((row) => ({ ...row, fileName: row.fileName ?? '', added: iso(row.added) }));
}

/** GET case/{workspaceId}/{caseId} (spec §7.5): the case's latest version and its lists, or null. */
export async function loadCaseDetail(
  db: Database,
  workspaceId: string,
  caseId: string,
): Promise<CaseDetail | null> {
  const [found] = await db
    .select()
    .from(cases)
    .where(and(eq(cases.workspaceId, workspaceId), eq(cases.caseId, caseId)));
  if (!found) return null;
  const row = found as Row;
  const ofCase = <T extends typeof caseDiagnoses | typeof caseToxResults>(table: T) =>
    and(eq(table.workspaceId, workspaceId), eq(table.caseId, caseId), eq(table.current, true));
  const [diagnoses, toxResults, imports] = await Promise.all([
    db
      .select({
        id: caseDiagnoses.id,
        anatomicalSite: caseDiagnoses.anatomicalSite,
        diagnosis: caseDiagnoses.diagnosis,
        comment: caseDiagnoses.comment,
      })
      .from(caseDiagnoses)
      .where(ofCase(caseDiagnoses))
      .orderBy(asc(caseDiagnoses.rowNumber), asc(caseDiagnoses.ordinal)),
    db
      .select({
        id: caseToxResults.id,
        analysis: caseToxResults.analysis,
        method: caseToxResults.method,
        results: caseToxResults.results,
        specimen: caseToxResults.specimen,
      })
      .from(caseToxResults)
      .where(ofCase(caseToxResults))
      .orderBy(asc(caseToxResults.rowNumber), asc(caseToxResults.ordinal)),
    caseImports(db, workspaceId, caseId),
  ]);
  // The file of the current version is among the case's files.
  const source = imports.find((file) => file.id === found.fileImportId);
  return {
    caseId: found.caseId,
    version: found.version,
    ...pick(row, TEXT_KEYS, text),
    ...pick(row, DATE_KEYS, text),
    ...pick(row, NUMBER_KEYS, number),
    ...pick(row, FLAG_KEYS, flag),
    dateOfBirth: dateParts(text(row, 'dateOfBirth')),
    ...casePlaces(row as unknown as PlaceColumns),
    companionIds: companionIds(text(row, 'companionCases')),
    lastModified: iso(found.updatedAt),
    transactionId: source?.transactionId ?? null,
    turnaroundTimeForDeathCertificate: number(row, 'dcTurnaroundTime'),
    turnaroundTimeForReport: number(row, 'reportTurnaroundTime'),
    organWeights: organWeights(row),
    extra: extraFields(found.extra),
    diagnoses,
    toxResults,
    imports,
  };
}
