import { z } from 'zod';
import { GOAL_OPTIONS } from '../enums.js';

const goalCode = z.enum(GOAL_OPTIONS.map((g) => g.code) as [string, ...string[]]);

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
  picture: z.string().nullable(),
  userConfiguration: userConfigurationSchema,
});
export type User = z.infer<typeof userSchema>;
