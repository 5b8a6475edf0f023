import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MODULE_CATALOGUE } from '@hde/contracts';
import { MODULE_MANAGER_TEXT, ONBOARDING_PAGE_TEXT, ONBOARDING_TEXT } from '@hde/contracts/text';

const UPCOMING = MODULE_CATALOGUE.filter((module) => module.inDevelopment);

/** Modules in development, with an "Interested?" action. */
export function StayTunedCard({ onInterested }: { onInterested(): void }) {
  return (
    <Card
      component="section"
      aria-labelledby="onboarding-stay-tuned-title"
      sx={{ display: 'flex', flexDirection: 'column', borderWidth: 2, borderStyle: 'dashed' }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Chip label={MODULE_MANAGER_TEXT.inDevelopmentChip} size="small" variant="outlined" sx={{ mb: 2 }} />
        <Typography id="onboarding-stay-tuned-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          {ONBOARDING_TEXT.stayTuned}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {ONBOARDING_PAGE_TEXT.stayTunedBody}
        </Typography>
        <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
          {UPCOMING.map((module) => (
            <li key={module.id}>{module.name}</li>
          ))}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" onClick={onInterested} fullWidth>
          {ONBOARDING_TEXT.interested}
        </Button>
      </CardActions>
    </Card>
  );
}
