import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { FilterEntry } from '@hde/contracts/api';
import { ANALYTICS_TEXT } from '@hde/contracts/text';
import { REPORT_TEXT } from '@hde/contracts/api';
import { chipLabel } from '../../analytics';

export interface SavedFilterChipsProps {
  rawFilters: readonly FilterEntry[];
  text: string | null;
}

/** A long filter wraps inside its chip instead of running off a phone's screen. */
const WRAPPING = { height: 'auto', maxWidth: '100%', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } };

/**
 * The saved filters and quick search as chips nobody can remove (spec §6: non-creators and public viewers). Labels
 * come from the case field registry, so no workspace call is needed: a viewer may not be a member.
 */
export function SavedFilterChips({ rawFilters, text }: SavedFilterChipsProps) {
  const search = text?.trim() ?? '';
  if (rawFilters.length === 0 && search === '') return null;
  return (
    <Box
      component="ul"
      aria-label={ANALYTICS_TEXT.filters}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {rawFilters.map((entry, index) => {
        const label = chipLabel(entry, undefined);
        return (
          <li key={`${index}:${label}`}>
            <Chip label={label} color="primary" variant="outlined" sx={WRAPPING} />
          </li>
        );
      })}
      {search !== '' && (
        <li>
          <Chip label={REPORT_TEXT.quickSearch(search)} variant="outlined" sx={WRAPPING} />
        </li>
      )}
    </Box>
  );
}
