import { isValidPhoneNumber } from '@hde/contracts';
import { upgradeRequestSchema, type User } from '@hde/contracts/api';
import { ERROR_MESSAGES, MODULE_MANAGER_PAGE_TEXT, VALIDATION_MESSAGES } from '@hde/contracts/text';

export interface UpgradeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  organization: string;
  comment: string;
}

export type UpgradeFormErrors = Partial<Record<keyof UpgradeFormValues, string>>;

/** Starts from what the profile already knows. */
export function initialUpgradeValues(user: User): UpgradeFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.userId,
    phoneNumber: user.phoneNumber ?? '',
    organization: user.company ?? '',
    comment: '',
  };
}

/** Required: first name, last name, email, phone number (spec part 1 §5); organization and comment optional. */
export function validateUpgradeForm(values: UpgradeFormValues): UpgradeFormErrors {
  const errors: UpgradeFormErrors = {};
  const { upgradeErrors } = MODULE_MANAGER_PAGE_TEXT;
  if (!values.firstName.trim()) errors.firstName = VALIDATION_MESSAGES.firstNameRequired;
  if (!values.lastName.trim()) errors.lastName = VALIDATION_MESSAGES.lastNameRequired;
  if (!values.email.trim()) errors.email = upgradeErrors.email;
  else if (!upgradeRequestSchema.shape.email.safeParse(values.email.trim()).success) {
    errors.email = ERROR_MESSAGES.invalidEmail;
  }
  if (!values.phoneNumber) errors.phoneNumber = upgradeErrors.phoneNumber;
  else if (!isValidPhoneNumber(values.phoneNumber)) errors.phoneNumber = ERROR_MESSAGES.invalidPhone;
  return errors;
}
