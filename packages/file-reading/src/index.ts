export { CSV_SAMPLE_BYTES, csvFormatOf, type CsvFormat } from './csv-format.js';
export { CsvBrokenRecord, CsvRecordSplitter, type CsvProblem, type CsvRecord } from './csv-records.js';
export { readCsvSample } from './csv-sample.js';
export { CSV_DELIMITERS, type CsvDelimiter } from './delimiter.js';
export { incompleteTailLength, isUtf16, utf8Length, type TextEncodingName } from './encoding.js';
export { headersOf } from './headers.js';
export { TextDecoding } from './text-decoding.js';
