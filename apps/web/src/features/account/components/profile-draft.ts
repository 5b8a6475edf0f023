import { formatPhoneNumber } from '@hde/contracts';
import type { ProfileUpdate, User } from '@hde/contracts/api';

export type ProfileField = keyof ProfileUpdate;

/** The editable My Details fields, in display order. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'firstName',
  'lastName',
  'phoneNumber',
  'company',
  'jobTitle',
];

/** The values the edit form starts from (missing values become empty fields). */
export function profileDraftFrom(user: User): ProfileUpdate {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: formatPhoneNumber(user.phoneNumber ?? ''),
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? '',
  };
}

/** First message of each field the API refused (400 fieldErrors). */
export function profileFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of PROFILE_FIELDS) {
    const message = fieldErrors?.[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
