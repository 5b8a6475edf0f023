import { TRUST_CHECKS, type TrustInfo } from '@hde/contracts/api';

type Subject = Pick<TrustInfo, 'id' | 'version'>;

export function trustInfo(subject: Subject, transactionId: string, checks: TrustInfo['checks']): TrustInfo {
  const passed = TRUST_CHECKS.filter((check) => checks[check]).length;
  return {
    ...subject,
    transactionId,
    score: passed / TRUST_CHECKS.length,
    verified: passed === TRUST_CHECKS.length,
    checking: false,
    checks,
  };
}

/** Trust of something with no ledger entry yet (still importing, or failed before it was ledgered). */
export function notLedgered(subject: Subject): TrustInfo {
  return {
    ...subject,
    transactionId: null,
    score: 0,
    verified: false,
    checking: false,
    checks: { signature: false, chain: false, content: false },
  };
}
