import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { DangerZone } from '../../../components/danger-zone';

const TEXT = WORKSPACE_SETTINGS_TEXT.dangerZone;

/** Danger Zone: the Delete button; the page runs the checks and confirmations. */
export function DangerZoneCard({ busy, onDelete }: { busy: boolean; onDelete(): void }) {
  return (
    <DangerZone
      title={TEXT.title}
      headingVariant="h2"
      text={TEXT.body}
      buttonLabel={TEXT.delete}
      pending={busy}
      onDelete={onDelete}
    />
  );
}
