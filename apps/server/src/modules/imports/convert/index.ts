export type { Conversion, RawCell } from './conversion.js';
export { convertCell } from './convert-cell.js';
export { convertBoolean } from './convert-boolean.js';
export { convertDate } from './convert-date.js';
export { convertEnum } from './convert-enum.js';
export { convertInteger, convertNumber } from './convert-number.js';
export { convertString, convertText } from './convert-text.js';
export { convertTime } from './convert-time.js';
export { dateToExcelSerial, excelSerialToDate } from './excel-serial.js';
