import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import type { Workspace } from '@hde/contracts/api';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';
import { EmbedPublicDashboardDialog } from '../../../components/embed-public-dashboard-dialog';
import { PublicToggleDialog } from './public-toggle-dialog';

const TEXT = WORKSPACE_SETTINGS_TEXT.publicCard;

export interface PublicWorkspaceCardProps {
  workspace: Workspace;
  pending: boolean;
  /** Resolves once the change is stored, or rejects when it failed. */
  onChange(enable: boolean): Promise<void>;
}

/** Public Workspace: the public-dashboard switch with its confirmations, and the embed code. */
export function PublicWorkspaceCard({ workspace, pending, onChange }: PublicWorkspaceCardProps) {
  const titleId = useId();
  const [asking, setAsking] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const enable = !workspace.public;

  const confirm = () => {
    onChange(enable).then(
      () => setAsking(false),
      () => setAsking(false),
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
          {TEXT.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
          {TEXT.body}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <FormControlLabel
              control={
                <Switch checked={workspace.public} disabled={pending} onChange={() => setAsking(true)} />
              }
              label={TEXT.switchLabel}
            />
            <Typography
              component="span"
              variant="body2"
              sx={{ fontWeight: 600, color: workspace.public ? 'success.main' : 'text.secondary' }}
            >
              {workspace.public ? TEXT.enabled : TEXT.disabled}
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<CodeOutlined />}
            disabled={!workspace.public}
            onClick={() => setEmbedOpen(true)}
          >
            {TEXT.embed}
          </Button>
        </Box>
      </CardContent>
      <PublicToggleDialog
        enable={enable}
        open={asking}
        pending={pending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
      <EmbedPublicDashboardDialog
        open={embedOpen}
        workspace={workspace}
        onClose={() => setEmbedOpen(false)}
      />
    </Card>
  );
}
