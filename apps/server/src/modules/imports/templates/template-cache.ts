import { TEMPLATE_NAMES, type CatalogueDataType } from '@hde/contracts';
import { buildTemplate } from './build-template.js';

const DATA_TYPES = Object.keys(TEMPLATE_NAMES) as CatalogueDataType[];

/** The data type of a template name in any casing ("case", "Case", "CASE"); undefined for unknown names. */
export function templateDataType(name: string): CatalogueDataType | undefined {
  const wanted = name.trim().toLowerCase();
  return DATA_TYPES.find((dataType) => TEMPLATE_NAMES[dataType].toLowerCase() === wanted);
}

/**
 * Template workbooks, each built on its first request and kept: the catalogue is fixed for the life of the
 * process. Concurrent first requests share one build; a failed build is forgotten so the next request retries.
 */
export function createTemplateCache(build: (dataType: CatalogueDataType) => Promise<Buffer> = buildTemplate) {
  const built = new Map<CatalogueDataType, Promise<Buffer>>();
  return (dataType: CatalogueDataType): Promise<Buffer> => {
    let buffer = built.get(dataType);
    if (!buffer) {
      buffer = build(dataType);
      built.set(dataType, buffer);
      buffer.catch(() => built.delete(dataType));
    }
    return buffer;
  };
}
