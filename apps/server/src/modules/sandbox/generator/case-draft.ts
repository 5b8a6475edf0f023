import { pickBodySize, type BodySize } from './body-size.js';
import { civilFromDay, completedYears, type DayNumber } from './calendar.js';
import {
  CAUSES_BY_MANNER,
  MALE_SHARE_BY_MANNER,
  MANNER_TABLE,
  isInjury,
  type CauseCategory,
  type CauseOfDeath,
  type Manner,
} from './causes-of-death.js';
import { contributingFactors, identifiedMethod, meansOfDeath, weaponType } from './circumstances.js';
import { incidentNarrative } from './narratives.js';
import { diedInHospital, pickScene, type Scene } from './scenes.js';
import { pickDeathDay, pickMinuteOfDay, type DateWindow } from './death-dates.js';
import { autopsyDiagnoses, type DiagnosisEntry } from './diagnoses.js';
import { buildDrugCause } from './drug-causes.js';
import {
  agencyInitials,
  policeAgencyFor,
  roadwayLine,
  streetLine,
  type MetroPlaces,
  type MetroZip,
} from './metro-area.js';
import { pickOrganWeights, type OrganWeights } from './organ-weights.js';
import { pickName, unidentifiedName, type PersonName } from './names.js';
import { pickAgeInDays, pickRace, pickSex, type Race, type Sex } from './people.js';
import type { SeededRandom, WeightedTable } from './seeded-random.js';
import { pickDeputyCoroner, type Pathologist } from './staff.js';
import { examine, pickExamType, prosecute, type Examination, type Prosecution } from './examination.js';
import type { SubstanceKey } from './substances.js';
import {
  SCREENING_SHARE,
  drugDeathToxicology,
  screeningToxicology,
  type ToxicologyEntry,
} from './toxicology.js';
import type { ExamType } from './turnaround.js';

/** Everything a run shares while drawing cases. */
export interface DraftContext {
  rng: SeededRandom;
  window: DateWindow;
  today: DayNumber;
  places: MetroPlaces;
  pathologists: WeightedTable<Pathologist>;
}

interface Location {
  /** Street line or facility name and street. */
  street: string;
  place: MetroZip;
}

/** Where the fatal event happened, shared by companion cases of one incident. */
interface IncidentSetting {
  scene: Scene;
  location: Location;
  /** Day and minute of injury (injury deaths only). */
  injuryDay?: DayNumber;
  injuryMinute?: number;
  deathMinute: number;
}

/** A case in typed form, before it is written out as an office's export would have it. */
export interface CaseDraft {
  manner: Manner;
  cause: CauseOfDeath;
  causeText: string;
  icd10: string;
  drugs: readonly SubstanceKey[];
  unidentified: boolean;
  name: PersonName;
  sex: Sex;
  race: Race;
  birthDay: DayNumber;
  deathDay: DayNumber;
  ageYears: number;
  exactAgeYears: number;
  residence: Location | 'Homeless';
  setting: IncidentSetting;
  deathLocation: Location;
  contributingFactors: string;
  meansOfDeath: string;
  weaponType: string;
  incident: string;
  status: 'Accepted' | 'Declined';
  examination?: Examination;
  identifiedMethod: string;
  deputyCoroner: string;
  policeAgency: string;
  lawEnforcementCaseId: string;
  agencyCaseNumber: string;
  prosecution?: Prosecution;
  body: BodySize;
  organs: OrganWeights;
  organDonor: boolean;
  eyeDonor: boolean;
  onTheJob: boolean;
  toxicology: ToxicologyEntry[];
  diagnoses: DiagnosisEntry[];
}

/** What a companion case inherits from the case it shares an incident with. */
export interface CompanionTemplate {
  manner: Manner;
  cause: CauseOfDeath;
  deathDay: DayNumber;
  setting: IncidentSetting;
}

const DAYS_PER_YEAR = 365.25;

