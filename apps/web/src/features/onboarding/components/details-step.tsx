import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { PRODUCT_NAME, type GoalCode } from '@hde/contracts';
import { ONBOARDING_TEXT } from '@hde/contracts/text';
import { PhoneField } from '../../../components/phone-field/phone-field';
import { GoalsField } from './goals-field';
import {
  DETAILS_FIELDS,
  validateDetails,
  type DetailsErrors,
  type DetailsField,
  type OnboardingDetails,
} from './onboarding-details';
import { StepHeading } from './step-heading';

type TextKey = Exclude<DetailsField, 'goals' | 'phoneNumber'>;

const TEXT_FIELDS: { field: TextKey; label: string; autoComplete: string }[] = [
  { field: 'firstName', label: ONBOARDING_TEXT.firstName, autoComplete: 'given-name' },
  { field: 'lastName', label: ONBOARDING_TEXT.lastName, autoComplete: 'family-name' },
  { field: 'company', label: ONBOARDING_TEXT.company, autoComplete: 'organization' },
  { field: 'jobTitle', label: ONBOARDING_TEXT.jobTitle, autoComplete: 'organization-title' },
];

export interface DetailsStepProps {
  details: OnboardingDetails;
  onChange(details: OnboardingDetails): void;
  onNext(): void;
  focusHeading: boolean;
}

/** Step 1: the user's details and goals; validated on Next, each error clears when its field is edited. */
export function DetailsStep({ details, onChange, onNext, focusHeading }: DetailsStepProps) {
  const [errors, setErrors] = useState<DetailsErrors>({});
  const baseId = useId();
  const fieldId = (field: DetailsField) => `${baseId}-${field}`;

  const edit = (patch: Partial<OnboardingDetails>, field: DetailsField) => {
    onChange({ ...details, ...patch });
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const toggleGoal = (code: GoalCode) =>
    edit(
      {
        goals: details.goals.includes(code)
          ? details.goals.filter((g) => g !== code)
          : [...details.goals, code],
      },
      'goals',
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDetails(details);
    setErrors(found);
    const first = DETAILS_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
    else onNext();
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepHeading
        step={1}
        chip={ONBOARDING_TEXT.step1Chip}
        title={ONBOARDING_TEXT.step1Title(PRODUCT_NAME)}
        body={ONBOARDING_TEXT.step1Body}
        focus={focusHeading}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          columnGap: 3,
          rowGap: 2.5,
          mb: 3,
        }}
      >
        {TEXT_FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            required
            value={details[field]}
            error={Boolean(errors[field])}
            helperText={errors[field]}
            id={fieldId(field)}
            onChange={(event) => edit({ [field]: event.target.value }, field)}
            slotProps={{ htmlInput: { autoComplete } }}
          />
        ))}
        <PhoneField
          label={ONBOARDING_TEXT.phone}
          value={details.phoneNumber}
          error={Boolean(errors.phoneNumber)}
          helperText={errors.phoneNumber}
          id={fieldId('phoneNumber')}
          onChange={(phoneNumber) => edit({ phoneNumber }, 'phoneNumber')}
        />
      </Box>
      <GoalsField
        value={details.goals}
        error={errors.goals}
        onToggle={toggleGoal}
        firstInputId={fieldId('goals')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 4 }}>
        <Button type="submit" variant="contained" size="large" endIcon={<ArrowForward />}>
          {ONBOARDING_TEXT.next}
        </Button>
      </Box>
    </Box>
  );
}
