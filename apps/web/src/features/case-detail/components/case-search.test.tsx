import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASE_SEARCH_DEBOUNCE_MS } from '@hde/contracts';
import { CASE_DETAIL_TEXT, ERROR_MESSAGES } from '@hde/contracts/text';
import { errorReply, type MockRequest } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { createCaseApi, searchRoute, WORKSPACE_ID } from '../case-detail-test-fixtures';
import { CaseSearch } from './case-search';

const RESULTS = {
  items: [
    { caseId: 'C-100', firstName: 'Jane', lastName: 'Doe', deathDate: '2025-12-24' },
    { caseId: 'C-101', firstName: 'John', lastName: 'Doe', deathDate: null },
  ],
};

function renderSearch(answer: unknown) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { api, calls } = createCaseApi({ [searchRoute]: answer });
  const onOpenCase = vi.fn();
  renderWithProviders(<CaseSearch workspaceId={WORKSPACE_ID} onOpenCase={onOpenCase} />, { api });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const input = screen.getByRole('combobox', { name: CASE_DETAIL_TEXT.searchLabel });
  const searches = () => calls.filter((call: MockRequest) => call.path.endsWith('/search'));
  return { user, input, onOpenCase, searches };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CaseSearch', () => {
  it('asks once the typing settles, with the limit, and opens the chosen case', async () => {
    const { user, input, onOpenCase, searches } = renderSearch(RESULTS);
    await user.type(input, 'doe');
    await act(() => vi.advanceTimersByTimeAsync(CASE_SEARCH_DEBOUNCE_MS - 100));
    expect(searches()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(Object.fromEntries(searches()[0]!.query)).toEqual({ q: 'doe', limit: '10' });

    const option = await screen.findByRole('option', { name: 'C-100 — Doe, Jane (12/24/2025)' });
    expect(screen.getByRole('option', { name: 'C-101 — Doe, John' })).toBeTruthy();
    await user.click(option);
    expect(onOpenCase).toHaveBeenCalledWith('C-100');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('asks nothing for blank text', async () => {
    const { user, input, searches } = renderSearch(RESULTS);
    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(CASE_SEARCH_DEBOUNCE_MS * 2));
    expect(searches()).toHaveLength(0);
    expect(screen.getByText(CASE_DETAIL_TEXT.searchTyping)).toBeTruthy();
  });

  it("shows the server's message when the lookup is refused", async () => {
    const { user, input } = renderSearch(errorReply(400, 'Bad search text'));
    await user.type(input, 'x');
    await act(() => vi.advanceTimersByTimeAsync(CASE_SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText('Bad search text')).toBeTruthy();
  });

  it('shows the case lookup message when no reply came', async () => {
    const { user, input } = renderSearch(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(input, 'x');
    await act(() => vi.advanceTimersByTimeAsync(CASE_SEARCH_DEBOUNCE_MS));
    expect(await screen.findByText(ERROR_MESSAGES.caseLookup)).toBeTruthy();
  });
});
