import Grid from '@mui/material/Grid';
import type { CaseDetail } from '@hde/contracts/api';
import { BmiView } from './bmi-view';
import { CaseDetailTabs } from './case-detail-tabs';
import { CasePlacesPanel } from './case-places-panel';
import { CaseTimeline } from './case-timeline';
import { PersonSummaryCard } from './person-summary-card';

/** The loaded case: who, when, where and the body at the top; the tabs of its information below. */
export function CaseDetailBody({ detail }: { detail: CaseDetail }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <PersonSummaryCard detail={detail} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <CaseTimeline detail={detail} />
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <CasePlacesPanel detail={detail} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <BmiView detail={detail} />
      </Grid>
      <Grid size={12}>
        <CaseDetailTabs detail={detail} />
      </Grid>
    </Grid>
  );
}
