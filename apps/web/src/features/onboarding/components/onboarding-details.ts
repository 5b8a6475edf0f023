import { formatPhoneNumber, type GoalCode } from '@hde/contracts';
import { userConfigUpdateSchema, type User, type UserConfigUpdate } from '@hde/contracts/api';

/** Step 1 values: what PUT user/config/ takes, minus isFirstTime. */
export type OnboardingDetails = Omit<UserConfigUpdate, 'isFirstTime' | 'goals'> & { goals: GoalCode[] };
export type DetailsField = keyof OnboardingDetails;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

/** Field order on the page; the first field with an error gets the focus. */
export const DETAILS_FIELDS: readonly DetailsField[] = [
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'phoneNumber',
  'goals',
];

/** Starts from what the user record already holds (e.g. the name given at sign-up). */
export function detailsFrom(user: User): OnboardingDetails {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: user.company ?? '',
    jobTitle: user.jobTitle ?? '',
    phoneNumber: formatPhoneNumber(user.phoneNumber ?? ''),
    goals: [
      ...(user.userConfiguration.goals.length ? user.userConfiguration.goals : user.goals),
    ] as GoalCode[],
  };
}

/** The first message per field, using the contract's rules and texts (spec §5); empty when valid. */
export function validateDetails(details: OnboardingDetails): DetailsErrors {
  const result = userConfigUpdateSchema.safeParse({ ...details, isFirstTime: false });
  const errors: DetailsErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as DetailsField;
    if (DETAILS_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
