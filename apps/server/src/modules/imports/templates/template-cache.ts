import { LRUCache } from 'lru-cache';
import { TEMPLATE_NAMES, type CatalogueDataType } from '@hde/contracts/fields';
import { buildTemplate } from './build-template.js';

const DATA_TYPES = Object.keys(TEMPLATE_NAMES) as CatalogueDataType[];

/** The data type of a template name in any casing ("case", "Case", "CASE"); undefined for unknown names. */
export function templateDataType(name: string): CatalogueDataType | undefined {
  const wanted = name.trim().toLowerCase();
  return DATA_TYPES.find((dataType) => TEMPLATE_NAMES[dataType].toLowerCase() === wanted);
}

/**
 * Template workbooks, each built on its first request and kept (building one takes 10 to 40 ms, a cached answer
 * about 1 ms): the catalogue is fixed for the life of the process, so the cache holds every data type. Concurrent
 * first requests share one build; a failed build is not kept, so the next request retries.
 */
export function createTemplateCache(build: (dataType: CatalogueDataType) => Promise<Buffer> = buildTemplate) {
  const built = new LRUCache<CatalogueDataType, Buffer>({
    max: DATA_TYPES.length,
    fetchMethod: (dataType) => build(dataType),
  });
  return async (dataType: CatalogueDataType): Promise<Buffer> => (await built.fetch(dataType)) as Buffer;
}
