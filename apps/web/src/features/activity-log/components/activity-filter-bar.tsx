import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import type { ActivityLogFilters } from '@hde/contracts';
import { ACTIVITY_LOG_TEXT } from '@hde/contracts/text';
import { useActivityChoices } from '../api/use-activity-log';

const T = ACTIVITY_LOG_TEXT.filters;

export interface ActivityFilterBarProps {
  filters: ActivityLogFilters;
  /** Today, YYYY-MM-DD (UTC): no date may pass it. */
  today: string;
  onChange(filters: ActivityLogFilters): void;
  onClear(): void;
  onExport(): void;
  exporting: boolean;
}

const FIELD_WIDTH = { xs: '100%', sm: 200 } as const;

/** Workspace, User, Action, From and To, Clear Filters and Export CSV. Each change applies at once. */
export function ActivityFilterBar({
  filters,
  today,
  onChange,
  onClear,
  onExport,
  exporting,
}: ActivityFilterBarProps) {
  const choices = useActivityChoices().data;
  const workspaces = choices?.workspaces ?? [];
  const users = choices?.users ?? [];
  const actions = choices?.actions ?? [];
  const set = (patch: Partial<ActivityLogFilters>) => onChange({ ...filters, ...patch });
  // A value the choices do not (yet) hold would be an out-of-range select value: it reads All until they do.
  const known = (value: string | undefined, options: readonly string[]) =>
    value && options.includes(value) ? value : '';

  return (
    <Stack
      role="group"
      aria-label={ACTIVITY_LOG_TEXT.filtersLabel}
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        select
        size="small"
        label={T.workspace}
        value={known(
          filters.workspaceId,
          workspaces.map((workspace) => workspace.id),
        )}
        onChange={(event) => set({ workspaceId: event.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: FIELD_WIDTH }}
      >
        <MenuItem value="">{T.all}</MenuItem>
        {workspaces.map((workspace) => (
          <MenuItem key={workspace.id} value={workspace.id}>
            {workspace.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        options={users}
        value={users.find((user) => user.id === filters.userId) ?? null}
        onChange={(_event, user) => set({ userId: user?.id })}
        getOptionLabel={(user) => user.email}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={({ InputProps, inputProps, InputLabelProps, ...params }) => (
          <TextField
            {...params}
            label={T.user}
            placeholder={T.all}
            slotProps={{
              input: InputProps,
              htmlInput: inputProps,
              inputLabel: { ...InputLabelProps, shrink: true },
            }}
          />
        )}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <TextField
        select
        size="small"
        label={T.action}
        value={known(filters.action, actions)}
        onChange={(event) => set({ action: event.target.value || undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ width: FIELD_WIDTH }}
      >
        <MenuItem value="">{T.all}</MenuItem>
        {actions.map((action) => (
          <MenuItem key={action} value={action}>
            {action}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={T.from}
        value={filters.from ?? ''}
        onChange={(event) => set({ from: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to ?? today } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
      <TextField
        type="date"
        size="small"
        label={T.to}
        value={filters.to ?? ''}
        onChange={(event) => set({ to: event.target.value || undefined })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from, max: today } }}
        sx={{ width: { xs: '100%', sm: 170 } }}
      />
      <Button variant="text" startIcon={<FilterAltOffOutlined />} onClick={onClear}>
        {T.clear}
      </Button>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlined />}
        loading={exporting}
        loadingPosition="start"
        onClick={onExport}
        sx={{ ml: { sm: 'auto' } }}
      >
        {ACTIVITY_LOG_TEXT.export}
      </Button>
    </Stack>
  );
}
