import type { MannerOfDeath } from '../enums.js';

/** Values and real-world spellings of the catalogue's enum fields (spec §3, §9). */

export const SEX_CODES = ['M', 'F', 'U'] as const;
export type SexCode = (typeof SEX_CODES)[number];

export const SEX_ALIASES: Readonly<Record<string, SexCode>> = {
  male: 'M',
  man: 'M',
  female: 'F',
  woman: 'F',
  unknown: 'U',
  unk: 'U',
  undetermined: 'U',
  'not stated': 'U',
};

export const SEX_LABELS: Readonly<Record<SexCode, string>> = { M: 'Male', F: 'Female', U: 'Unknown' };

/**
 * "Pending" (the investigation is not closed) is its own value, never counted as UNDETERMINED, which it would
 * inflate, nor left empty, which would hide the case from manner counts and filters.
 * "Unknown" in a manner column is read as undetermined ("could not be determined").
 */
export const MANNER_ALIASES: Readonly<Record<string, MannerOfDeath>> = {
  natural: 'NATURAL',
  'natural causes': 'NATURAL',
  nat: 'NATURAL',
  accident: 'ACCIDENT',
  accidental: 'ACCIDENT',
  acc: 'ACCIDENT',
  suicide: 'SUICIDE',
  sui: 'SUICIDE',
  homicide: 'HOMICIDE',
  hom: 'HOMICIDE',
  undetermined: 'UNDETERMINED',
  undet: 'UNDETERMINED',
  und: 'UNDETERMINED',
  indeterminate: 'UNDETERMINED',
  'could not be determined': 'UNDETERMINED',
  'cannot be determined': 'UNDETERMINED',
  unknown: 'UNDETERMINED',
  pending: 'PENDING',
  pend: 'PENDING',
  'pending investigation': 'PENDING',
  'pending further studies': 'PENDING',
  'pending further investigation': 'PENDING',
  'pending studies': 'PENDING',
  'pending toxicology': 'PENDING',
};

/** Manner of death values as every screen shows them (spec §3: UNDETERMINED shown as indeterminate). */
export const MANNER_OF_DEATH_LABELS: Readonly<Record<MannerOfDeath, string>> = {
  NATURAL: 'Natural',
  SUICIDE: 'Suicide',
  HOMICIDE: 'Homicide',
  UNDETERMINED: 'Indeterminate',
  ACCIDENT: 'Accident',
  PENDING: 'Pending Investigation',
};

export const CASE_STATUSES = ['Accepted', 'Declined'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_ALIASES: Readonly<Record<string, CaseStatus>> = {
  accept: 'Accepted',
  accepted: 'Accepted',
  decline: 'Declined',
  declined: 'Declined',
};
