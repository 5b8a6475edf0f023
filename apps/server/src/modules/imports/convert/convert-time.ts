import { CONVERSION_MESSAGES } from '@hde/contracts/fields';
import { cellText, converted, EMPTY, failed, isBlank, type Conversion, type RawCell } from './conversion.js';
import { parseDateText } from './convert-date.js';

const DAY_SECONDS = 86_400;
const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*([ap])\.?\s*m\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
/** Military time as death investigators write it: "1430", "0915 hrs". */
const MILITARY = /^(\d{2})(\d{2})\s*(?:h|hrs|hours)?$/i;
const ZONE = /\s*(?:z|[+-]\d{2}:?\d{2})$/i;
const NAMED: Readonly<Record<string, number>> = { noon: 12 * 3600, midnight: 0 };

function seconds(hours: number, minutes: number, secs: number): number | undefined {
  if (hours > 23 || minutes > 59 || secs > 59) return undefined;
  return hours * 3600 + minutes * 60 + secs;
}

function parseTimeOnly(text: string): number | undefined {
  const named = NAMED[text.toLowerCase()];
  if (named !== undefined) return named;
  let match = TWELVE_HOUR.exec(text);
  if (match) {
    const hour = Number(match[1]);
    if (hour < 1 || hour > 12) return undefined;
    const pm = match[4]!.toLowerCase() === 'p';
    return seconds((hour % 12) + (pm ? 12 : 0), Number(match[2] ?? 0), Number(match[3] ?? 0));
  }
  match = TWENTY_FOUR_HOUR.exec(text) ?? MILITARY.exec(text);
  if (match) return seconds(Number(match[1]), Number(match[2]), Number(match[3] ?? 0));
  return undefined;
}

/** A time alone, or the time after a date ("2024-01-05T13:45:00Z", "1/5/2024 1:45 PM"). */
function parseTimeText(text: string): number | undefined {
  const alone = parseTimeOnly(text);
  if (alone !== undefined) return alone;
  const split = /^(\S+?)(?:T|\s+)(\d.*)$/i.exec(text);
  if (!split || !parseDateText(split[1]!)) return undefined;
  return parseTimeOnly(split[2]!.replace(ZONE, '').trim());
}

/** Spreadsheets store a time as a fraction of a day; a whole number 0-2359 is military time. */
function fromNumber(value: number): number | undefined {
  if (!Number.isFinite(value) || value < 0) return undefined;
  if (Number.isInteger(value) && value > 0) {
    return value <= 2359 ? seconds(Math.floor(value / 100), value % 100, 0) : undefined;
  }
  return Math.min(Math.round((value % 1) * DAY_SECONDS), DAY_SECONDS - 1);
}

export function formatTime(totalSeconds: number): string {
  const parts = [Math.floor(totalSeconds / 3600), Math.floor(totalSeconds / 60) % 60, totalSeconds % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/** A time of day `HH:MM:SS` from HH:MM(:SS), H:MM AM/PM, military HHMM, a day fraction or a Date. */
export function convertTime(raw: RawCell): Conversion<string> {
  if (isBlank(raw)) return EMPTY;
  let total: number | undefined;
  if (typeof raw === 'string') total = parseTimeText(raw.trim());
  else if (typeof raw === 'number') total = fromNumber(raw);
  else if (raw instanceof Date && !Number.isNaN(raw.getTime())) {
    total = raw.getUTCHours() * 3600 + raw.getUTCMinutes() * 60 + raw.getUTCSeconds();
  }
  return total === undefined
    ? failed(CONVERSION_MESSAGES.notATime(cellText(raw)))
    : converted(formatTime(total));
}
