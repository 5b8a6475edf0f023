import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_MANAGER_TEXT } from '@hde/contracts/text';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';
import { isWorkspaceModule } from '../../../lib/workspaces/workspace-module';
import type { ModuleCardHandlers } from './module-card-handlers';

const { buttons } = MODULE_MANAGER_TEXT;
const pageText = MODULE_MANAGER_PAGE_TEXT;

function ExploreDemoButton({ module }: { module: UserModule }) {
  const demo = module.config.demoWorkspace;
  if (!demo || !isWorkspaceModule(module.moduleId)) {
    return (
      <Button variant="outlined" disabled>
        {buttons.exploreDemo}
      </Button>
    );
  }
  return (
    <Button variant="outlined" component={RouterLink} to={`/${module.moduleId}/workspace/${demo}`}>
      {buttons.exploreDemo}
    </Button>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** The status line and second button of a card (spec part 1 §4), after Explore Demo. */
function statusActions({
  module,
  handlers,
  starting,
}: {
  module: UserModule;
  handlers: ModuleCardHandlers;
  starting: boolean;
}): { button: ReactNode; note: ReactNode } {
  const from = formatCalendarDate(module.times.startDate ?? module.subscription?.createdAt);
  const to = formatCalendarDate(module.times.endDate ?? module.subscription?.expiryDate);
  const subscribe = (
    <Button variant="contained" onClick={() => handlers.onSubscribe(module)}>
      {buttons.subscribe}
    </Button>
  );

  switch (module.status) {
    case 'ACTIVE_SUBSCRIPTION':
      return { button: null, note: from && to ? <Note>{pageText.subscriptionPeriod(from, to)}</Note> : null };
    case 'TRIAL_ACTIVE_SUBSCRIPTION':
      return { button: subscribe, note: to ? <Note>{pageText.trialEnds(to)}</Note> : null };
    case 'SHARED_SUBSCRIPTION':
      return {
        button: null,
        note: (
          <Note>
            {MODULE_MANAGER_TEXT.sharedNote}{' '}
            <Link component="button" variant="body2" onClick={() => handlers.onSubscribeInfo(module)}>
              {pageText.sharedSubscribeLink}
            </Link>
          </Note>
        ),
      };
    case 'TRIAL_SUBSCRIPTION':
      return { button: null, note: from ? <Note>{pageText.trialStarts(from)}</Note> : null };
    case 'TRIAL_AVAILABLE':
      return {
        button: (
          <Button variant="contained" loading={starting} onClick={() => handlers.onStartTrial(module)}>
            {buttons.startFreeTrial}
          </Button>
        ),
        note: null,
      };
    case 'EXPIRED_SUBSCRIPTION':
      return { button: subscribe, note: null };
    case 'TRIAL_ENDED_SUBSCRIPTION':
      return {
        button: subscribe,
        note: (
          <Note>
            {pageText.contactUsBefore}{' '}
            <Link component="button" variant="body2" onClick={() => handlers.onContact(module, 'contact')}>
              {buttons.contactUs}
            </Link>
            .
          </Note>
        ),
      };
  }
}

export interface ModuleCardActionsProps {
  module: UserModule;
  handlers: ModuleCardHandlers;
  /** The trial of this module is starting. */
  starting: boolean;
}

export function ModuleCardActions({ module, handlers, starting }: ModuleCardActionsProps) {
  if (module.inDevelopment) {
    return (
      <Box>
        <Button variant="contained" onClick={() => handlers.onContact(module, 'interested')}>
          {buttons.interested}
        </Button>
      </Box>
    );
  }
  const { button, note } = statusActions({ module, handlers, starting });
  return (
    <Stack spacing={1.5}>
      {note}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ExploreDemoButton module={module} />
        {button}
      </Stack>
    </Stack>
  );
}
