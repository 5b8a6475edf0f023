import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseComparison } from '@hde/contracts/api';
import { ERROR_MESSAGES, TOX_COMPARISON_TEXT as T } from '@hde/contracts/text';
import { SectionCard } from '../../../components/section-card';
import { useToxCaseComparison } from '../api/use-tox-case-comparison';

type Substance = CaseComparison['substances'][number];

function SubstanceComparison({ substance, otherCases }: { substance: Substance; otherCases: number }) {
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none' }}>
      <Typography variant="subtitle2" component="h4" sx={{ textTransform: 'capitalize' }}>
        {substance.substance}
      </Typography>
      <Typography variant="body2">{T.foundIn(substance.casesWith, otherCases, substance.share)}</Typography>
      {substance.measurements.map((measurement, index) => (
        <Typography key={index} variant="body2" color="text.secondary">
          {`${measurement.entry}, ${measurement.specimenClass}, ${measurement.value} ${measurement.unit}: `}
          {measurement.percentile === null || measurement.median === null
            ? T.noMatch
            : T.placed(measurement.percentile, measurement.compared, measurement.median, measurement.unit)}
        </Typography>
      ))}
    </Stack>
  );
}

function ComparisonBody({ comparison }: { comparison: CaseComparison }) {
  if (comparison.otherCases === 0) return <Typography variant="body2">{T.noOtherCases}</Typography>;
  if (comparison.substances.length === 0) return <Typography variant="body2">{T.noSubstances}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
      {comparison.substances.map((substance) => (
        <SubstanceComparison
          key={substance.substance}
          substance={substance}
          otherCases={comparison.otherCases}
        />
      ))}
    </Stack>
  );
}

/**
 * How the case's substances and measured results stand among the caller's other cases. The comparison reads the
 * current version, so an earlier version shown says so instead.
 */
export function ToxCaseComparison(props: { workspaceId: string; caseId: string; latest: boolean }) {
  const { workspaceId, caseId, latest } = props;
  const query = useToxCaseComparison(workspaceId, caseId, latest);
  return (
    <SectionCard title={T.title} headingComponent="h2">
      {!latest && <Typography variant="body2">{T.latestOnly}</Typography>}
      {latest && query.isPending && <Skeleton variant="rounded" height={64} aria-label={T.loading} />}
      {latest && query.isError && <Alert severity="error">{ERROR_MESSAGES.comparison}</Alert>}
      {latest && query.data && <ComparisonBody comparison={query.data} />}
    </SectionCard>
  );
}
