import { useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { IMPORT_WELCOME_TEXT } from '@hde/contracts/text';
import { useCreateSandbox, useWorkspaceHasData } from '../api/use-sandbox';
import { SandboxConfirmDialog } from './sandbox-confirm-dialog';

export interface SandboxButtonProps {
  workspaceId: string;
  onSandboxStarted(fileImportId: string): void;
}

/**
 * Import Sandbox Demo Data: after the confirmation, starts the sandbox import. Unavailable while the data
 * check runs and once the workspace holds cases or files.
 */
export function SandboxButton({ workspaceId, onSandboxStarted }: SandboxButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const hasData = useWorkspaceHasData(workspaceId);
  const sandbox = useCreateSandbox(workspaceId);
  const unavailable = hasData.isPending || hasData.data === true;

  const create = () =>
    sandbox.mutate(undefined, {
      onSuccess: ({ fileImportId }) => onSandboxStarted(fileImportId),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Tooltip describeChild title={hasData.data === true ? IMPORT_WELCOME_TEXT.sandboxUnavailable : ''}>
        {/* The span keeps the tooltip working on the disabled button. */}
        <span>
          <Button
            variant="outlined"
            startIcon={<ScienceOutlined />}
            disabled={unavailable}
            onClick={() => setConfirming(true)}
          >
            {IMPORT_WELCOME_TEXT.sandbox}
          </Button>
        </span>
      </Tooltip>
      <SandboxConfirmDialog
        open={confirming}
        pending={sandbox.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={create}
      />
    </>
  );
}
