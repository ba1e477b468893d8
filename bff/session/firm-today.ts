import type { Request } from 'express';
import { FirmToday } from '../../application/shared/firm-today';

/** The express setting holding the app's FirmToday (set by app.factory.ts). */
export const FIRM_TODAY_SETTING = 'portal:firm-today';
const SYSTEM_CLOCK_IN_LONDON = new FirmToday();

/**
 * Today's date, 'YYYY-MM-DD', in the firm's time zone (FIRM_TIME_ZONE), as every range, report date
 * and overdue mark counts it: the app's one FirmToday. Without a request (or an app that has none),
 * the default zone on the system clock.
 */
export function todayIso(req?: Request): string {
  const firm = req?.app?.get?.(FIRM_TODAY_SETTING) as FirmToday | undefined;
  return (firm ?? SYSTEM_CLOCK_IN_LONDON).today();
}
