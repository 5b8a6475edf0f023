import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import {
  ERROR_MESSAGES,
  INVITATION_PAGE_TEXT as text,
  PENDING_INVITATIONS_TEXT,
  SHELL_TEXT,
} from '@hde/contracts/text';
import { usePendingInvitation } from '../api/pending-invitations-query';
import { InvitationDetails } from '../components/invitation-details';
import { useInvitationResponses } from '../use-invitation-responses';

/** /invitations/{inviteId}: the e-mailed link; offers the popover's Accept and Reject for one invitation. */
export function InvitationPage() {
  const { inviteId = '' } = useParams();
  const navigate = useNavigate();
  const query = usePendingInvitation(inviteId);
  const responses = useInvitationResponses();

  let content;
  if (query.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={text.loading} />
      </Box>
    );
  } else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {SHELL_TEXT.tryAgain}
          </Button>
        }
      >
        {ERROR_MESSAGES.pendingInvitations}
      </Alert>
    );
  } else if (!query.data) {
    content = (
      <Stack spacing={2} alignItems="flex-start">
        <Typography variant="h2" component="p">
          {text.notFoundTitle}
        </Typography>
        <Typography color="text.secondary">{text.notFoundBody}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {text.goToApp}
        </Button>
      </Stack>
    );
  } else {
    const invite = query.data;
    content = (
      <Stack spacing={3}>
        <Typography color="text.secondary">{text.intro}</Typography>
        <InvitationDetails invite={invite} />
        <Stack direction="row" spacing={1.5} justifyContent="flex-end">
          <Button
            color="inherit"
            variant="outlined"
            disabled={responses.isPending}
            onClick={async () => {
              if (await responses.reject(invite)) await navigate('/', { replace: true });
            }}
          >
            {PENDING_INVITATIONS_TEXT.reject}
          </Button>
          <Button
            variant="contained"
            disabled={responses.isPending}
            onClick={() => void responses.accept(invite)}
          >
            {PENDING_INVITATIONS_TEXT.accept}
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Box sx={{ maxWidth: 600, mx: 'auto', pt: { xs: 0, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 4 } }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ mb: 3 }}>
          <MailOutline color="primary" aria-hidden />
          <Typography variant="h1">{text.title}</Typography>
        </Stack>
        {content}
      </Paper>
    </Box>
  );
}
