import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FilterEntry } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CONFIRMATION_MESSAGES } from '@hde/contracts/text';
import type { AnalyticsField } from '@hde/contracts/fields';
import { useConfirm } from '../../../components/confirmation/confirm-context';
import { chipLabel } from '../lib/filter-entries';
import { AddFilterDialog } from './add-filter-dialog';

export interface FilterBarProps {
  workspaceId: string;
  fields: readonly AnalyticsField[];
  filters: readonly FilterEntry[];
  onChange(filters: FilterEntry[]): void;
}

/**
 * Add Filter, one removable chip per filter ("<label> <operator> <values>") and Clear Filters (disabled without
 * filters); removing and clearing are confirmed first.
 */
export function FilterBar({ workspaceId, fields, filters, onChange }: FilterBarProps) {
  const confirm = useConfirm();
  const [adding, setAdding] = useState(false);
  const fieldOf = (id: string) => fields.find((field) => field.name === id);

  const remove = async (index: number) => {
    const confirmed = await confirm({
      type: 'removeFilter',
      title: ANALYTICS_TEXT.removeFilterTitle,
      message: CONFIRMATION_MESSAGES.removeFilter,
    });
    if (confirmed) onChange(filters.filter((_, position) => position !== index));
  };
  const clear = async () => {
    const confirmed = await confirm({
      type: 'removeFilter',
      title: ANALYTICS_TEXT.clearFilters,
      message: CONFIRMATION_MESSAGES.clearFilters,
    });
    if (confirmed) onChange([]);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
        {ANALYTICS_TEXT.addFilter}
      </Button>
      {filters.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {ANALYTICS_TEXT.noFilters}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={ANALYTICS_TEXT.filters}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
        >
          {filters.map((entry, index) => {
            const label = chipLabel(entry, fieldOf(entry.id));
            return (
              <li key={`${index}:${label}`}>
                <Chip label={label} color="primary" variant="outlined" onDelete={() => void remove(index)} />
              </li>
            );
          })}
        </Box>
      )}
      <Button color="inherit" disabled={filters.length === 0} onClick={() => void clear()}>
        {ANALYTICS_TEXT.clearFilters}
      </Button>
      <AddFilterDialog
        open={adding}
        workspaceId={workspaceId}
        fields={fields}
        onAdd={(entry) => onChange([...filters, entry])}
        onClose={() => setAdding(false)}
      />
    </Stack>
  );
}