function pickLocation(ctx: DraftContext, scene: Scene, residence: Location | 'Homeless'): Location {
  if (scene === 'Residence' && residence !== 'Homeless') return residence;
  if (scene === 'Hospital') return hospitalLocation(ctx);
  const street =
    scene === 'Roadway' ? roadwayLine(ctx.rng, ctx.places) : streetLine(ctx.rng, scene === 'Residence');
  return { street, place: ctx.rng.weighted(ctx.places.weightedZips) };
}

function hospitalLocation(ctx: DraftContext): Location {
  const hospital = ctx.places.hospitals.length > 0 ? ctx.rng.pick(ctx.places.hospitals) : undefined;
  if (!hospital)
    return {
      street: `Regional Medical Center, ${streetLine(ctx.rng)}`,
      place: ctx.places.zips[0] as MetroZip,
    };
  return { street: `${hospital.name}, ${hospital.street}`, place: hospital.place };
}

function pickSetting(
  ctx: DraftContext,
  manner: Manner,
  category: CauseCategory,
  residence: Location | 'Homeless',
) {
  const { rng } = ctx;
  const scene = pickScene(rng, manner, category);
  const deathMinute = pickMinuteOfDay(rng, manner);
  const setting: IncidentSetting = { scene, location: pickLocation(ctx, scene, residence), deathMinute };
  return setting;
}

/** Injury time: the same day shortly before death, or days earlier for those who died in hospital. */
function withInjuryTime(
  rng: SeededRandom,
  setting: IncidentSetting,
  deathDay: DayNumber,
  category: CauseCategory,
  hospitalised: boolean,
) {
  const daysBefore = !hospitalised
    ? 0
    : category === 'fall'
      ? rng.int(0, 21)
      : rng.chance(0.6)
        ? 0
        : rng.int(1, 6);
  const injuryMinute =
    daysBefore === 0 ? Math.max(0, setting.deathMinute - rng.int(0, 180)) : rng.int(0, 24 * 60 - 1);
  return { ...setting, injuryDay: deathDay - daysBefore, injuryMinute };
}

function pickToxicology(
  rng: SeededRandom,
  manner: Manner,
  category: CauseCategory,
  drugs: readonly SubstanceKey[],
  examType: ExamType | undefined,
  ageYears: number,
): ToxicologyEntry[] {
  if (drugs.length > 0) return drugDeathToxicology(rng, drugs);
  if (!examType) return [];
  const share = SCREENING_SHARE[manner] * (examType === 'Autopsy' ? 1 : 0.4);
  return rng.chance(share) ? screeningToxicology(rng, category, ageYears) : [];
}

