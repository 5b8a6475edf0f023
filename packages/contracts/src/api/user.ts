import { z } from 'zod';
import { GOAL_OPTIONS } from '../enums.js';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../messages.js';
import { isValidPhoneNumber } from '../phone.js';

export const GOAL_CODES = GOAL_OPTIONS.map((g) => g.code) as [string, ...string[]];
const goalCode = z.enum(GOAL_CODES);

export const userConfigurationSchema = z.object({
  beta: z.boolean(),
  expirationDate: z.string().nullable(),
  isFirstTime: z.boolean(),
  goals: z.array(goalCode),
  defaultWorkspace: z.string().nullable(),
});
export type UserConfiguration = z.infer<typeof userConfigurationSchema>;

export const userSchema = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  role: z.string(),
  goals: z.array(goalCode),
  /** Path of the picture (`/v2/app/user/pic?v=...`) or null when none was uploaded. */
  picture: z.string().nullable(),
  userConfiguration: userConfigurationSchema,
});
export type User = z.infer<typeof userSchema>;

const TEXT_MAX = 120;
const optionalText = z.string().trim().max(TEXT_MAX);
const requiredText = (message: string) => z.string().trim().min(1, message).max(TEXT_MAX);
const phone = z.string().refine(isValidPhoneNumber, ERROR_MESSAGES.invalidPhone);

/** PUT user/ (Account page, My Details). */
export const profileUpdateSchema = z.strictObject({
  firstName: optionalText,
  lastName: optionalText,
  phoneNumber: phone,
  company: optionalText,
  jobTitle: optionalText,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** PUT user/config/ (onboarding): the profile fields plus goals and isFirstTime. */
export const userConfigUpdateSchema = z.strictObject({
  firstName: requiredText(VALIDATION_MESSAGES.firstNameRequired),
  lastName: requiredText(VALIDATION_MESSAGES.lastNameRequired),
  company: requiredText(VALIDATION_MESSAGES.companyRequired),
  jobTitle: requiredText(VALIDATION_MESSAGES.jobTitleRequired),
  phoneNumber: phone.default(''),
  goals: z.array(goalCode).min(1, VALIDATION_MESSAGES.goalsRequired),
  isFirstTime: z.boolean(),
});
export type UserConfigUpdate = z.infer<typeof userConfigUpdateSchema>;

/** POST user/pic: multipart field `image`. */
export const PICTURE_FIELD = 'image';
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
