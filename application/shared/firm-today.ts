import { DEFAULT_FIRM_TIME_ZONE, dayInTimeZone } from '../../domain/shared/zoned-day';

/**
 * The portal's 'today', in one place: the day it is in the firm's time zone (FIRM_TIME_ZONE, default
 * Europe/London), never the UTC day. Every date preset, hold-back, '1 year', year to date, report
 * date and overdue mark starts from it; the web app takes its dates from the API, which uses it.
 */
export class FirmToday {
  constructor(
    readonly timeZone: string = DEFAULT_FIRM_TIME_ZONE,
    /** The clock, milliseconds since the epoch (tests give a fixed instant). */
    private readonly now: () => number = Date.now,
  ) {}

  /** 'YYYY-MM-DD' */
  today(): string {
    return dayInTimeZone(this.now(), this.timeZone);
  }
}
