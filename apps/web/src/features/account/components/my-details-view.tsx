import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@hde/contracts/api';
import { ACCOUNT_TEXT } from '@hde/contracts/text';
import { displayPhone, displayValue } from './display-value';

/** My Details read-only: a description list. */
export function MyDetailsView({ user }: { user: User }) {
  const rows = [
    { label: ACCOUNT_TEXT.firstName, value: displayValue(user.firstName) },
    { label: ACCOUNT_TEXT.lastName, value: displayValue(user.lastName) },
    { label: ACCOUNT_TEXT.phoneNumber, value: displayPhone(user.phoneNumber) },
    { label: ACCOUNT_TEXT.organization, value: displayValue(user.company) },
    { label: ACCOUNT_TEXT.jobTitle, value: displayValue(user.jobTitle) },
    { label: ACCOUNT_TEXT.accountId, value: user.userId },
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 4,
        rowGap: 2.5,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
