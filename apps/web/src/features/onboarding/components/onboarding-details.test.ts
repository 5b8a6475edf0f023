import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@hde/contracts/text';
import { makeUser } from '../../../test/fixtures';
import { detailsFrom, validateDetails, type OnboardingDetails } from './onboarding-details';

const valid: OnboardingDetails = {
  firstName: 'Jane',
  lastName: 'Doe',
  company: 'Jefferson County Coroner',
  jobTitle: 'Chief Investigator',
  phoneNumber: '',
  goals: ['reason_01'],
};

describe('validateDetails', () => {
  it('accepts complete details with or without a phone number', () => {
    expect(validateDetails(valid)).toEqual({});
    expect(validateDetails({ ...valid, phoneNumber: '205-555-0134' })).toEqual({});
  });

  it('gives the spec message of every missing field', () => {
    expect(
      validateDetails({
        firstName: ' ',
        lastName: '',
        company: '',
        jobTitle: '',
        phoneNumber: '',
        goals: [],
      }),
    ).toEqual({
      firstName: VALIDATION_MESSAGES.firstNameRequired,
      lastName: VALIDATION_MESSAGES.lastNameRequired,
      company: VALIDATION_MESSAGES.companyRequired,
      jobTitle: VALIDATION_MESSAGES.jobTitleRequired,
      goals: VALIDATION_MESSAGES.goalsRequired,
    });
  });

  it('refuses a partly typed phone number', () => {
    expect(validateDetails({ ...valid, phoneNumber: '205-555' })).toEqual({
      phoneNumber: ERROR_MESSAGES.invalidPhone,
    });
  });
});

describe('detailsFrom', () => {
  it('starts from the stored values, formatting the phone number', () => {
    const user = makeUser({ phoneNumber: '2055550134', company: null, goals: ['reason_02'] });
    expect(detailsFrom(user)).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      company: '',
      jobTitle: 'Chief Investigator',
      phoneNumber: '205-555-0134',
      goals: ['reason_02'],
    });
  });
});
