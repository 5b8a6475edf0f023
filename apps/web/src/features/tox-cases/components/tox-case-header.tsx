import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ToxCase } from '@hde/contracts/api';
import { TOX_TEXT } from '@hde/contracts/text';
import { TrustedBadge } from '../../../components/trust/trusted-badge';
import { useToxCaseTrust } from '../api/use-tox-case-trust';

const P = TOX_TEXT.page;

/** The trusted badge of the version shown. */
function ShownVersionTrust({ workspaceId, shown }: { workspaceId: string; shown: ToxCase }) {
  const trust = useToxCaseTrust(workspaceId, shown.caseId, shown.version, shown.transactionId);
  return (
    <TrustedBadge
      trust={trust.data ?? undefined}
      transactionId={trust.data?.transactionId ?? shown.transactionId}
    />
  );
}

/** Versions 0 to the current one, the highest first and labelled Most Recent. */
function VersionSelect({ shown, onSelect }: { shown: ToxCase; onSelect(version: number): void }) {
  const versions = Array.from(
    { length: shown.currentVersion + 1 },
    (_, index) => shown.currentVersion - index,
  );
  return (
    <TextField
      select
      size="small"
      label={P.version}
      value={shown.version}
      onChange={(event) => onSelect(Number(event.target.value))}
      sx={{ minWidth: 180 }}
    >
      {versions.map((version) => (
        <MenuItem key={version} value={version}>
          {version === shown.currentVersion ? P.mostRecent : P.versionOption(version)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export interface ToxCaseHeaderProps {
  workspaceId: string;
  caseId: string;
  listPath: string;
  /** The version shown, once loaded. */
  shown: ToxCase | undefined;
  onSelectVersion(version: number): void;
  onUpdate(): void;
}

/** "Case ID: {caseId}" with its badges, Back To Case List, the version selector and Update Case Details. */
export function ToxCaseHeader({
  workspaceId,
  caseId,
  listPath,
  shown,
  onSelectVersion,
  onUpdate,
}: ToxCaseHeaderProps) {
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        {P.back}
      </Button>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {P.caseId(caseId)}
        </Typography>
        {shown && <ShownVersionTrust workspaceId={workspaceId} shown={shown} />}
        {shown?.sample && <Chip size="small" color="info" variant="outlined" label={P.sample} />}
      </Stack>
      {shown && (
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <VersionSelect shown={shown} onSelect={onSelectVersion} />
          <Button variant="contained" startIcon={<EditOutlined />} onClick={onUpdate}>
            {P.update}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
