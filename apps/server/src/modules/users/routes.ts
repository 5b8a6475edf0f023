import multipart from '@fastify/multipart';
import type { preValidationHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  profileUpdateSchema,
  userConfigUpdateSchema,
  userConfigurationSchema,
  userSchema,
} from '@hde/contracts/api';
import { USER_ERRORS } from '@hde/contracts/text';
import { HttpError } from '../../platform/errors.js';
import { currentUser } from './current-user.js';
import { PICTURE_UPLOAD_LIMITS, readPictureUpload } from './picture-upload.js';
import { toUserResponse, type UserRow, type UserService } from './service.js';

export interface UserRoutesOptions {
  users: UserService;
  /** userConfiguration.expirationDate; null until the subscriptions module supplies it. */
  expirationDateOf?: (user: UserRow) => Promise<string | null>;
}

const errors = { 401: apiErrorSchema, 409: apiErrorSchema };

/**
 * Onboarding sends every field, but a caller that leaves a required one out still gets the form's own
 * message ("Please add first name") rather than zod's generic type error.
 */
const absentOnboardingFieldsAsEmpty: preValidationHookHandler = async (request) => {
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    request.body = { firstName: '', lastName: '', company: '', jobTitle: '', goals: [], ...body };
  }
};

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { users, expirationDateOf },
) => {
  // onRequest, not preHandler: strangers get 401 before their body is parsed or validated.
  app.addHook('onRequest', app.authenticate);
  await app.register(multipart, { limits: PICTURE_UPLOAD_LIMITS });

  const respond = async (row: UserRow) =>
    toUserResponse(row, { expirationDate: (await expirationDateOf?.(row)) ?? null });

  app.get(
    '/user/',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (created on the first call)',
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => respond(await currentUser(users, request)),
  );

  app.put(
    '/user/',
    {
      schema: {
        tags: ['user'],
        summary: 'Update My Details (Account page)',
        body: profileUpdateSchema,
        response: { 200: userSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) => respond(await users.updateProfile(await currentUser(users, request), request.body)),
  );

  app.get(
    '/user/config/',
    {
      schema: {
        tags: ['user'],
        summary: 'The user configuration',
        response: { 200: userConfigurationSchema, ...errors },
      },
    },
    async (request) => (await respond(await currentUser(users, request))).userConfiguration,
  );

  app.put(
    '/user/config/',
    {
      preValidation: absentOnboardingFieldsAsEmpty,
      schema: {
        tags: ['user'],
        summary: 'Save the onboarding details (profile, goals, isFirstTime)',
        body: userConfigUpdateSchema,
        response: { 200: userSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      respond(await users.updateConfiguration(await currentUser(users, request), request.body)),
  );

  app.get(
    '/user/pic',
    {
      schema: {
        tags: ['user'],
        summary: 'The profile picture (image bytes)',
        response: {
          200: z.custom<Buffer>().describe('PNG, JPEG, GIF or WebP bytes'),
          404: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const picture = await users.picture(await currentUser(users, request));
      if (!picture) throw new HttpError(404, USER_ERRORS.noPicture);
      const { data } = picture;
      return reply
        .type(picture.contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    },
  );

  app.post(
    '/user/pic',
    {
      schema: {
        tags: ['user'],
        summary: 'Upload the profile picture (multipart/form-data, field "image")',
        consumes: ['multipart/form-data'],
        response: {
          200: userSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await currentUser(users, request);
      return respond(await users.savePicture(user, await readPictureUpload(request)));
    },
  );
};
