import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import {
  additionalFields,
  caseDetailsFields,
  districtAttorneyFields,
  organWeightFields,
} from '../lib/case-fields';
import { DetailPanel } from './detail-panel';
import { FieldList } from './field-list';

const { panels } = CASE_DETAIL_TEXT;

/**
 * The Case Information tab: the case, the District Attorney's information, the organ weights when any was
 * recorded, and the custom fields. Side by side on wide screens, stacked on narrow ones.
 */
export function CaseInformationPanels({ detail }: { detail: CaseDetail }) {
  const organs = organWeightFields(detail);
  const extra = additionalFields(detail);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <DetailPanel title={panels.case}>
          <FieldList items={caseDetailsFields(detail)} />
        </DetailPanel>
      </Grid>
      <Grid size={{ xs: 12, md: 'grow' }}>
        <DetailPanel title={panels.districtAttorney}>
          <FieldList items={districtAttorneyFields(detail)} minColumnWidth={160} />
        </DetailPanel>
      </Grid>
      {organs && (
        <Grid size={{ xs: 12, md: 'grow' }}>
          <DetailPanel title={panels.postmortem}>
            <FieldList items={organs} minColumnWidth={120} />
          </DetailPanel>
        </Grid>
      )}
      <Grid size={12}>
        <DetailPanel title={panels.additional}>
          {extra.length > 0 ? (
            <FieldList items={extra} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {CASE_DETAIL_TEXT.noItems}
            </Typography>
          )}
        </DetailPanel>
      </Grid>
    </Grid>
  );
}
