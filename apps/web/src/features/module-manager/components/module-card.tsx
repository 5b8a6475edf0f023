import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { OWNING_STATUSES } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_CARD_COPY, MODULE_MANAGER_TEXT } from '@hde/contracts/text';
import { ModuleCardActions } from './module-card-actions';
import type { ModuleCardHandlers } from './module-card-handlers';
import { ModuleCardMenu } from './module-card-menu';
import { ModuleStatusChip } from './module-status-chip';

export interface ModuleCardProps {
  module: UserModule;
  handlers: ModuleCardHandlers;
  starting: boolean;
}

/** One module: title, chips, what it does, the trial price and what the user can do now. */
export function ModuleCard({ module, handlers, starting }: ModuleCardProps) {
  const titleId = useId();
  const copy = MODULE_CARD_COPY[module.moduleId];
  const cancellable = !module.inDevelopment && OWNING_STATUSES.includes(module.status);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 3, gap: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
            {module.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <ModuleStatusChip module={module} />
            {module.beta && (
              <Chip size="small" variant="outlined" color="secondary" label={MODULE_MANAGER_TEXT.betaChip} />
            )}
          </Stack>
        </Box>
        {cancellable && (
          <ModuleCardMenu moduleName={module.name} onCancel={() => handlers.onCancel(module)} />
        )}
      </Stack>

      {copy && (
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {copy.details}
          </Typography>
          <List dense disablePadding sx={{ mt: 1 }}>
            {copy.bullets.map((bullet) => (
              <ListItem key={bullet} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon
                  sx={{
                    minWidth: 30,
                    mt: 0.75,
                    color: module.inDevelopment ? 'text.secondary' : 'success.main',
                  }}
                >
                  <CheckCircleOutline sx={{ fontSize: 18 }} />
                </ListItemIcon>
                <ListItemText primary={bullet} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItem>
            ))}
          </List>
        </Box>
      )}

      {!module.inDevelopment && (
        <>
          <Divider />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
            <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
              {MODULE_MANAGER_TEXT.price}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {MODULE_MANAGER_TEXT.trialPeriod}
            </Typography>
          </Stack>
        </>
      )}

      <ModuleCardActions module={module} handlers={handlers} starting={starting} />
    </Card>
  );
}
