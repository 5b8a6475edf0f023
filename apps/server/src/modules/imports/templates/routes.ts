import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { XLSX_CONTENT_TYPE, apiErrorSchema } from '@hde/contracts/api';
import { TEMPLATE_FILE_NAME, TEMPLATE_NAMES } from '@hde/contracts/fields';
import { TEMPLATE_NOT_FOUND } from '@hde/contracts/text';
import { HttpError } from '../../../platform/errors.js';
import { createTemplateCache, templateDataType } from './template-cache.js';

const TEMPLATE_CACHE_CONTROL = 'private, max-age=3600';

/** GET templates/{name} (spec §7.1): the import template of Case, Diagnosis or Toxicology as an .xlsx file. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = createTemplateCache();
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/templates/:name',
    {
      schema: {
        tags: ['imports'],
        summary: `Download an import template (${Object.values(TEMPLATE_NAMES).join(', ')}; any casing)`,
        params: z.object({ name: z.string().max(100) }),
        response: {
          200: z.custom<Buffer>().describe('The .xlsx workbook'),
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const dataType = templateDataType(request.params.name);
      if (!dataType) throw new HttpError(404, TEMPLATE_NOT_FOUND);
      const workbook = await templates(dataType);
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${TEMPLATE_FILE_NAME(TEMPLATE_NAMES[dataType])}"`,
        )
        .header('cache-control', TEMPLATE_CACHE_CONTROL)
        .send(workbook);
    },
  );
};
