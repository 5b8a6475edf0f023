import type { IdentityAccess, IdentityGate } from './service.js';

/** The longest a pass is kept, whatever else holds: a bound on any change the access epoch does not see. */
export const PASS_KEPT_MS = 60_000;
/** Passes kept per server; the oldest leaves first. */
export const PASSES_KEPT = 10_000;

/** A pass of the full gate, with the access epoch its statement read and when the module status may change. */
export interface GatePass {
  access: IdentityAccess;
  epoch: number;
  statusChangesAt: Date | undefined;
}

export interface KeptPassesDeps {
  /** The full gate: refusals throw; undefined when the token's user has no row yet. */
  pass(...args: Parameters<IdentityGate>): Promise<GatePass | undefined>;
  /** The access epoch now and the gate's `read`, by the workspace; undefined when it is gone or of another module. */
  recheck(workspaceId: string, moduleId: string): Promise<{ epoch: number; read: unknown } | undefined>;
  now(): Date;
}

/**
 * The gate, remembering who it let in: a caller it passed is let in again on one small statement (the epoch and
 * `read`, by the workspace's key) while the access epoch has not moved (migration 0012: any committed change to
 * users, workspaces, memberships, subscriptions or modules moves it), their module status cannot have changed
 * with time (`statusChangesAt`) and PASS_KEPT_MS has not passed. Otherwise the full gate runs again. Refusals are
 * never kept.
 */
export function keepPasses({ pass, recheck, now }: KeptPassesDeps): IdentityGate {
  const passes = new Map<string, { access: Omit<IdentityAccess, 'read'>; epoch: number; until: number }>();
  return async (identity, moduleId, workspaceId) => {
    const key = `${identity.issuer}\n${identity.subject}\n${moduleId}\n${workspaceId}`;
    const kept = passes.get(key);
    if (kept && now().getTime() < kept.until) {
      const current = await recheck(workspaceId, moduleId);
      if (current?.epoch === kept.epoch) return { ...kept.access, read: current.read };
    }
    passes.delete(key);
    const found = await pass(identity, moduleId, workspaceId);
    if (!found) return undefined;
    const { user, workspace } = found.access;
    const until = Math.min(
      now().getTime() + PASS_KEPT_MS,
      found.statusChangesAt?.getTime() ?? Number.POSITIVE_INFINITY,
    );
    // Shared by the requests it lets in: none may change what another is given.
    passes.set(key, {
      access: { user: Object.freeze(user), workspace: Object.freeze(workspace) },
      epoch: found.epoch,
      until,
    });
    if (passes.size > PASSES_KEPT) passes.delete(passes.keys().next().value as string);
    return found.access;
  };
}
