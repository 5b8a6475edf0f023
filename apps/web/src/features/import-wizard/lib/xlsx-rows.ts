import { readZipEntries, readZipEntryText, zipEntryText, ZipFormatError, type ZipEntry } from './zip-entries';

const WORKBOOK_PATH = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS_PATH = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS_PATH = 'xl/sharedStrings.xml';

function parseXml(text: string, part: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0)
    throw new ZipFormatError(`Broken XML in ${part}`);
  return document;
}

/** Elements by local name, whatever namespace or prefix the writer used (transitional or strict Open XML). */
function elementsNamed(parent: Document | Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

function childrenNamed(parent: Element, localName: string): Element[] {
  return Array.from(parent.children).filter((child) => child.localName === localName);
}

function entryOf(entries: Map<string, ZipEntry>, path: string): ZipEntry {
  const entry = entries.get(path);
  if (!entry) throw new ZipFormatError(`Missing ${path}`);
  return entry;
}

/** A relationship target as an archive path: relative to xl/, or absolute from the archive root. */
function partPath(target: string): string {
  const segments: string[] = [];
  const from = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  for (const segment of from.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return segments.join('/');
}

/** The archive path of the workbook's first sheet: its `r:id` looked up in the workbook relationships. */
async function firstSheetPath(file: Blob, entries: Map<string, ZipEntry>): Promise<string> {
  const workbook = parseXml(await readZipEntryText(file, entryOf(entries, WORKBOOK_PATH)), WORKBOOK_PATH);
  const sheet = elementsNamed(workbook, 'sheet')[0];
  const relationshipId = sheet
    ? Array.from(sheet.attributes).find((attribute) => attribute.localName === 'id' && attribute.namespaceURI)
        ?.value
    : undefined;
  if (!relationshipId) throw new ZipFormatError('The workbook has no sheet');
  const relationships = parseXml(
    await readZipEntryText(file, entryOf(entries, WORKBOOK_RELATIONSHIPS_PATH)),
    WORKBOOK_RELATIONSHIPS_PATH,
  );
  const target = elementsNamed(relationships, 'Relationship')
    .find((relationship) => relationship.getAttribute('Id') === relationshipId)
    ?.getAttribute('Target');
  if (!target) throw new ZipFormatError('The first sheet has no part');
  return partPath(target);
}

interface LeadingElementsRequest {
  /** The document element: `worksheet` or `sst`. */
  root: string;
  /** The element holding the wanted ones: `sheetData`, or `sst` itself. */
  container: string;
  /** `row` or `si`. */
  element: string;
  /** How many elements to read before parsing is worth trying. */
  count: number;
  /** Whether the parsed elements suffice; reading goes on otherwise. */
  enough(elements: readonly Element[]): boolean;
}

/** Tags are shorter than this: a search resumes this far back so that a tag split between pieces is found. */
const TAG_OVERLAP = 64;

/** The qualified name of the root and the prefix of the container, once both start tags have arrived. */
function tagNamesIn(text: string, request: LeadingElementsRequest): { root: string; prefix: string } | null {
  const root = new RegExp(`<((?:[\\w.-]+:)?${request.root})[\\s>/]`).exec(text)?.[1];
  const container = new RegExp(`<([\\w.-]+:)?${request.container}[\\s>/]`).exec(text);
  return root && container ? { root, prefix: container[1] ?? '' } : null;
}

/**
 * The first elements of a possibly large XML part, read and parsed only as far as needed: the text is cut
 * after the wanted number of complete elements and closed, so that it parses. When those do not suffice
 * (empty rows), twice as many are tried.
 */
async function readLeadingElements(
  file: Blob,
  entry: ZipEntry,
  request: LeadingElementsRequest,
): Promise<Element[]> {
  let text = '';
  let names: { root: string; prefix: string } | null = null;
  let searchFrom = 0;
  const elementEnds: number[] = [];
  let wanted = request.count;
  const parseUpTo = (end: number, closers: string) =>
    elementsNamed(parseXml(text.slice(0, end) + closers, entry.name), request.element);

  for await (const piece of zipEntryText(file, entry)) {
    text += piece;
    names ??= tagNamesIn(text, request);
    if (!names) continue;
    const elementEnd = `</${names.prefix}${request.element}>`;
    const containerEnd = `</${names.prefix}${request.container}>`;
    const rootEnd = request.root === request.container ? '' : `</${names.root}>`;
    for (let at = text.indexOf(elementEnd, searchFrom); at >= 0; at = text.indexOf(elementEnd, at + 1)) {
      elementEnds.push(at + elementEnd.length);
    }
    const containerEndAt = text.indexOf(containerEnd, searchFrom);
    searchFrom = Math.max(elementEnds.at(-1) ?? 0, text.length - TAG_OVERLAP);
    for (; wanted <= elementEnds.length; wanted *= 2) {
      const elements = parseUpTo(elementEnds[wanted - 1] ?? 0, containerEnd + rootEnd);
      if (request.enough(elements)) return elements;
    }
    if (containerEndAt >= 0) return parseUpTo(containerEndAt + containerEnd.length, rootEnd);
  }
  throw new ZipFormatError(`${entry.name} ends early`);
}

/** Text of a shared or inline string: its `t`, or the `t` of each rich-text run (phonetic runs left out). */
function stringText(item: Element): string {
  return Array.from(item.children)
    .flatMap((child) =>
      child.localName === 'r' ? childrenNamed(child, 't') : child.localName === 't' ? [child] : [],
    )
    .map((t) => t.textContent ?? '')
    .join('');
}

type Cell = { column: number; text: string } | { column: number; sharedIndex: number };

/** "B12" -> 1 (zero-based column of a cell reference). */
function columnOf(reference: string): number | null {
  const letters = /^[A-Z]+/i.exec(reference)?.[0];
  if (!letters) return null;
  return (
    [...letters.toUpperCase()].reduce((column, letter) => column * 26 + letter.charCodeAt(0) - 64, 0) - 1
  );
}

function cellsOf(row: Element): Cell[] {
  let column = -1;
  return childrenNamed(row, 'c').map((cell) => {
    column = columnOf(cell.getAttribute('r') ?? '') ?? column + 1;
    const value = childrenNamed(cell, 'v')[0]?.textContent ?? '';
    switch (cell.getAttribute('t')) {
      case 's':
        return value === '' ? { column, text: '' } : { column, sharedIndex: Number(value) };
      case 'inlineStr': {
        const inline = childrenNamed(cell, 'is')[0];
        return { column, text: inline ? stringText(inline) : '' };
      }
      case 'b':
        return { column, text: value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : value };
      // Numbers (dates stay Excel serial numbers), formula strings, errors and ISO dates: the value as written.
      default:
        return { column, text: value };
    }
  });
}

const hasValue = (cells: readonly Cell[]) =>
  cells.some((cell) => !('text' in cell) || cell.text.trim() !== '');

async function readSharedStrings(
  file: Blob,
  entries: Map<string, ZipEntry>,
  lastIndex: number,
): Promise<string[]> {
  const items = await readLeadingElements(file, entryOf(entries, SHARED_STRINGS_PATH), {
    root: 'sst',
    container: 'sst',
    element: 'si',
    count: lastIndex + 1,
    enough: (elements) => elements.length > lastIndex,
  });
  return items.map(stringText);
}

/**
 * The first `limit` non-empty rows of the first sheet of an .xlsx workbook, each as cell texts by column.
 * Shared and inline strings are resolved, booleans read TRUE or FALSE, numbers (and dates, which are numbers
 * in a sheet) keep their stored text.
 */
export async function readXlsxRows(file: Blob, limit: number): Promise<string[][]> {
  const entries = await readZipEntries(file);
  const sheet = entryOf(entries, await firstSheetPath(file, entries));
  const rowElements = await readLeadingElements(file, sheet, {
    root: 'worksheet',
    container: 'sheetData',
    element: 'row',
    count: limit,
    enough: (rows) => rows.filter((row) => hasValue(cellsOf(row))).length >= limit,
  });
  const rows = rowElements.map(cellsOf).filter(hasValue).slice(0, limit);
  const sharedIndexes = rows.flat().flatMap((cell) => ('sharedIndex' in cell ? [cell.sharedIndex] : []));
  const shared =
    sharedIndexes.length > 0 ? await readSharedStrings(file, entries, Math.max(...sharedIndexes)) : [];
  return rows.map((cells) => {
    const texts = Array.from({ length: Math.max(...cells.map((cell) => cell.column)) + 1 }, () => '');
    for (const cell of cells) {
      texts[cell.column] = 'text' in cell ? cell.text : (shared[cell.sharedIndex] ?? '');
    }
    return texts;
  });
}
