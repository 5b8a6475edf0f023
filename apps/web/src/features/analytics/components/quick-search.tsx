import { useState } from 'react';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { ANALYTICS_TEXT } from '@hde/contracts/text';

export interface QuickSearchProps {
  /** The search in force. */
  text: string;
  onSearch(text: string): void;
}

/**
 * The quick text search: "exact phrase", words, -exclusion or a case id. It runs on Enter or the search button;
 * emptying it (the clear button, or Enter on an empty field) reloads without it.
 */
export function QuickSearch({ text, onSearch }: QuickSearchProps) {
  const [draft, setDraft] = useState(text);
  const [shown, setShown] = useState(text);
  // The search in force can change under the field (Back, a shared link): the field follows it.
  if (text !== shown) {
    setShown(text);
    setDraft(text);
  }
  const run = (value: string) => onSearch(value.trim());
  return (
    <TextField
      size="small"
      label={ANALYTICS_TEXT.quickSearch}
      helperText={ANALYTICS_TEXT.quickSearchHint}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        run(draft);
      }}
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              {draft !== '' && (
                <IconButton
                  size="small"
                  aria-label={ANALYTICS_TEXT.clearSearch}
                  onClick={() => {
                    setDraft('');
                    run('');
                  }}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              )}
              <IconButton size="small" aria-label={ANALYTICS_TEXT.search} onClick={() => run(draft)}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
