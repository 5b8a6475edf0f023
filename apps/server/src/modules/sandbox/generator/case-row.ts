import { formatClockTime, formatIsoDate, formatUsDate, type DayNumber } from './calendar.js';
import type { CaseDraft } from './case-draft.js';
import type { CaseFieldId, CaseRow, OrganWeightField } from './field-ids.js';
import { fullAddress } from './metro-area.js';
import type { SeededRandom } from './seeded-random.js';

/**
 * Share of rows where an optional field is left blank even though the value is known: real exports have gaps.
 * Fields not listed (case id, dates of death, manner, sex, status…) are always filled when they apply.
 */
const GAP_RATE: Partial<Record<CaseFieldId, number>> = {
  first_name: 0.02,
  middle_name: 0.15,
  last_name: 0.01,
  date_of_birth: 0.06,
  time_of_death: 0.1,
  age: 0.05,
  age_fraction: 0.12,
  race: 0.03,
  residence_address: 0.08,
  home_address_zip: 0.06,
  county: 0.05,
  death_city: 0.05,
  cause_of_death_icd10: 0.12,
  means_of_death: 0.06,
  weapon_type: 0.08,
  incident: 0.1,
  scene: 0.08,
  pathologist: 0.03,
  exam_date: 0.05,
  transcription_log_sign_out: 0.06,
  dc_out_to_hd_date: 0.06,
  identified_method: 0.12,
  deputy_coroner: 0.05,
  police_agency: 0.06,
  law_enforcement_case_id: 0.12,
  district_attorney: 0.05,
  circuit_case_number: 0.05,
  judge: 0.05,
  trial_date: 0.05,
  height: 0.07,
  weight: 0.07,
  brain_weight: 0.05,
  heart_weight: 0.05,
  liver_weight: 0.05,
  left_kidney_weight: 0.06,
  right_kidney_weight: 0.06,
  left_lung_weight: 0.05,
  right_lung_weight: 0.05,
  spleen_weight: 0.07,
  thymus_weight: 0.1,
  organ_donor: 0.1,
  eye_donor: 0.1,
  on_the_job: 0.12,
  place_of_injury: 0.1,
  injury_zip: 0.12,
  injury_date: 0.08,
  injury_time: 0.15,
  place_of_death: 0.06,
  death_zip: 0.05,
};

const GAP_FIELDS = Object.keys(GAP_RATE) as CaseFieldId[];

const ISO_DATE_SHARE = 0.12;

const ORGAN_FIELDS: readonly OrganWeightField[] = [
  'brain_weight',
  'heart_weight',
  'liver_weight',
  'left_kidney_weight',
  'right_kidney_weight',
  'left_lung_weight',
  'right_lung_weight',
  'spleen_weight',
  'thymus_weight',
];

/** Formats a draft the way an office export has it: text values, mostly US dates, Y/N flags, blanks. */
export function toCaseRow(
  rng: SeededRandom,
  caseId: string,
  companions: readonly string[],
  draft: CaseDraft,
): CaseRow {
  const date = (day: DayNumber | undefined) =>
    day === undefined ? '' : rng.chance(ISO_DATE_SHARE) ? formatIsoDate(day) : formatUsDate(day);
  const yesNo = (flag: boolean) => (flag ? 'Y' : 'N');
  const size = (value: number, child: boolean) => (child ? value.toFixed(1) : String(Math.round(value)));

  const child = draft.ageYears < 18;
  const { examination: exam, prosecution, setting, deathLocation, residence } = draft;
  const injured = setting.injuryDay !== undefined;
  const homeless = residence === 'Homeless';

  const row: CaseRow = {
    case_id: caseId,
    first_name: draft.name.first,
    middle_name: draft.name.middle,
    last_name: draft.name.last,
    date_of_birth: draft.unidentified ? '' : date(draft.birthDay),
    date_of_death: date(draft.deathDay),
    time_of_death: formatClockTime(setting.deathMinute),
    age: String(draft.ageYears),
    age_fraction: draft.unidentified ? '' : draft.exactAgeYears.toFixed(2),
    race: draft.race,
    sex: draft.sex,
    residence_address: homeless ? 'Homeless' : fullAddress(residence.street, residence.place),
    home_address_zip: homeless ? '' : residence.place.zip,
    county: deathLocation.place.county,
    death_city: deathLocation.place.city,
    cause_of_death: draft.causeText,
    cause_of_death_icd10: draft.icd10,
    contributing_factors: draft.contributingFactors,
    manner_of_death: draft.manner,
    means_of_death: draft.meansOfDeath,
    weapon_type: draft.weaponType,
    incident: draft.incident,
    scene: setting.scene,
    pathologist: exam?.pathologist.name ?? '',
    type_of_exam: exam?.type ?? '',
    exam_date: date(exam?.examDay),
    transcription_log_sign_out: date(exam?.reportDay),
    dc_out_to_hd_date: date(exam?.certificateDay),
    identified_method: draft.identifiedMethod,
    deputy_coroner: draft.deputyCoroner,
    police_agency: draft.policeAgency,
    law_enforcement_case_id: draft.lawEnforcementCaseId,
    agency_case_number: draft.agencyCaseNumber,
    district_attorney: prosecution?.districtAttorney ?? '',
    circuit_case_number: prosecution?.circuitCaseNumber ?? '',
    judge: prosecution?.judge ?? '',
    trial_date: date(prosecution?.trialDay),
    height: size(draft.body.heightIn, child),
    weight: size(draft.body.weightLb, child),
    brain_weight: '',
    heart_weight: '',
    liver_weight: '',
    left_kidney_weight: '',
    right_kidney_weight: '',
    left_lung_weight: '',
    right_lung_weight: '',
    spleen_weight: '',
    thymus_weight: '',
    organ_donor: yesNo(draft.organDonor),
    eye_donor: yesNo(draft.eyeDonor),
    on_the_job: injured ? yesNo(draft.onTheJob) : rng.chance(0.5) ? 'N' : '',
    place_of_injury: injured ? fullAddress(setting.location.street, setting.location.place) : '',
    injury_zip: injured ? setting.location.place.zip : '',
    injury_date: date(setting.injuryDay),
    injury_time: setting.injuryMinute === undefined ? '' : formatClockTime(setting.injuryMinute),
    place_of_death: fullAddress(deathLocation.street, deathLocation.place),
    death_zip: deathLocation.place.zip,
    companion_cases_concat: companions.join(', '),
    case_status: draft.status,
  };
  for (const organ of ORGAN_FIELDS) {
    const grams = draft.organs[organ];
    if (grams !== undefined) row[organ] = String(grams);
  }
  for (const field of GAP_FIELDS) {
    if (row[field] !== '' && rng.chance(GAP_RATE[field] as number)) row[field] = '';
  }
  return row;
}
