import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { UserModule } from '@hde/contracts/api';
import { ERROR_MESSAGES, MODULE_MANAGER_PAGE_TEXT, SHELL_TEXT } from '@hde/contracts/text';
import { useNotify } from '../../../components/snackbar/notify-context';
import { useModulesQuery } from '../../../lib/modules/modules-query';
import { useSupport } from '../../support';
import { useStartTrial } from '../api/use-start-trial';
import { CancelSubscriptionDialog } from '../components/cancel-subscription-dialog';
import type { ModuleCardHandlers } from '../components/module-card-handlers';
import { ModuleManagerBanner } from '../components/module-manager-banner';
import { ModuleTabPanels } from '../components/module-tab-panels';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { UpgradeDialog } from '../components/upgrade-dialog';

interface DialogState {
  kind: 'cancel' | 'upgrade' | 'subscribe';
  module: UserModule;
  open: boolean;
  /** New per opening, so a form starts afresh. */
  key: number;
}

/** /module-manager: trials, subscriptions and what is coming next. */
export function ModuleManagerPage() {
  const modulesQuery = useModulesQuery();
  const notify = useNotify();
  const { openSupport } = useSupport();
  const startTrial = useStartTrial();
  const [dialog, setDialog] = useState<DialogState | null>(null);

  useEffect(() => {
    if (modulesQuery.isError) notify({ severity: 'error', message: ERROR_MESSAGES.modules });
  }, [modulesQuery.isError, notify]);

  const show = (kind: DialogState['kind'], module: UserModule) =>
    setDialog((current) => ({ kind, module, open: true, key: (current?.key ?? 0) + 1 }));
  const handlers: ModuleCardHandlers = {
    onStartTrial: (module) => startTrial.mutate(module),
    onSubscribe: (module) => show('upgrade', module),
    onSubscribeInfo: (module) => show('subscribe', module),
    onCancel: (module) => show('cancel', module),
    onContact: (module, topic) => openSupport({ topic, moduleId: module.moduleId }),
  };

  const close = () => setDialog((current) => current && { ...current, open: false });

  return (
    <Stack spacing={3} sx={{ maxWidth: 1280 }}>
      <ModuleManagerBanner />
      {modulesQuery.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label={MODULE_MANAGER_PAGE_TEXT.loadingModules} />
        </Box>
      )}
      {modulesQuery.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void modulesQuery.refetch()}>
              {SHELL_TEXT.tryAgain}
            </Button>
          }
        >
          {ERROR_MESSAGES.modules}
        </Alert>
      )}
      {modulesQuery.data && (
        <ModuleTabPanels
          modules={modulesQuery.data}
          handlers={handlers}
          startingModuleId={startTrial.isPending ? (startTrial.variables?.moduleId ?? null) : null}
        />
      )}

      {dialog?.kind === 'cancel' && (
        <CancelSubscriptionDialog
          key={dialog.key}
          open={dialog.open}
          module={dialog.module}
          onKeep={close}
          onContact={() => {
            close();
            openSupport({ topic: 'cancel', moduleId: dialog.module.moduleId });
          }}
        />
      )}
      {dialog?.kind === 'subscribe' && (
        <SubscribeDialog
          key={dialog.key}
          open={dialog.open}
          module={dialog.module}
          onClose={close}
          onUpgrade={() => setDialog({ ...dialog, kind: 'upgrade', key: dialog.key + 1 })}
        />
      )}
      {dialog?.kind === 'upgrade' && (
        <UpgradeDialog
          key={dialog.key}
          open={dialog.open}
          moduleId={dialog.module.moduleId}
          onClose={close}
        />
      )}
    </Stack>
  );
}
