import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { TRUST_TEXT } from '@hde/contracts/text';
import { testClientConfig } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { TransactionIdActions, ledgerTransactionUrl } from './transaction-id-actions';

describe('ledgerTransactionUrl', () => {
  it('puts the transaction under the explorer, once slashed and encoded', () => {
    expect(ledgerTransactionUrl('https://ledger.example.org/tx//', 'a/b')).toBe(
      'https://ledger.example.org/tx/a%2Fb',
    );
  });

  it('names the activity to check when one is given', () => {
    expect(ledgerTransactionUrl('https://ledger.example.org/tx', 'tx-1', 'act 7')).toBe(
      'https://ledger.example.org/tx/tx-1?activity=act%207',
    );
  });
});

describe('TransactionIdActions', () => {
  const openLink = () => screen.getByRole('link', { name: TRUST_TEXT.openLedger }).getAttribute('href');

  it('opens the transaction in the ledger explorer', () => {
    renderWithProviders(<TransactionIdActions transactionId="tx-1" />);
    expect(openLink()).toBe(`${testClientConfig.ledgerExplorerUrl}/tx-1`);
  });

  it('opens the activity of the transaction when it has one', () => {
    renderWithProviders(<TransactionIdActions transactionId="tx-1" activityId="act-7" />);
    expect(openLink()).toBe(`${testClientConfig.ledgerExplorerUrl}/tx-1?activity=act-7`);
  });
});
