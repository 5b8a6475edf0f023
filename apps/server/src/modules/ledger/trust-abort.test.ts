import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileImports } from '../../platform/db/schema.js';
import { importFile } from '../../test/import-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ownerWithWorkspace, type Caller } from '../../test/workspace-fixtures.js';
import type * as ChainCheck from './chain-check.js';
import type * as StoredTree from './stored-tree.js';

/**
 * The trust routes stop their check when the client leaves: the check is held at its stored-tree step until
 * the client has gone, then let go, and what it does next is recorded.
 */
const probe = vi.hoisted(() => {
  let release: () => void = () => undefined;
  let entered: (signal: AbortSignal) => void = () => undefined;
  return {
    /** Resolves with the check's signal once the check reaches its stored tree; the check then waits. */
    reached: Promise.resolve() as Promise<AbortSignal | undefined>,
    released: Promise.resolve(),
    hold() {
      this.reached = new Promise((resolve) => (entered = resolve));
      this.released = new Promise((resolve) => (release = resolve));
    },
    enter: (signal: AbortSignal | undefined) => entered(signal!),
    release: () => release(),
    treeCheck: null as null | 'finished' | 'stopped',
    proofs: 0,
    provers: 0,
    /** Holds the explorer's chain check (instead of the stored-tree step) and records its options. */
    holdChain: false,
    chainOptions: undefined as ChainCheck.ChainCheckOptions | undefined,
  };
});

vi.mock('./chain-check.js', async (importOriginal) => {
  const actual = await importOriginal<typeof ChainCheck>();
  return {
    ...actual,
    chainIntact: async (...args: Parameters<typeof actual.chainIntact>) => {
      if (probe.holdChain) {
        probe.chainOptions = args[2];
        probe.enter(args[2]?.signal);
        await probe.released;
      }
      return actual.chainIntact(...args);
    },
  };
});

vi.mock('./stored-tree.js', async (importOriginal) => {
  const actual = await importOriginal<typeof StoredTree>();
  return {
    ...actual,
    ensureStoredTree: async (...args: Parameters<typeof actual.ensureStoredTree>) => {
      probe.enter(args[2]);
      await probe.released;
      return actual.ensureStoredTree(...args);
    },
    readStoredTree: (...args: Parameters<typeof actual.readStoredTree>) =>
      actual.readStoredTree(...args).then(
        (read) => ((probe.treeCheck = 'finished'), read),
        (error: unknown) => {
          probe.treeCheck = 'stopped';
          throw error;
        },
      ),
    createLeafProver: (...args: Parameters<typeof actual.createLeafProver>) => {
      probe.provers += 1;
      const proves = actual.createLeafProver(...args);
      return (leafHash: string, position: number) => ((probe.proofs += 1), proves(leafHash, position));
    },
  };
});

let ctx: TestApp;
let owner: Caller;
let workspaceId: string;
let fileImportId: string;
let baseUrl: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({
    owner,
    workspace: { id: workspaceId },
  } = await ownerWithWorkspace(ctx));
  ({ id: fileImportId } = await importFile(ctx, owner, workspaceId, {
    fileName: 'abort.csv',
    content: 'case_id\nA-1\nA-2\n',
  }));
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

/** Asks over a real connection (a POST as the owner), then leaves once the check is under way; its signal. */
async function leaveMidCheck(path: string, body?: object, method = 'POST'): Promise<AbortSignal> {
  probe.hold();
  const client = new AbortController();
  void fetch(`${baseUrl}${path}`, {
    method,
    headers:
      method === 'GET' ? {} : { ...owner.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
    signal: client.signal,
  }).catch(() => undefined);
  const signal = (await probe.reached)!;
  expect(signal.aborted).toBe(false);
  client.abort();
  await vi.waitFor(() => expect(signal.aborted).toBe(true));
  return signal;
}

describe('a client that leaves mid-check', () => {
  it('stops the file check before it reads the stored tree', async () => {
    probe.treeCheck = null;
    await leaveMidCheck('/v2/app/file/trust', { files: [{ id: fileImportId }] });
    probe.release();
    await vi.waitFor(() => expect(probe.treeCheck).not.toBeNull());
    expect(probe.treeCheck).toBe('stopped');
  });

  it('stops the case check before it proves a leaf', async () => {
    probe.provers = 0;
    probe.proofs = 0;
    await leaveMidCheck(`/v2/app/case/${workspaceId}/A-1/trust`);
    probe.release();
    await vi.waitFor(() => expect(probe.provers).toBe(1));
    expect(probe.proofs).toBe(0);
  });

  it("stops the public explorer's chain check, which never moves the checkpoint", async () => {
    const [fileImport] = await ctx.database.db
      .select({ transactionId: fileImports.transactionId })
      .from(fileImports)
      .where(eq(fileImports.id, fileImportId));
    probe.holdChain = true;
    try {
      const signal = await leaveMidCheck(`/v2/ledger/${fileImport!.transactionId}`, undefined, 'GET');
      expect(signal.aborted).toBe(true);
      expect(probe.chainOptions?.moveCheckpoint).toBe(false);
    } finally {
      probe.holdChain = false;
      probe.release();
    }
  });

  it('lets a check run to its end while the client stays', async () => {
    probe.hold();
    probe.release();
    probe.treeCheck = null;
    const reply = await owner.call('POST', '/v2/app/file/trust', { files: [{ id: fileImportId }] });
    expect(reply.body).toContain('"verified":true');
    expect(probe.treeCheck).toBe('finished');
  });
});
