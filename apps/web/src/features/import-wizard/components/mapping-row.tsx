import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { CUSTOM_FIELD_TARGET, IMPORT_WIZARD_TEXT, type FieldDefinition } from '@hde/contracts';
import type { MappingTarget } from '../lib/header-mapping';

const TEXT = IMPORT_WIZARD_TEXT.mapping;

export interface MappingRowProps {
  header: string;
  /** The first non-blank value of the column in the sample rows. */
  sample: string | undefined;
  target: MappingTarget;
  fields: readonly FieldDefinition[];
  /** Field id -> the header that holds it: those fields are disabled in this row's menu. */
  headersByField: ReadonlyMap<string, string>;
  disabled: boolean;
  onAssign(target: MappingTarget): void;
}

/** Required fields carry an asterisk (spec §2.4: Case ID). */
const fieldName = (field: FieldDefinition) => (field.required ? `${field.label} *` : field.label);

function UnmappedHint() {
  return (
    <Tooltip title={TEXT.unmappedTooltip}>
      <Box
        component="span"
        role="img"
        tabIndex={0}
        sx={{ display: 'inline-flex', color: 'warning.main', borderRadius: 1 }}
      >
        <WarningAmberOutlined fontSize="small" />
      </Box>
    </Tooltip>
  );
}

/** One header of the file: its sample value, the HDE field it maps to, Remove Mapping and Create Field. */
export function MappingRow({
  header,
  sample,
  target,
  fields,
  headersByField,
  disabled,
  onAssign,
}: MappingRowProps) {
  const fieldLabel = (value: string) => {
    if (value === CUSTOM_FIELD_TARGET) return TEXT.customField(header);
    const field = fields.find((candidate) => candidate.id === value);
    return field ? fieldName(field) : value;
  };

  return (
    <TableRow>
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{header}</Typography>
          {target === null && <UnmappedHint />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {sample ? `${TEXT.sample}: ${sample}` : TEXT.noSample}
        </Typography>
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top', minWidth: 240 }}>
        <Select
          size="small"
          fullWidth
          displayEmpty
          disabled={disabled}
          value={target ?? ''}
          inputProps={{ 'aria-label': TEXT.fieldSelect(header) }}
          onChange={(event) => onAssign(event.target.value || null)}
          renderValue={(value) =>
            value ? (
              fieldLabel(value)
            ) : (
              <Typography component="span" color="text.secondary">
                {TEXT.placeholder}
              </Typography>
            )
          }
          MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
        >
          {target === CUSTOM_FIELD_TARGET && (
            <MenuItem value={CUSTOM_FIELD_TARGET}>{TEXT.customField(header)}</MenuItem>
          )}
          {fields.map((field) => {
            const holder = headersByField.get(field.id);
            const heldElsewhere = holder !== undefined && holder !== header;
            return (
              <MenuItem key={field.id} value={field.id} disabled={heldElsewhere}>
                <ListItemText
                  primary={fieldName(field)}
                  secondary={heldElsewhere ? TEXT.usedBy(holder) : undefined}
                />
              </MenuItem>
            );
          })}
        </Select>
      </TableCell>
      <TableCell sx={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        <Button
          size="small"
          color="inherit"
          disabled={disabled || target === null}
          aria-label={TEXT.removeMappingFor(header)}
          onClick={() => onAssign(null)}
        >
          {TEXT.removeMapping}
        </Button>
        <Button
          size="small"
          disabled={disabled || target === CUSTOM_FIELD_TARGET}
          aria-label={TEXT.createFieldFor(header)}
          onClick={() => onAssign(CUSTOM_FIELD_TARGET)}
        >
          {TEXT.createField}
        </Button>
      </TableCell>
    </TableRow>
  );
}
