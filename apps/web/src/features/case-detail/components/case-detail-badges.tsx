import Chip from '@mui/material/Chip';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { TrustedBadge } from '../../../components/trust/trusted-badge';
import { formatDateTime } from '../../../lib/dates/format-date-time';
import { useCaseTrust } from '../api/use-case-trust';

/** The trust of the shown version and when the case last changed. */
export function CaseDetailBadges({ workspaceId, detail }: { workspaceId: string; detail: CaseDetail }) {
  const trust = useCaseTrust(workspaceId, detail.caseId, detail.version);
  const modified = formatDateTime(detail.lastModified) ?? CASE_DETAIL_TEXT.missing;
  return (
    <>
      <TrustedBadge
        trust={trust.data ?? undefined}
        transactionId={trust.data?.transactionId ?? detail.transactionId}
      />
      <Chip
        size="small"
        variant="outlined"
        icon={<EventOutlined />}
        label={CASE_DETAIL_TEXT.modifiedOn(modified)}
      />
    </>
  );
}
