import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { TRUST_CHECK_DELAY_MS } from '@hde/contracts';
import type { FileImport } from '@hde/contracts/api';
import { isFinished } from './file-import-status';
import { useFileTrust } from './use-file-trust';

const finishedIds = (pageItems: readonly FileImport[]) =>
  pageItems.filter((fileImport) => isFinished(fileImport.status)).map((fileImport) => fileImport.id);

/**
 * Trust of the shown page's finished files (spec part 2 §4: SUCCESS or ERROR triggers a trust check). Files
 * are checked once when they first show. Imports that finish while tracked get their proof recorded on the
 * ledger afterwards, so they wait: `checkLater` checks the whole page TRUST_CHECK_DELAY_MS after its last call.
 */
export function usePageTrust(pageItems: readonly FileImport[]) {
  const { trust, checkTrust } = useFileTrust();
  const checked = useRef(new Set<string>());
  const awaitingLedger = useRef(new Set<string>());
  const [laterRound, setLaterRound] = useState(0);
  const finishedKey = JSON.stringify(finishedIds(pageItems));

  useEffect(() => {
    const unchecked = (JSON.parse(finishedKey) as string[]).filter(
      (id) => !checked.current.has(id) && !awaitingLedger.current.has(id),
    );
    if (unchecked.length === 0) return;
    const controller = new AbortController();
    let answered = false;
    const checkedIds = checked.current;
    for (const id of unchecked) checkedIds.add(id);
    void checkTrust(unchecked, controller.signal).then(() => (answered = true));
    return () => {
      if (answered) return;
      // A check stopped half-way leaves its files unchecked, so they are asked again when they show again.
      controller.abort();
      for (const id of unchecked) checkedIds.delete(id);
    };
  }, [finishedKey, checkTrust]);

  const checkWholePage = useEffectEvent((signal: AbortSignal) => {
    const ids = finishedIds(pageItems);
    awaitingLedger.current.clear();
    for (const id of ids) checked.current.add(id);
    void checkTrust(ids, signal);
  });

  useEffect(() => {
    if (laterRound === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => checkWholePage(controller.signal), TRUST_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [laterRound]);

  return {
    trust,
    /** Checks the page after the delay, restarting it; a finished import named here is not checked before. */
    checkLater(finishedImportId?: string) {
      if (finishedImportId) awaitingLedger.current.add(finishedImportId);
      setLaterRound((round) => round + 1);
    },
  };
}
