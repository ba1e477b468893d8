import { DEFAULT_FIRM_TIME_ZONE, dayInTimeZone } from '../../../domain/shared/zoned-day';
import { sessionStore } from './session.store';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DEFAULT_TIME_ZONE = DEFAULT_FIRM_TIME_ZONE;

/** The signed-in user's time zone (the platform's userTimezone), London when unknown. */
function userTimeZone(): string {
  return sessionStore.view?.user.userTimezone || DEFAULT_TIME_ZONE;
}

/** The calendar day of an instant in a time zone, as 'YYYY-MM-DD' (the domain's rule, as the portal's 'today'). */
function dayIn(instant: Date, timeZone: string): string {
  try {
    return dayInTimeZone(instant, timeZone);
  } catch {
    return dayInTimeZone(instant, DEFAULT_TIME_ZONE);
  }
}

/**
 * spec 3 §9: display dates 'D MMM YYYY'. A data date ('YYYY-MM-DD') is shown as it is; a date-time is
 * shown on its day in the user's time zone (a message sent at 23:30 UTC in summer is the next day in London).
 */
export function displayDate(date: string | null | undefined, timeZone = userTimeZone()): string {
  if (!date) return '';
  const day = date.includes('T') && !Number.isNaN(Date.parse(date)) ? dayIn(new Date(date), timeZone) : date;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return '';
  return `${Number(m[3])} ${MONTHS[Number(m[2]) - 1]} ${m[1]}`;
}
