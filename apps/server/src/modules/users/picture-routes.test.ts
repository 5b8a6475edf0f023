import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_FIELD, PICTURE_MAX_BYTES, apiErrorSchema, userSchema } from '@hde/contracts/api';
import { PICTURE_ERRORS } from '@hde/contracts/text';
import { activities, userPictures } from '../../platform/db/schema.js';
import { apiUser } from '../../test/api-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Caller = Awaited<ReturnType<typeof apiUser>>;

/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

interface FilePart {
  field?: string;
  bytes: Uint8Array;
  filename: string;
  type: string;
}

/** A real multipart/form-data body, as a browser's FormData would send it. */
async function multipart(file: FilePart | undefined, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(file.field ?? PICTURE_FIELD, new Blob([file.bytes], { type: file.type }), file.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(
  caller: Caller | undefined,
  file: FilePart | undefined,
  fields?: Record<string, string>,
) {
  const { payload, contentType } = await multipart(file, fields);
  return ctx.app.inject({
    method: 'POST',
    url: '/v2/app/user/pic',
    headers: { ...caller?.headers, 'content-type': contentType },
    payload,
  });
}

const getPicture = (caller: Caller) => caller.call('GET', '/v2/app/user/pic');

async function storedPicture(caller: Caller) {
  const [row] = await ctx.database.db.select().from(userPictures).where(eq(userPictures.userId, caller.id));
  return row;
}

async function expectRefusedUpload(caller: Caller, response: { statusCode: number; json(): unknown }) {
  const body = apiErrorSchema.parse(response.json());
  expect(await storedPicture(caller)).toBeUndefined();
  const user = userSchema.parse((await caller.call('GET', '/v2/app/user/')).json());
  expect(user.picture).toBeNull();
  return body;
}

describe('GET /v2/app/user/pic', () => {
  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ url: '/v2/app/user/pic' })).statusCode).toBe(401);
  });

  it('answers a JSON 404 when no picture was uploaded', async () => {
    const response = await getPicture(await apiUser(ctx));
    expect(response.statusCode).toBe(404);
    expect(apiErrorSchema.parse(response.json()).statusCode).toBe(404);
  });
});

describe('POST /v2/app/user/pic', () => {
  it('answers 401 without a token', async () => {
    const response = await upload(undefined, { bytes: PNG, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(401);
  });

  it('stores a PNG, versions the picture path and serves the same bytes back', async () => {
    const caller = await apiUser(ctx);
    const response = await upload(caller, { bytes: PNG, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json());
    expect(user.picture).toMatch(/^\/v2\/app\/user\/pic\?v=[a-z0-9]+$/);
    const fetched = userSchema.parse((await caller.call('GET', '/v2/app/user/')).json());
    expect(fetched.picture).toBe(user.picture);

    const picture = await getPicture(caller);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toBe('private, max-age=86400');
    expect(picture.rawPayload.equals(PNG)).toBe(true);

    const actions = await ctx.database.db
      .select({ action: activities.action })
      .from(activities)
      .where(and(eq(activities.userId, caller.id), eq(activities.collectionName, 'users')));
    expect(actions.map((row) => row.action)).toEqual(['UPDATE_PICTURE']);
  });

  it('replaces the picture, typed by its bytes rather than by the declared type', async () => {
    const caller = await apiUser(ctx);
    await upload(caller, { bytes: PNG, filename: 'me.png', type: 'image/png' });
    const response = await upload(caller, {
      bytes: GIF,
      filename: 'me.bin',
      type: 'application/octet-stream',
    });
    expect(response.statusCode).toBe(200);
    const picture = await getPicture(caller);
    expect(picture.headers['content-type']).toBe('image/gif');
    expect(picture.rawPayload.equals(GIF)).toBe(true);
  });

  it('answers 415 to a text file named .png', async () => {
    const caller = await apiUser(ctx);
    const text = Buffer.from('just some text, honestly');
    const response = await upload(caller, { bytes: text, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect((await expectRefusedUpload(caller, response)).message).toBe(PICTURE_ERRORS.notImage);
  });

  it('answers 415 to an SVG (scripts can hide in it) and to an empty file', async () => {
    const caller = await apiUser(ctx);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { bytes: svg, filename: 'me.svg', type: 'image/svg+xml' },
      { bytes: new Uint8Array(), filename: 'empty.png', type: 'image/png' },
    ]) {
      const response = await upload(caller, file);
      expect(response.statusCode).toBe(415);
      await expectRefusedUpload(caller, response);
    }
  });

  it('answers 413 to a picture over the limit', async () => {
    const caller = await apiUser(ctx);
    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const response = await upload(caller, { bytes: big, filename: 'big.png', type: 'image/png' });
    expect(response.statusCode).toBe(413);
    expect((await expectRefusedUpload(caller, response)).message).toBe(PICTURE_ERRORS.tooLarge);
  });

  it('accepts a picture of exactly the limit', async () => {
    const caller = await apiUser(ctx);
    const exact = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES - PNG.length)]);
    const response = await upload(caller, { bytes: exact, filename: 'exact.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 400 when the image field is missing', async () => {
    const caller = await apiUser(ctx);
    for (const response of [
      await upload(caller, { field: 'file', bytes: PNG, filename: 'me.png', type: 'image/png' }),
      await upload(caller, undefined, { note: 'no file here' }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect((await expectRefusedUpload(caller, response)).message).toBe(PICTURE_ERRORS.missing);
    }
  });

  it('answers 415 to a body that is not multipart', async () => {
    const caller = await apiUser(ctx);
    const response = await caller.call('POST', '/v2/app/user/pic', { image: 'data:image/png;base64,AAAA' });
    expect(response.statusCode).toBe(415);
    expect((await expectRefusedUpload(caller, response)).message).toBe(PICTURE_ERRORS.notMultipart);
  });

  it('answers 400 to a broken multipart body', async () => {
    const caller = await apiUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v2/app/user/pic',
      headers: { ...caller.headers, 'content-type': 'multipart/form-data' },
      payload: 'not really multipart',
    });
    expect(response.statusCode).toBe(400);
    await expectRefusedUpload(caller, response);
  });
});
