import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LedgerLookupPage = lazy(() =>
  import('./pages/ledger-lookup-page').then((module) => ({ default: module.LedgerLookupPage })),
);
const LedgerEntryPage = lazy(() =>
  import('./pages/ledger-entry-page').then((module) => ({ default: module.LedgerEntryPage })),
);

/** Public routes of the proof-ledger explorer: a lookup and one entry by transaction id (no listing). */
export const ledgerRoutes: RouteObject[] = [
  { path: 'ledger', element: <LedgerLookupPage /> },
  { path: 'ledger/:transactionId', element: <LedgerEntryPage /> },
];
