import { describe, expect, it } from 'vitest';
import { AttemptLimiter, clientAddressKey, FailureThrottle } from './rate-limit.js';

describe('clientAddressKey', () => {
  it('keys an IPv6 client by its /64, however the address is written', () => {
    const sameNetwork = [
      '2001:db8:aa:bb::1',
      '2001:db8:aa:bb:ffff:ffff:ffff:ffff',
      '2001:0DB8:00AA:00BB:1:2:3:4',
      '2001:db8:aa:bb::1%eth0',
    ];
    expect(new Set(sameNetwork.map(clientAddressKey))).toEqual(new Set(['2001:db8:aa:bb::/64']));
    expect(clientAddressKey('2001:db8:aa:bc::1')).toBe('2001:db8:aa:bc::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keys an IPv4 client, also IPv4-mapped in IPv6, by its address', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:c000:207')).toBe('192.0.2.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('gives a limit one allowance per IPv6 /64', () => {
    const signUps = new AttemptLimiter(5, 600_000, () => 0);
    const allowed = Array.from({ length: 50 }, (_, n) =>
      signUps.tryAttempt(clientAddressKey(`2001:db8:1:2::${(n + 1).toString(16)}`)),
    );
    expect(allowed.filter(Boolean)).toHaveLength(5);
    expect(signUps.tryAttempt(clientAddressKey('2001:db8:1:3::1'))).toBe(true);
  });
});

describe('FailureThrottle.undoFailure', () => {
  it('takes back one failure, and forgets a key with none left', () => {
    const throttle = new FailureThrottle(
      { freeFailures: 2, maxDelayMs: 60_000, forgetAfterMs: 60_000, maxKeys: 10 },
      () => 0,
    );
    throttle.recordFailure('k');
    throttle.recordFailure('k');
    expect(throttle.waitMs('k')).toBe(1000);
    throttle.undoFailure('k');
    expect(throttle.waitMs('k')).toBe(0);
    throttle.undoFailure('k');
    throttle.undoFailure('k');
    throttle.recordFailure('k');
    expect(throttle.waitMs('k')).toBe(0);
  });
});
