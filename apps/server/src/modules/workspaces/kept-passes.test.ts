import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../platform/errors.js';
import { keepPasses, PASS_KEPT_MS, type GatePass } from './kept-passes.js';
import type { IdentityAccess } from './service.js';

const identity = { issuer: 'https://issuer.example', subject: 'someone' };
const WORKSPACE = '00000000-0000-4000-8000-000000000001';

function gateWith({ statusChangesAt }: { statusChangesAt?: Date } = {}) {
  let time = new Date('2026-06-01T00:00:00Z');
  let epoch = 7;
  let state = 'state 1';
  let refuse: HttpError | undefined;
  const access = { user: { id: 'user' }, workspace: { id: WORKSPACE } } as unknown as IdentityAccess;
  const pass = vi.fn(async (): Promise<GatePass | undefined> => {
    if (refuse) throw refuse;
    return { access: { ...access, read: state }, epoch, statusChangesAt };
  });
  const recheck = vi.fn(async () => ({ epoch, read: state }));
  const gate = keepPasses({ pass, recheck, now: () => time });
  return {
    gate: (workspaceId = WORKSPACE, moduleId = 'mdi', who = identity) => gate(who, moduleId, workspaceId),
    pass,
    recheck,
    later: (ms: number) => (time = new Date(time.getTime() + ms)),
    moveEpoch: () => (epoch += 1),
    setState: (value: string) => (state = value),
    refuseWith: (error: HttpError | undefined) => (refuse = error),
  };
}

describe('keepPasses', () => {
  it('lets a caller it passed in again on the recheck alone, with what the recheck read', async () => {
    const kit = gateWith();
    expect((await kit.gate())?.read).toBe('state 1');
    kit.setState('state 2');
    const again = await kit.gate();
    expect(again?.read).toBe('state 2');
    expect(again?.workspace.id).toBe(WORKSPACE);
    expect(kit.pass).toHaveBeenCalledTimes(1);
    expect(kit.recheck).toHaveBeenCalledTimes(1);
  });

  it('runs the full gate again once the access epoch moved, and answers its refusal', async () => {
    const kit = gateWith();
    await kit.gate();
    kit.moveEpoch();
    kit.refuseWith(new HttpError(404, 'Workspace not found'));
    await expect(kit.gate()).rejects.toMatchObject({ statusCode: 404 });
    expect(kit.pass).toHaveBeenCalledTimes(2);
  });

  it('never keeps a refusal, nor a caller without a user row', async () => {
    const kit = gateWith();
    kit.refuseWith(new HttpError(403, 'Your access to this module has ended'));
    await expect(kit.gate()).rejects.toMatchObject({ statusCode: 403 });
    kit.refuseWith(undefined);
    kit.pass.mockResolvedValueOnce(undefined);
    expect(await kit.gate()).toBeUndefined();
    await kit.gate();
    expect(kit.pass).toHaveBeenCalledTimes(3);
    expect(kit.recheck).not.toHaveBeenCalled();
  });

  it('runs the full gate when the workspace is gone from the recheck', async () => {
    const kit = gateWith();
    await kit.gate();
    kit.recheck.mockResolvedValueOnce(undefined as never);
    await kit.gate();
    expect(kit.pass).toHaveBeenCalledTimes(2);
  });

  it('keeps a pass no longer than the module status holds, nor than PASS_KEPT_MS', async () => {
    const kit = gateWith({ statusChangesAt: new Date('2026-06-01T00:00:10Z') });
    await kit.gate();
    kit.later(9_999);
    await kit.gate();
    expect(kit.pass).toHaveBeenCalledTimes(1);
    kit.later(1);
    await kit.gate();
    expect(kit.pass).toHaveBeenCalledTimes(2);

    const unbounded = gateWith();
    await unbounded.gate();
    unbounded.later(PASS_KEPT_MS - 1);
    await unbounded.gate();
    unbounded.later(1);
    await unbounded.gate();
    expect(unbounded.pass).toHaveBeenCalledTimes(2);
  });

  it('keeps a pass per caller, module and workspace', async () => {
    const kit = gateWith();
    await kit.gate();
    await kit.gate('00000000-0000-4000-8000-000000000002');
    await kit.gate(WORKSPACE, 'tox');
    await kit.gate(WORKSPACE, 'mdi', { ...identity, subject: 'someone else' });
    expect(kit.pass).toHaveBeenCalledTimes(4);
    expect(kit.recheck).not.toHaveBeenCalled();
  });

  it('shares the kept user and workspace frozen, so no request changes what another is given', async () => {
    const kit = gateWith();
    await kit.gate();
    const kept = await kit.gate();
    expect(Object.isFrozen(kept?.user)).toBe(true);
    expect(Object.isFrozen(kept?.workspace)).toBe(true);
  });
});
