/** Where the product's own proof-ledger explorer lives (the default LEDGER_EXPLORER_URL). */
const LEDGER_PATH = '/ledger';

export function ledgerEntryPath(transactionId: string): string {
  return `${LEDGER_PATH}/${encodeURIComponent(transactionId)}`;
}

/** The ledger pages are public: anyone holding a transaction id may check it, signed in or not. */
export function isLedgerPath(pathname: string): boolean {
  return pathname === LEDGER_PATH || pathname.startsWith(`${LEDGER_PATH}/`);
}
