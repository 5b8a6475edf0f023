import { useId } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { GOAL_OPTIONS, type GoalCode } from '@hde/contracts';
import { ONBOARDING_PAGE_TEXT, ONBOARDING_TEXT } from '@hde/contracts/text';

export interface GoalsFieldProps {
  value: readonly GoalCode[];
  error?: string;
  onToggle(code: GoalCode): void;
  /** Id of the first checkbox, focused when the field has an error. */
  firstInputId: string;
}

/** "What are your goals?": one checkbox per goal option; at least one is required. */
export function GoalsField({ value, error, onToggle, firstInputId }: GoalsFieldProps) {
  const helpId = useId();
  const errorId = useId();
  return (
    <FormControl
      component="fieldset"
      error={Boolean(error)}
      aria-describedby={error ? `${errorId} ${helpId}` : helpId}
      sx={{ width: '100%' }}
    >
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {ONBOARDING_TEXT.goals}
      </FormLabel>
      <FormHelperText id={helpId} error={false} sx={{ mx: 0, mb: 1 }}>
        {ONBOARDING_PAGE_TEXT.goalsHelp}
      </FormHelperText>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 2,
        }}
      >
        {GOAL_OPTIONS.map((option, index) => (
          <FormControlLabel
            key={option.code}
            label={option.label}
            control={
              <Checkbox
                checked={value.includes(option.code)}
                onChange={() => onToggle(option.code)}
                id={index === 0 ? firstInputId : undefined}
              />
            }
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={errorId} sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </FormControl>
  );
}
