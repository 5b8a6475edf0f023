import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LedgerListPage = lazy(() =>
  import('./pages/ledger-list-page').then((module) => ({ default: module.LedgerListPage })),
);
const LedgerEntryPage = lazy(() =>
  import('./pages/ledger-entry-page').then((module) => ({ default: module.LedgerEntryPage })),
);

/** Public routes of the proof-ledger explorer: the latest entries and one entry by transaction id. */
export const ledgerRoutes: RouteObject[] = [
  { path: 'ledger', element: <LedgerListPage /> },
  { path: 'ledger/:transactionId', element: <LedgerEntryPage /> },
];
