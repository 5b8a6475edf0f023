import { useState } from 'react';
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { CaseSearchResult } from '@hde/contracts/api';
import { ANALYTICS_TEXT, CASE_DETAIL_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { serverMessageOr } from '../../../lib/api/server-message';
import { useCaseSearch } from '../api/use-case-search';
import { caseSearchOptionLabel } from '../lib/case-search-option';

export interface CaseSearchProps {
  workspaceId: string;
  onOpenCase(caseId: string): void;
}

/** The server already matched the options to the typed text. */
const asMatched = (options: CaseSearchResult[]) => options;
const sameCase = (option: CaseSearchResult, value: CaseSearchResult) => option.caseId === value.caseId;

function renderSearchInput(params: AutocompleteRenderInputParams, error: string | null) {
  const { InputProps, inputProps, InputLabelProps, ...rest } = params;
  return (
    <TextField
      {...rest}
      size="small"
      label={CASE_DETAIL_TEXT.searchLabel}
      placeholder={CASE_DETAIL_TEXT.searchPlaceholder}
      error={error !== null}
      helperText={error}
      slotProps={{
        input: {
          ...InputProps,
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: inputProps,
        inputLabel: InputLabelProps,
      }}
    />
  );
}

/**
 * Finds a case by id or name as the user types (debounced, at most CASE_SEARCH_LIMIT options) and opens the
 * chosen one. A failed lookup shows the server's message, or the case lookup message.
 */
export function CaseSearch({ workspaceId, onOpenCase }: CaseSearchProps) {
  const [typed, setTyped] = useState('');
  const search = useCaseSearch(workspaceId, typed);
  const searching = typed.trim() !== '';
  const error = search.isError ? serverMessageOr(search.error, ERROR_MESSAGES.caseLookup) : null;
  return (
    <Autocomplete<CaseSearchResult>
      options={searching ? (search.data ?? []) : []}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => {
        // MUI writes the chosen option's label back ('reset'); the field is emptied on a choice instead.
        if (reason !== 'reset') setTyped(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setTyped('');
        onOpenCase(option.caseId);
      }}
      getOptionLabel={caseSearchOptionLabel}
      isOptionEqualToValue={sameCase}
      filterOptions={asMatched}
      loading={searching && (search.settling || search.isFetching)}
      loadingText={ANALYTICS_TEXT.loading}
      noOptionsText={searching ? CASE_DETAIL_TEXT.searchNoResults : CASE_DETAIL_TEXT.searchTyping}
      blurOnSelect
      forcePopupIcon={false}
      sx={{ width: { xs: '100%', sm: 340 } }}
      renderInput={(params) => renderSearchInput(params, error)}
    />
  );
}
