import { useId, type FormEvent, type ReactNode, type Ref } from 'react';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DASHBOARD_TEXT } from '@hde/contracts/text';

export interface EditCardProps {
  title: string;
  /** Accessible name of the edit toggle. */
  editLabel: string;
  editing: boolean;
  canSave: boolean;
  saving: boolean;
  editButtonRef: Ref<HTMLButtonElement>;
  onEdit(): void;
  onCancel(): void;
  onSave(): void;
  /** The read-only values, or the form while editing. */
  children: ReactNode;
}

/** A card of Edit Dashboard with its own edit toggle: read-only, then a form with Save and Cancel. */
export function EditCard({
  title,
  editLabel,
  editing,
  canSave,
  saving,
  editButtonRef,
  onEdit,
  onCancel,
  onSave,
  children,
}: EditCardProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave && !saving) onSave();
  };
  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
      <Typography id={titleId} variant="h3">
        {title}
      </Typography>
      {editing ? (
        <Stack direction="row" spacing={0.5}>
          <Tooltip title={DASHBOARD_TEXT.save}>
            <span>
              <IconButton
                type="submit"
                color="primary"
                aria-label={DASHBOARD_TEXT.save}
                disabled={!canSave}
                loading={saving}
              >
                <SaveOutlined />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={DASHBOARD_TEXT.cancel}>
            <span>
              <IconButton aria-label={DASHBOARD_TEXT.cancel} disabled={saving} onClick={onCancel}>
                <CloseOutlined />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ) : (
        <Tooltip title={editLabel}>
          <IconButton ref={editButtonRef} aria-label={editLabel} onClick={onEdit}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: 3 }}>
        {editing ? (
          <Box component="form" noValidate onSubmit={submit}>
            {header}
            {children}
          </Box>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A label and its value, read-only. */
export function ShownValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}
