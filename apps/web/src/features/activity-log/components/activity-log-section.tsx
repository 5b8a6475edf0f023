import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { ActivityLog } from './activity-log';

/**
 * The expandable Activity Log of the Workspace Manager (spec part 2 §2.12), collapsed at first. Its content mounts
 * only once expanded, so nothing is asked of the server before.
 */
export function ActivityLogSection() {
  return (
    <Accordion
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Typography component="span" variant="h3">
          {ACTIVITY_LOG_TEXT.title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ minWidth: 0 }}>
        <ActivityLog />
      </AccordionDetails>
    </Accordion>
  );
}
