import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { fieldLabel } from '@hde/contracts/fields';
import { formatCalendarDate } from '../../../lib/dates/format-calendar-date';
import { DetailPanel } from './detail-panel';

const { timeline } = CASE_DETAIL_TEXT;

const eventsOf = (detail: CaseDetail) => [
  { key: 'death', label: fieldLabel('deathDate'), day: detail.dateOfDeath },
  { key: 'examDate', label: fieldLabel('examDate'), day: detail.examDate },
  {
    key: 'certificateDelivered',
    label: timeline.certificateDelivered,
    day: detail.deathCertificateToHealthDepartment,
  },
  { key: 'logSignout', label: timeline.logSignout, day: detail.transcriptionLogSignOut },
];

/** The case's milestones in order, each with its date or `-`; a milestone not reached has a hollow dot. */
export function CaseTimeline({ detail }: { detail: CaseDetail }) {
  return (
    <DetailPanel title={timeline.title}>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {eventsOf(detail).map((event, index, events) => {
          const date = formatCalendarDate(event.day);
          const last = index === events.length - 1;
          return (
            <Box
              component="li"
              key={event.key}
              sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5, minHeight: 56 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
                <Box
                  sx={{
                    mt: 0.5,
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: date ? 'primary.main' : 'text.disabled',
                    bgcolor: date ? 'primary.main' : 'transparent',
                  }}
                />
                {!last && <Box sx={{ flex: 1, width: 2, my: 0.5, bgcolor: 'divider' }} />}
              </Box>
              <Box sx={{ pb: last ? 0 : 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {event.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {date ?? CASE_DETAIL_TEXT.noDate}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </DetailPanel>
  );
}
