import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.js';
import { forwardToUpgradeForm } from './upgrade-form.js';

const upgrade = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  phoneNumber: '555-123-4567',
  organization: 'County ME Office',
  comment: 'Call me',
};

describe('forwardToUpgradeForm', () => {
  it('logs an unreachable form service without any of the fields, and does not throw', async () => {
    const lines: unknown[] = [];
    const log = { warn: (details: object, message: string) => lines.push({ details, message }) };
    await forwardToUpgradeForm(`http://127.0.0.1:${await freePort()}/form`, upgrade, log);
    expect(lines).toEqual([{ details: { kind: 'TypeError' }, message: 'upgrade form forwarding failed' }]);
    const logged = JSON.stringify(lines);
    for (const value of Object.values(upgrade)) expect(logged).not.toContain(value);
  });
});
