import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ModuleStatus } from '@hde/contracts';
import type { UserModule } from '@hde/contracts/api';
import { MODULE_MANAGER_TEXT, MODULE_STATUS_CHIPS } from '@hde/contracts/text';

const COLORS: Record<ModuleStatus, ChipProps['color']> = {
  ACTIVE_SUBSCRIPTION: 'success',
  TRIAL_ACTIVE_SUBSCRIPTION: 'info',
  SHARED_SUBSCRIPTION: 'secondary',
  TRIAL_SUBSCRIPTION: 'info',
  TRIAL_AVAILABLE: 'primary',
  EXPIRED_SUBSCRIPTION: 'warning',
  TRIAL_ENDED_SUBSCRIPTION: 'warning',
};

/** The card's status chip; in-development modules say so instead. */
export function ModuleStatusChip({ module }: { module: UserModule }) {
  if (module.inDevelopment) {
    return <Chip size="small" variant="outlined" label={MODULE_MANAGER_TEXT.inDevelopmentChip} />;
  }
  return <Chip size="small" color={COLORS[module.card]} label={MODULE_STATUS_CHIPS[module.card]} />;
}
