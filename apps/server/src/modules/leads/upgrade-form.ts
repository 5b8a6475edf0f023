import type { UpgradeRequest } from '@hde/contracts/api';

const FORWARD_TIMEOUT_MS = 10_000;

export interface ForwardLogger {
  warn(details: object, message: string): void;
}

/** The fields of the spec's upgrade form POST, nothing else: form services refuse fields they do not know. */
function upgradeFormFields(request: UpgradeRequest): URLSearchParams {
  const { firstName, lastName, email, phoneNumber, organization, comment } = request;
  return new URLSearchParams({ firstName, lastName, email, phoneNumber, organization, comment });
}

/**
 * Posts the upgrade form to the external form-collection service (UPGRADE_FORM_URL), as the browser form
 * would. Best effort: the lead is already stored and mailed, so a failure is logged (status or error kind,
 * never the fields) and swallowed.
 */
export async function forwardToUpgradeForm(
  url: string,
  request: UpgradeRequest,
  log: ForwardLogger,
): Promise<void> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: upgradeFormFields(request).toString(),
      // Form services usually answer with a redirect to a thank-you page, which is of no use here.
      redirect: 'manual',
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
    if (response.status >= 400) log.warn({ status: response.status }, 'upgrade form forwarding refused');
    await response.body?.cancel();
  } catch (error) {
    const kind = error instanceof Error ? error.name : 'unknown';
    log.warn({ kind }, 'upgrade form forwarding failed');
  }
}
