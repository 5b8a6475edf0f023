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
import { CUSTOM_FIELD_TARGET } from '@hde/contracts/api';
import { IMPORT_WIZARD_TEXT } from '@hde/contracts/text';
import { DATE_PARTS, datePartTarget, type DatePart, type FieldDefinition } from '@hde/contracts/fields';
import type { MappingTarget } from '../lib/header-mapping';

const TEXT = IMPORT_WIZARD_TEXT.mapping;

export interface MappingRowProps {
  header: string;
  /** The first non-blank value of the column in the sample rows. */
  sample: string | undefined;
  target: MappingTarget;
  /** The date part `target` names, when it maps a year, month or day column to a date field. */
  datePart: { field: FieldDefinition; part: DatePart } | undefined;
  fields: readonly FieldDefinition[];
  /**
   * Field id (or date part target) -> the header that holds it: those fields (parts) are disabled in this
   * row's menus.
   */
  headersByField: ReadonlyMap<string, string>;
  disabled: boolean;
  onAssign(target: MappingTarget): void;
}

const WHOLE_DATE = 'whole';

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
  datePart,
  fields,
  headersByField,
  disabled,
  onAssign,
}: MappingRowProps) {
  const fieldValue = datePart?.field.id ?? target;
  const chosenField = fields.find((field) => field.id === fieldValue);
  const heldBy = (value: string) => {
    const holder = headersByField.get(value);
    return holder !== undefined && holder !== header ? holder : undefined;
  };
  /** A date whose parts other columns hold is offered by its first free part, so those columns keep theirs. */
  const chooseField = (fieldId: string) => {
    const field = fields.find((candidate) => candidate.id === fieldId);
    const partsHeld =
      field?.type === 'date' && DATE_PARTS.some((part) => heldBy(datePartTarget(fieldId, part)));
    const freePart = DATE_PARTS.find((part) => !heldBy(datePartTarget(fieldId, part)));
    onAssign(partsHeld && freePart ? datePartTarget(fieldId, freePart) : fieldId);
  };
  const partsHeldElsewhere = (fieldId: string) =>
    DATE_PARTS.filter((part) => heldBy(datePartTarget(fieldId, part)) !== undefined);
  /** Said before a choice that would unmap the date parts other columns hold (a whole date excludes them). */
  const replacesParts = (field: FieldDefinition, parts: readonly DatePart[]) =>
    parts.length > 0
      ? TEXT.replacesDateParts(
          field.label,
          parts.map((part) => TEXT.datePartNames[part]),
        )
      : undefined;
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
          value={fieldValue ?? ''}
          inputProps={{ 'aria-label': TEXT.fieldSelect(header) }}
          onChange={(event) => (event.target.value ? chooseField(event.target.value) : onAssign(null))}
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
            const holder = heldBy(field.id);
            const heldParts = field.type === 'date' ? partsHeldElsewhere(field.id) : [];
            // With a part free, chooseField takes it; only a date whose three parts are all held is replaced.
            const replaces =
              heldParts.length === DATE_PARTS.length ? replacesParts(field, heldParts) : undefined;
            return (
              <MenuItem key={field.id} value={field.id} disabled={holder !== undefined}>
                <ListItemText
                  primary={fieldName(field)}
                  secondary={holder !== undefined ? TEXT.usedBy(holder) : replaces}
                  slotProps={{ secondary: { color: replaces ? 'warning.main' : undefined } }}
                />
              </MenuItem>
            );
          })}
        </Select>
        {chosenField?.type === 'date' && (
          <Select
            size="small"
            fullWidth
            disabled={disabled}
            value={datePart?.part ?? WHOLE_DATE}
            inputProps={{ 'aria-label': TEXT.datePartSelect(header) }}
            onChange={(event) => {
              const part = event.target.value as DatePart | typeof WHOLE_DATE;
              onAssign(part === WHOLE_DATE ? chosenField.id : datePartTarget(chosenField.id, part));
            }}
            sx={{ mt: 1 }}
          >
            <MenuItem value={WHOLE_DATE}>
              <ListItemText
                primary={TEXT.datePartNames.whole}
                secondary={replacesParts(chosenField, partsHeldElsewhere(chosenField.id))}
                slotProps={{ secondary: { color: 'warning.main' } }}
              />
            </MenuItem>
            {DATE_PARTS.map((part) => {
              const holder = heldBy(datePartTarget(chosenField.id, part));
              return (
                <MenuItem key={part} value={part} disabled={holder !== undefined}>
                  <ListItemText
                    primary={TEXT.datePartNames[part]}
                    secondary={holder !== undefined ? TEXT.usedBy(holder) : undefined}
                  />
                </MenuItem>
              );
            })}
          </Select>
        )}
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
