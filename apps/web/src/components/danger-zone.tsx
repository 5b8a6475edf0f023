import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';

export interface DangerZoneProps {
  title: string;
  /** The heading, for where the card sits in the page's outline. */
  headingVariant: 'h2' | 'h3';
  text: string;
  buttonLabel: string;
  /** The deletion is under way: the button shows it. */
  pending: boolean;
  onDelete(): void;
}

/** A card outlined in red with a notice and a delete button; the caller confirms and deletes. */
export function DangerZone({ title, headingVariant, text, buttonLabel, pending, onDelete }: DangerZoneProps) {
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
          <Typography id={titleId} variant={headingVariant} color="error" sx={{ mb: 1 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlineOutlined />}
          loading={pending}
          loadingPosition="start"
          onClick={onDelete}
        >
          {buttonLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
