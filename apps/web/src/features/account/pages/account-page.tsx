import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXT } from '@hde/contracts/text';
import { useCurrentUser } from '../../../lib/auth/current-user-query';
import { AccountSummary } from '../components/account-summary';
import { AppearanceModeCard } from '../components/appearance-mode-card';
import { MyDetailsCard } from '../components/my-details-card';

/**
 * /account: the My Account tab (picture, My Details, appearance mode).
 * Spec: opening the page clears the current workspace; no workspace state exists yet to clear.
 */
export function AccountPage() {
  const user = useCurrentUser();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">{ACCOUNT_TEXT.title}</Typography>
      <AccountSummary user={user} />
      <MyDetailsCard user={user} />
      <AppearanceModeCard />
    </Stack>
  );
}
