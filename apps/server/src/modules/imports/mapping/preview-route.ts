import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  mappingPreviewRequestSchema,
  mappingPreviewResponseSchema,
  type MappingPreviewRequest,
  type MappingPreviewResponse,
  type PreviewCell,
} from '@hde/contracts/api';
import type { RawCell } from '../convert/index.js';
import { planColumns, type ColumnTarget } from '../pipeline/column-plan.js';
import { convertRow } from '../pipeline/convert-row.js';
import { DATE_PART_HEADER_SEPARATOR } from '../pipeline/date-parts.js';

const PLAIN_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A sample cell as the import's reader hands it over. The browser reads every cell as text; an XLSX reader
 * gives numeric cells (dates too, as serials) as numbers, so numbers bound for a typed field are numbers here.
 */
function readerCell(text: string, target: ColumnTarget | undefined, fileType: 'CSV' | 'XLSX'): RawCell {
  const typed = target?.kind === 'field' && target.field.type !== 'string' && target.field.type !== 'text';
  return fileType === 'XLSX' && typed && PLAIN_NUMBER.test(text.trim()) ? Number(text) : text;
}

function storedOf(target: ColumnTarget, row: ReturnType<typeof convertRow>): PreviewCell['stored'] {
  // Each column of a date split over year, month and day shows the date they make.
  if (target.kind === 'field' || target.kind === 'datePart') return row.values[target.field.id] ?? null;
  if (target.kind === 'custom') return row.extra[target.key] ?? null;
  return null;
}

/** The sample rows converted by the import's own column plan and row conversion: what it will store. */
export function previewRows({ dataType, fileType, headers, mapping, rows }: MappingPreviewRequest) {
  const plan = planColumns(headers, dataType, mapping, {});
  return rows.map((cells, index): PreviewCell[] => {
    const raw = headers.map((_, column) => readerCell(cells[column] ?? '', plan[column], fileType));
    const row = convertRow(index + 2, raw, plan);
    return plan.map((target) => {
      const issue =
        target.kind === 'skip'
          ? undefined
          : row.issues.find((i) =>
              target.kind === 'datePart'
                ? i.fieldName?.split(DATE_PART_HEADER_SEPARATOR).includes(target.header)
                : i.fieldName === target.header,
            );
      return {
        stored: storedOf(target, row),
        issue: issue ? { type: issue.type, message: issue.message } : null,
      };
    });
  });
}

/** POST mapping/preview: the review step's sample rows as the import will store them. */
export const mappingPreviewRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mapping/preview',
    {
      schema: {
        tags: ['imports'],
        security: [{ bearerAuth: [] }],
        summary: 'Convert sample rows under a mapping as the import would, for the review step',
        body: mappingPreviewRequestSchema,
        response: { 200: mappingPreviewResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request): Promise<MappingPreviewResponse> => ({ rows: previewRows(request.body) }),
  );
};
