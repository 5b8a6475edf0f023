import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { CaseComparison } from '@hde/contracts/api';
import { ERROR_MESSAGES, TOX_COMPARISON_TEXT as T } from '@hde/contracts/text';
import { createMockApi, errorReply } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { CASE_ID, WS } from '../tox-cases-test-fixtures';
import { ToxCaseComparison } from './tox-case-comparison';

const ROUTE = `GET /v2/tox-insights/case/${CASE_ID}`;

const COMPARISON: CaseComparison = {
  caseId: CASE_ID,
  otherCases: 40,
  substances: [
    {
      substance: 'fentanyl',
      casesWith: 12,
      share: 30,
      measurements: [
        {
          entry: 'Entry 1',
          specimenClass: 'peripheral blood',
          value: 12,
          unit: 'ng/mL',
          compared: 9,
          percentile: 72.2,
          median: 8.5,
        },
        {
          entry: 'Entry 2',
          specimenClass: 'urine',
          value: 300,
          unit: 'ng/mL',
          compared: 0,
          percentile: null,
          median: null,
        },
      ],
    },
  ],
};

function renderComparison(route: unknown, latest = true) {
  const { api, calls } = createMockApi({ [ROUTE]: route });
  renderWithProviders(<ToxCaseComparison workspaceId={WS} caseId={CASE_ID} latest={latest} />, { api });
  return calls;
}

describe('ToxCaseComparison', () => {
  it('places each substance and measured result among the other cases', async () => {
    renderComparison({ status: 'success', data: COMPARISON });
    expect(await screen.findByText(T.foundIn(12, 40, 30))).toBeTruthy();
    expect(screen.getByText(/Entry 1, peripheral blood, 12 ng\/mL/).textContent).toContain(
      T.placed(72.2, 9, 8.5, 'ng/mL'),
    );
    expect(screen.getByText(/72nd percentile of 9 results/)).toBeTruthy();
    expect(screen.getByText(/Entry 2, urine/).textContent).toContain(T.noMatch);
  });

  it('says when there is nothing to compare with', async () => {
    renderComparison({ status: 'success', data: { caseId: CASE_ID, otherCases: 0, substances: [] } });
    expect(await screen.findByText(T.noOtherCases)).toBeTruthy();
  });

  it('shows the comparison error when the call fails', async () => {
    renderComparison(errorReply(500));
    expect(await screen.findByText(ERROR_MESSAGES.comparison)).toBeTruthy();
  });

  it('does not ask for an earlier version, and says why', () => {
    const calls = renderComparison({ status: 'success', data: COMPARISON }, false);
    expect(screen.getByText(T.latestOnly)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
