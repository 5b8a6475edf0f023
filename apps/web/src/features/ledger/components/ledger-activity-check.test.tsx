import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivityInclusion } from '@hde/contracts/api';
import { LEDGER_TEXT } from '@hde/contracts/text';
import { createMockApi, errorReply, type MockRoutes } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ledgerRoutes } from '../ledger-routes';
import { hexId, makeLedgerEntry } from '../ledger-test-fixtures';

const text = LEDGER_TEXT.activity;
const entry = makeLedgerEntry();
const activityId = '11111111-2222-4333-8444-555555555555';
const inclusionPath = `GET /v2/ledger/${entry.id}/activity/${activityId}`;

const inclusion = (included: boolean): ActivityInclusion => ({
  activityId,
  leafIndex: 4,
  leafHash: hexId('a'),
  auditPath: [hexId('b')],
  merkleRoot: entry.merkleRoot,
  included,
});

function renderWith(routes: MockRoutes, search = `?activity=${activityId}`) {
  const mock = createMockApi({ [`GET /v2/ledger/${entry.id}`]: entry, ...routes });
  renderWithProviders(null, { api: mock.api, path: `/ledger/${entry.id}${search}`, routes: ledgerRoutes });
  return mock.calls;
}

const section = async () => within(await screen.findByRole('region', { name: text.title }));

describe('the activity check on the ledger page', () => {
  it('says the activity is included, with its hash and position, when its proof verifies', async () => {
    renderWith({ [inclusionPath]: inclusion(true) });
    const activity = await section();
    const chip = await activity.findByText(text.included);
    expect(chip.closest('.MuiChip-root')?.className).toContain('MuiChip-colorSuccess');
    expect(activity.getByText(hexId('a'))).toBeTruthy();
    expect(activity.getByText('5')).toBeTruthy();
  });

  it('says the activity does not match when the stored row no longer hashes to its leaf', async () => {
    renderWith({ [inclusionPath]: inclusion(false) });
    const chip = await (await section()).findByText(text.notIncluded);
    expect(chip.closest('.MuiChip-root')?.className).toContain('MuiChip-colorError');
  });

  it('says the activity is not sealed in this entry on a 404', async () => {
    renderWith({ [inclusionPath]: errorReply(404, text.notFound) });
    expect(await (await section()).findByText(text.notFound)).toBeTruthy();
  });

  it('asks nothing about activities without ?activity=', async () => {
    const calls = renderWith({}, '');
    expect(await screen.findByRole('heading', { name: LEDGER_TEXT.entryTitle })).toBeTruthy();
    expect(screen.queryByRole('region', { name: text.title })).toBeNull();
    expect(calls.map((call) => call.path)).toEqual([`/v2/ledger/${entry.id}`]);
  });
});
