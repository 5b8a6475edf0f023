import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MISSING_VALUE } from '@hde/contracts';
import { ERROR_MESSAGES, OVERVIEW_TEXT, WORKSPACE_TAB_EMPTY_TEXT } from '@hde/contracts/text';
import { errorReply } from '../../../test/mock-api';
import { ROUTES, callsTo, renderOverview } from '../overview-test-fixtures';

vi.mock('../../../components/charts/echart', () => ({
  EChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const card = (name: string) => screen.getByRole('region', { name });

describe('count cards', () => {
  it('counts cases, imports and activities with one count query each', async () => {
    const { calls } = renderOverview();
    expect(await within(card(OVERVIEW_TEXT.countCards.cases)).findByText('1,234')).toBeTruthy();
    expect(within(card(OVERVIEW_TEXT.countCards.imports)).getByText('7')).toBeTruthy();
    expect(within(card(OVERVIEW_TEXT.countCards.activities)).getByText('56,789')).toBeTruthy();
    for (const route of [ROUTES.cases, ROUTES.files, ROUTES.activities]) {
      expect(callsTo(calls, route).map((call) => call.body)).toEqual([{ addCount: true }]);
    }
    expect(screen.queryByText(WORKSPACE_TAB_EMPTY_TEXT.overview)).toBeNull();
  });

  it('shows skeletons until the counts arrive', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    const held = new Promise((settle) => (resolve = settle));
    renderOverview({ routes: { [ROUTES.files]: () => held } });
    const imports = card(OVERVIEW_TEXT.countCards.imports);
    expect(imports.querySelector('.MuiSkeleton-root')).not.toBeNull();
    resolve({ items: [{ COUNT: 3 }] });
    expect(await within(imports).findByText('3')).toBeTruthy();
    expect(imports.querySelector('.MuiSkeleton-root')).toBeNull();
  });

  it('says so when a count fails, and --- on that card', async () => {
    renderOverview({ routes: { [ROUTES.activities]: errorReply(500) } });
    expect(await screen.findByText(ERROR_MESSAGES.workspaceQuery)).toBeTruthy();
    expect(within(card(OVERVIEW_TEXT.countCards.activities)).getByText(MISSING_VALUE)).toBeTruthy();
  });

  it('tells a workspace without cases how to get some', async () => {
    renderOverview({ routes: { [ROUTES.cases]: { items: [{ COUNT: 0 }] } } });
    expect(await screen.findByText(WORKSPACE_TAB_EMPTY_TEXT.overview)).toBeTruthy();
    await waitFor(() => expect(within(card(OVERVIEW_TEXT.countCards.cases)).getByText('0')).toBeTruthy());
  });
});
