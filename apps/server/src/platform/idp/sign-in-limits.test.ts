import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_TEXT } from '@hde/contracts/text';
import { DEMO_ACCOUNTS } from '../seed.js';
import { BrowserlessClient, pkcePair } from '../../test/browserless-client.js';
import { createListeningTestApp, type ListeningTestApp } from '../../test/test-app.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { logIn, signUp, startSignIn } from './sign-in-test-kit.js';

let ctx: ListeningTestApp;
let origin: string;
beforeAll(async () => {
  ctx = await createListeningTestApp();
  ({ origin } = ctx);
});
afterAll(() => ctx.close());

const demo = DEMO_ACCOUNTS[1];

/** A browser on its own client address (127.0.0.x) with a sign-in page open. */
async function browserAt(address: string) {
  const client = new BrowserlessClient(origin, address);
  const interaction = await startSignIn(client, pkcePair().challenge);
  return { client, interaction };
}

describe('failed sign-ins', () => {
  it('stop a client spraying one password over 200 e-mails after a few failures', async () => {
    const { client, interaction } = await browserAt('127.0.0.2');
    const statuses: number[] = [];
    for (let index = 0; index < 200; index += 1) {
      const response = await logIn(client, interaction, `victim${index}@example.org`, 'Spring2026!');
      statuses.push(response.status);
    }
    const checked = statuses.filter((status) => status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(10);
    expect(checked).toBeLessThanOrEqual(12);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - checked);
  });

  it("never lock a user out: an attacker's failures do not refuse the right password from another client", async () => {
    const attacker = await browserAt('127.0.0.4');
    for (let index = 0; index < 12; index += 1)
      await logIn(attacker.client, attacker.interaction, demo.email, 'x');
    const refused = await logIn(attacker.client, attacker.interaction, demo.email, demo.password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many failed sign-ins');

    const user = await browserAt('127.0.0.5');
    const signedIn = await logIn(user.client, user.interaction, demo.email, demo.password);
    expect(signedIn.status).toBe(303);
  });

  it('let at most the free number of attempts sent at once be checked', async () => {
    const { client, interaction } = await browserAt('127.0.0.10');
    const spray = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        logIn(client, interaction, `parallel${index}@example.org`, 'Spring2026!'),
      ),
    );
    const sprayChecked = spray.filter((response) => response.status === 401).length;
    expect(sprayChecked).toBeGreaterThanOrEqual(1);
    expect(sprayChecked).toBeLessThanOrEqual(10);
    expect(spray.filter((response) => response.status === 429)).toHaveLength(40 - sprayChecked);

    const guesser = await browserAt('127.0.0.11');
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        logIn(guesser.client, guesser.interaction, demo.email, `Guess-${index}!`),
      ),
    );
    const guessesChecked = guesses.filter((response) => response.status === 401).length;
    expect(guessesChecked).toBeGreaterThanOrEqual(1);
    expect(guessesChecked).toBeLessThanOrEqual(5);
  });

  it('start afresh for a client and e-mail once the client signs in', async () => {
    const { client, interaction } = await browserAt('127.0.0.6');
    const failTimes = async (times: number) => {
      for (let index = 0; index < times; index += 1) {
        expect((await logIn(client, interaction, demo.email, 'wrong')).status).toBe(401);
      }
    };
    await failTimes(4);
    expect((await logIn(client, interaction, demo.email, demo.password)).status).toBe(303);
    const again = await browserAt('127.0.0.6');
    for (let index = 0; index < 4; index += 1) {
      expect((await logIn(again.client, again.interaction, demo.email, 'wrong')).status).toBe(401);
    }
  });
});

describe('the sign-in throttle', () => {
  it('makes a client wait 1 s, then twice as long per further failure, up to 15 minutes', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    const fail = (times: number) => {
      for (let n = 0; n < times; n += 1) expect(throttle.attempt('ip', `user${n}@example.org`)).toBe(0);
    };
    fail(10);
    expect(throttle.attempt('ip', 'next@example.org')).toBe(1);
    const waits: number[] = [];
    for (let failure = 11; failure <= 25; failure += 1) {
      now += throttle.attempt('ip', 'next@example.org') * 1000;
      expect(throttle.attempt('ip', `more${failure}@example.org`)).toBe(0);
      waits.push(throttle.attempt('ip', 'next@example.org'));
    }
    expect(waits.slice(0, 5)).toEqual([2, 4, 8, 16, 32]);
    expect(waits.at(-1)).toBe(15 * 60);
    // Another client is not concerned, and an hour without failures forgets the client.
    expect(throttle.attempt('other-ip', 'next@example.org')).toBe(0);
    now += 60 * 60 * 1000;
    expect(throttle.attempt('ip', 'next@example.org')).toBe(0);
  });

  it('counts one client and e-mail on its own: 5 failures on one e-mail, and a sign-in resets it', () => {
    let now = 0;
    const throttle = createSignInThrottle(() => now);
    for (let n = 0; n < 5; n += 1) throttle.attempt('ip', 'Ada@example.org');
    expect(throttle.attempt('ip', 'ada@example.org')).toBe(1);
    now += 1000;
    expect(throttle.attempt('ip', 'bob@example.org')).toBe(0);
    expect(throttle.attempt('ip', 'ada@example.org')).toBe(0);
    throttle.succeeded('ip', 'ada@example.org');
    // The pair starts afresh; the address has 6 failures (the success took its own back).
    for (let n = 0; n < 4; n += 1) expect(throttle.attempt('ip', 'ada@example.org')).toBe(0);
    expect(throttle.attempt('ip', 'ada@example.org')).toBe(1);
  });

  it('counts an attempt as failed before it is checked, so attempts at once cannot all pass', () => {
    const throttle = createSignInThrottle(() => 0);
    const letThrough = Array.from({ length: 50 }, (_, n) => throttle.attempt('ip', `user${n}@example.org`));
    expect(letThrough.filter((wait) => wait === 0)).toHaveLength(10);
    // A success gives its place back.
    throttle.succeeded('ip', 'user0@example.org');
    expect(throttle.attempt('ip', 'user50@example.org')).toBe(0);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped client as IPv4', () => {
    const throttle = createSignInThrottle(() => 0);
    for (let n = 0; n < 10; n += 1)
      throttle.attempt(`2001:db8:1:2::${n.toString(16)}`, `user${n}@example.org`);
    expect(throttle.attempt('2001:db8:1:2:ffff:1:2:3', 'next@example.org')).toBe(1);
    expect(throttle.attempt('2001:db8:1:3::1', 'next@example.org')).toBe(0);
    for (let n = 0; n < 10; n += 1) throttle.attempt('192.0.2.1', `user${n}@example.org`);
    expect(throttle.attempt('::ffff:192.0.2.1', 'next@example.org')).toBe(1);
  });
});

describe('sign-up', () => {
  it('creates at most 5 accounts per client address in 10 minutes', async () => {
    const { client, interaction } = await browserAt('127.0.0.3');
    for (let index = 0; index < 5; index += 1) {
      const created = await signUp(client, interaction, `burst${index}.${Date.now()}@example.org`);
      expect(created.status).toBe(200);
    }
    const refused = await signUp(client, interaction, `burst5.${Date.now()}@example.org`);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(SIGN_IN_TEXT.tooManySignUps);

    const elsewhere = await browserAt('127.0.0.7');
    expect(
      (await signUp(elsewhere.client, elsewhere.interaction, `calm.${Date.now()}@example.org`)).status,
    ).toBe(200);
  });
});
