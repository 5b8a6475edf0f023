import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';

/** The layout of the case view while the case loads. */
export function CaseDetailSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label={CASE_DETAIL_TEXT.loading}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Skeleton variant="rounded" height={220} />
        </Grid>
      </Grid>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Skeleton variant="rounded" height={360} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Skeleton variant="rounded" height={360} />
        </Grid>
      </Grid>
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
