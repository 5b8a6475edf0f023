import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import { WORKSPACE_SETTINGS_TEXT } from '@hde/contracts/text';

const TEXT = WORKSPACE_SETTINGS_TEXT.dangerZone;

/** Danger Zone: the Delete button; the page runs the checks and confirmations. */
export function DangerZoneCard({ busy, onDelete }: { busy: boolean; onDelete(): void }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ borderColor: 'error.main' }}>
      <CardContent
        sx={{
          p: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id={titleId} variant="h2" color="error" sx={{ mb: 1 }}>
            {TEXT.title}
          </Typography>
          <Typography color="text.secondary">{TEXT.body}</Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineOutlined />}
          loading={busy}
          loadingPosition="start"
          onClick={onDelete}
        >
          {TEXT.delete}
        </Button>
      </CardContent>
    </Card>
  );
}
