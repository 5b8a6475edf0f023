import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { MODULE_CATALOGUE } from '@hde/contracts';
import { MODULE_MANAGER_TEXT, ONBOARDING_PAGE_TEXT, ONBOARDING_TEXT } from '@hde/contracts/text';

const MDI_NAME = MODULE_CATALOGUE.find((module) => module.id === 'mdi')?.name ?? 'MDI';

/** The MDI module with its free trial; Select / Deselect toggles it for Get Started. */
export function MdiModuleCard({ selected, onToggle }: { selected: boolean; onToggle(): void }) {
  return (
    <Card
      component="section"
      aria-labelledby="onboarding-mdi-title"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        transition: 'border-color 150ms',
      }}
    >
      <CardContent sx={{ flexGrow: 1, p: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Chip label={ONBOARDING_TEXT.freeTrialAvailable} color="success" size="small" variant="outlined" />
          {selected && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main' }}>
              <CheckCircle fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ONBOARDING_PAGE_TEXT.selected}
              </Typography>
            </Box>
          )}
        </Box>
        <Typography id="onboarding-mdi-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          {MDI_NAME}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {ONBOARDING_PAGE_TEXT.mdiBody}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {MODULE_MANAGER_TEXT.price}{' '}
          <Typography component="span" color="text.secondary">
            · {MODULE_MANAGER_TEXT.trialPeriod}
          </Typography>
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 3 }}>
        <Button
          variant={selected ? 'outlined' : 'contained'}
          aria-pressed={selected}
          onClick={onToggle}
          fullWidth
        >
          {selected ? ONBOARDING_TEXT.deselect : ONBOARDING_TEXT.select}
        </Button>
      </CardActions>
    </Card>
  );
}
