/**
 * The calendar day of an instant in a time zone: the rule behind the portal's 'today' (issue 23 item
 * 6). A firm in London starts 1 July at 2026-06-30T23:00:00Z, in summer time, not at midnight UTC.
 * Intl.DateTimeFormat holds the zone rules (it is part of the language, not a package).
 */

/** The firm's time zone when none is configured. */
export const DEFAULT_FIRM_TIME_ZONE = 'Europe/London';

/** Whether the name is an IANA time zone this runtime knows ('Europe/London', 'UTC'). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || !name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formats.set(timeZone, f);
  }
  return f;
}

/** 'YYYY-MM-DD': the day it is in `timeZone` at `instant` (a Date or milliseconds since the epoch). */
export function dayInTimeZone(instant: Date | number, timeZone: string): string {
  const parts = formatFor(timeZone).formatToParts(typeof instant === 'number' ? new Date(instant) : instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year').padStart(4, '0')}-${get('month')}-${get('day')}`;
}
