import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import type { CaseDetail } from '@hde/contracts/api';
import { CASE_DETAIL_TEXT } from '@hde/contracts/text';
import { fieldLabel } from '@hde/contracts/fields';
import { formatDateOfBirth } from '../lib/calendar-dates';
import { displayValue, fullName } from '../lib/display-values';
import { formatAge, formatBmi, formatHeight, formatWeight } from '../lib/measurements';
import { DetailPanel } from './detail-panel';
import { FieldList, type FieldListItem } from './field-list';

const { person, missing } = CASE_DETAIL_TEXT;
const labelOf = (name: string) => fieldLabel(name, { detail: true });

function BmiValue({ bmi, status }: { bmi: number | null; status: string | null }) {
  return (
    <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{formatBmi(bmi)}</span>
      {status && <Chip component="span" size="small" variant="outlined" label={status} />}
    </Stack>
  );
}

/** Who the case is about: name, age, sex, race, birth, body measurements, donor flags and residence. */
export function PersonSummaryCard({ detail }: { detail: CaseDetail }) {
  const name = fullName(detail.firstName, detail.middleName, detail.lastName);
  const items: FieldListItem[] = [
    { key: 'age', label: labelOf('age'), value: formatAge(detail.age) ?? missing },
    { key: 'sex', label: labelOf('sex'), value: displayValue(detail.sex, 'sex') },
    { key: 'race', label: labelOf('race'), value: displayValue(detail.race, 'race') },
    {
      key: 'dateOfBirth',
      label: labelOf('dateOfBirth'),
      value: formatDateOfBirth(detail.dateOfBirth) ?? missing,
    },
    { key: 'height', label: labelOf('height'), value: formatHeight(detail.height, detail.age) },
    { key: 'weight', label: labelOf('weight'), value: formatWeight(detail.weight, detail.age) },
    { key: 'bmi', label: labelOf('bmi'), value: <BmiValue bmi={detail.bmi} status={detail.bmiStatus} /> },
    { key: 'organDonor', label: labelOf('organDonor'), value: displayValue(detail.organDonor, 'organDonor') },
    { key: 'eyeDonor', label: labelOf('eyeDonor'), value: displayValue(detail.eyeDonor, 'eyeDonor') },
    {
      key: 'residence',
      label: labelOf('residence'),
      value: displayValue(detail.residence.parsedAddress ?? detail.residence.originalAddress),
      wide: true,
    },
  ];
  return (
    <DetailPanel title={person.title}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }} aria-hidden>
          <PersonOutlined />
        </Avatar>
        <Box component="dl" sx={{ m: 0, minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {person.name}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {name ?? missing}
          </Typography>
        </Box>
      </Stack>
      <FieldList items={items} minColumnWidth={130} />
    </DetailPanel>
  );
}
