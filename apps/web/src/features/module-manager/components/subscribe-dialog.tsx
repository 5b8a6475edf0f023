import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_MANAGER_PAGE_TEXT, MODULE_SHORT_NAMES } from '@hde/contracts/text';
import { useClientConfig } from '../../../lib/client-config/client-config-context';

const text = MODULE_MANAGER_PAGE_TEXT;

export interface SubscribeDialogProps {
  open: boolean;
  module: UserModule;
  onClose(): void;
  /** Opens the Upgrade to a Paid Plan form. */
  onUpgrade(): void;
}

/** "Subscribe to MDI": what a paid plan brings, with the booking page and the upgrade form as next steps. */
export function SubscribeDialog({ open, module, onClose, onUpgrade }: SubscribeDialogProps) {
  const titleId = useId();
  const { bookingUrl } = useClientConfig();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {text.subscribeTitleFor(MODULE_SHORT_NAMES[module.moduleId] ?? module.name)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{text.subscribeBody}</DialogContentText>
        <List dense>
          {text.subscribeBullets.map((bullet) => (
            <ListItem key={bullet} disableGutters>
              <ListItemIcon sx={{ minWidth: 32, color: 'success.main' }}>
                <CheckCircleOutline fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={bullet} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} color="inherit" sx={{ mr: 'auto' }}>
          {text.subscribeClose}
        </Button>
        <Button
          href={bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<OpenInNew aria-hidden />}
          aria-label={`${text.subscribeBookCall} ${text.opensInNewTab}`}
        >
          {text.subscribeBookCall}
        </Button>
        <Button onClick={onUpgrade} variant="contained">
          {text.subscribeUpgrade}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