/** Draws one case; a companion template makes it a second death of the same incident. */
export function draftCase(ctx: DraftContext, companion?: CompanionTemplate): CaseDraft {
  const { rng } = ctx;
  const manner = companion?.manner ?? rng.weighted(MANNER_TABLE);
  const cause = companion?.cause ?? rng.weighted(CAUSES_BY_MANNER[manner]);
  const { category } = cause;
  const drugCause =
    category !== 'drug'
      ? undefined
      : cause.drugs
        ? { text: cause.text, icd10: cause.icd10, drugs: cause.drugs }
        : buildDrugCause(rng, manner);
  const deathDay = companion?.deathDay ?? pickDeathDay(rng, ctx.window, manner, category);

  const unidentified = cause.oftenUnidentified ? rng.chance(0.5) : rng.chance(0.002);
  const sex: Sex =
    unidentified && rng.chance(0.4)
      ? 'Unknown'
      : pickSex(rng, cause.maleShare ?? MALE_SHARE_BY_MANNER[manner]);
  const birthDay = deathDay - pickAgeInDays(rng, cause.age);
  const ageYears = completedYears(birthDay, deathDay);
  const exactAgeYears = (deathDay - birthDay) / DAYS_PER_YEAR;
  const race: Race = unidentified && rng.chance(0.5) ? 'Unknown' : pickRace(rng, manner);
  const name = unidentified ? unidentifiedName(sex) : pickName(rng, sex, race);

  const homelessShare = category === 'drug' || category === 'exposure' ? 0.08 : 0.015;
  const residence: Location | 'Homeless' =
    ageYears >= 16 && rng.chance(homelessShare)
      ? 'Homeless'
      : { street: streetLine(rng, true), place: rng.weighted(ctx.places.weightedZips) };

  const injury = isInjury(category);
  const baseSetting = companion?.setting ?? pickSetting(ctx, manner, category, residence);
  const hospitalised = baseSetting.scene === 'Hospital' || (injury && diedInHospital(rng, manner, category));
  const setting =
    injury && !companion ? withInjuryTime(rng, baseSetting, deathDay, category, hospitalised) : baseSetting;
  const deathLocation =
    hospitalised && baseSetting.scene !== 'Hospital' ? hospitalLocation(ctx) : setting.location;

  const status = manner === 'Natural' && ageYears >= 18 && rng.chance(0.16) ? 'Declined' : 'Accepted';
  const examType = status === 'Accepted' ? pickExamType(rng, manner, category, ageYears) : undefined;
  const toxicology = pickToxicology(rng, manner, category, drugCause?.drugs ?? [], examType, ageYears);
  const examination = examType
    ? examine(rng, ctx.pathologists, ctx.today, examType, deathDay, toxicology.length > 0)
    : undefined;

  const body = pickBodySize(rng, sex, exactAgeYears, category);
  const organs =
    examType === 'Autopsy'
      ? pickOrganWeights(rng, { sex, ageYears: exactAgeYears, weightLb: body.weightLb, category })
      : {};
  const causeText = drugCause?.text ?? cause.text;
  const diagnoses =
    examType === 'Autopsy' ? autopsyDiagnoses(rng, causeText, category, organs, ageYears) : [];

  const policeAgency =
    injury || rng.chance(0.7) ? policeAgencyFor(rng, setting.location.place, ctx.places) : '';
  const twoDigitYear = String(civilFromDay(deathDay).year).slice(2);
  const organDonor = injury && ageYears >= 1 && ageYears <= 65 && rng.chance(0.06);

  return {
    manner,
    cause,
    causeText,
    icd10: drugCause?.icd10 ?? cause.icd10,
    drugs: drugCause?.drugs ?? [],
    unidentified,
    name,
    sex,
    race,
    birthDay,
    deathDay,
    ageYears,
    exactAgeYears,
    residence,
    setting,
    deathLocation,
    contributingFactors: contributingFactors(rng, category),
    meansOfDeath: meansOfDeath(category),
    weaponType: weaponType(rng, manner, category),
    incident: incidentNarrative(rng, manner, category),
    status,
    ...(examination ? { examination } : {}),
    identifiedMethod: identifiedMethod(rng, unidentified),
    deputyCoroner: pickDeputyCoroner(rng),
    policeAgency,
    lawEnforcementCaseId: policeAgency
      ? `${agencyInitials(policeAgency)}-${twoDigitYear}-${rng.digits(6)}`
      : '',
    agencyCaseNumber: rng.chance(0.55) ? `${twoDigitYear}-${rng.digits(6)}` : '',
    ...(manner === 'Homicide' && rng.chance(0.4)
      ? { prosecution: prosecute(rng, deathDay, ctx.window) }
      : {}),
    body,
    organs,
    organDonor,
    eyeDonor: organDonor || (ageYears >= 2 && ageYears <= 75 && rng.chance(0.04)),
    onTheJob:
      injury &&
      ageYears >= 16 &&
      ageYears <= 70 &&
      rng.chance(category === 'vehicle' || category === 'fall' ? 0.08 : 0.01),
    toxicology,
    diagnoses,
  };
}
