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
 * "Pending" is a status, not a manner: it is not one of the spec's five values, and counting it as
 * UNDETERMINED would inflate that category. Such rows import with an empty manner and a warning.
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
};

export const MANNER_PENDING_VALUES = ['pending', 'pending investigation', 'pending further studies'] as const;

export const CASE_STATUSES = ['Accepted', 'Declined'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export const CASE_STATUS_ALIASES: Readonly<Record<string, CaseStatus>> = {
  accept: 'Accepted',
  accepted: 'Accepted',
  decline: 'Declined',
  declined: 'Declined',
};
