import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRUST_CHECK_LABELS, type TrustInfo } from '@hde/contracts/api';
import { ERROR_MESSAGES, FILE_STATUS_DIALOG_TEXT, SUCCESS_MESSAGES, TRUST_TEXT } from '@hde/contracts/text';
import { renderWithProviders } from '../../test/render-with-providers';
import { makeTrustInfo } from '../../test/trust-events';
import { ledgerTransactionUrl } from './transaction-id-actions';
import { TrustedBadge, trustStateOf } from './trusted-badge';

function renderBadge(trust: TrustInfo | undefined, transactionId: string | null = 'tx-1') {
  const user = userEvent.setup();
  renderWithProviders(<TrustedBadge trust={trust} transactionId={transactionId} />);
  return user;
}

afterEach(() => vi.restoreAllMocks());

describe('trustStateOf', () => {
  it('is checking while unknown or checking, verified when verified, failed otherwise', () => {
    expect(trustStateOf(undefined)).toBe('checking');
    expect(trustStateOf(makeTrustInfo('f', { checking: true }))).toBe('checking');
    expect(trustStateOf(makeTrustInfo('f'))).toBe('verified');
    expect(trustStateOf(makeTrustInfo('f', { verified: false, score: 0.67 }))).toBe('failed');
  });
});

describe('TrustedBadge', () => {
  it('shows loading while the trust is unknown', async () => {
    const user = renderBadge(undefined);
    const badge = screen.getByRole('button', { name: TRUST_TEXT.checking });
    expect(within(badge).getByRole('progressbar', { hidden: true })).toBeTruthy();
    await user.hover(badge);
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', TRUST_TEXT.checkingTooltip);
  });

  it('shows success with the three checks when verified', async () => {
    const user = renderBadge(makeTrustInfo('f-1'));
    await user.hover(screen.getByRole('button', { name: TRUST_TEXT.verified }));
    const tooltip = await screen.findByRole('tooltip');
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([TRUST_CHECK_LABELS.signature, TRUST_CHECK_LABELS.chain, TRUST_CHECK_LABELS.content]);
  });

  it('shows the failure text when not verified', async () => {
    const user = renderBadge(
      makeTrustInfo('f-1', { verified: false, checks: { signature: true, chain: false, content: true } }),
    );
    await user.hover(screen.getByRole('button', { name: TRUST_TEXT.failed }));
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      ERROR_MESSAGES.trustFailedTooltip,
    );
  });

  it('opens the proof details with the transaction, copied to the clipboard or opened in the ledger', async () => {
    const user = renderBadge(makeTrustInfo('f-1'), 'tx/42');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: TRUST_TEXT.verified }));
    const details = await screen.findByRole('dialog', { name: TRUST_TEXT.detailsTitle });
    expect(within(details).getByText('tx/42')).toBeTruthy();
    expect(within(details).getAllByRole('listitem')).toHaveLength(3);

    const ledger = within(details).getByRole('link', { name: TRUST_TEXT.openLedger });
    expect(ledger.getAttribute('href')).toBe('https://ledger.example.org/tx/tx%2F42');
    expect(ledger.getAttribute('target')).toBe('_blank');
    expect(ledger.getAttribute('rel')).toContain('noopener');

    await user.click(within(details).getByRole('button', { name: TRUST_TEXT.copyTransactionId }));
    expect(writeText).toHaveBeenCalledWith('tx/42');
    expect(await screen.findByText(SUCCESS_MESSAGES.transactionIdCopied)).toBeTruthy();
  });

  it('says Pending and offers no actions before the transaction is recorded', async () => {
    const user = renderBadge(undefined, null);
    await user.click(screen.getByRole('button', { name: TRUST_TEXT.checking }));
    const details = await screen.findByRole('dialog', { name: TRUST_TEXT.detailsTitle });
    expect(within(details).getByText(FILE_STATUS_DIALOG_TEXT.pending)).toBeTruthy();
    expect(within(details).queryByRole('link')).toBeNull();
  });
});

describe('ledgerTransactionUrl', () => {
  it('joins the explorer address and the transaction id with one slash', () => {
    expect(ledgerTransactionUrl('/ledger', 'abc')).toBe('/ledger/abc');
    expect(ledgerTransactionUrl('https://explorer.example.org/tx/', 'abc')).toBe(
      'https://explorer.example.org/tx/abc',
    );
  });
});
