// The server's one clock. A business day is a day in the product's time zone (Asia/Tehran
// unless CRM_TIME_ZONE says otherwise), never the UTC date: from 00:00 to 03:30 in Tehran the
// UTC date is still yesterday's. The app installs the clock it is given (AppDeps.clock) as the
// process's clock, so domain code far below the routes (approving a contract, the wage plan in
// force, the expiry job) reads the same day as the routes; tests give one with a fixed instant.
import { todayIso } from '@crm/shared/persian';

export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

export interface BusinessClock {
  /** An IANA time zone, e.g. `Asia/Tehran`. */
  readonly timeZone: string;
  now(): Date;
  /** Today in the business's time zone, ISO `yyyy-MM-dd`. */
  today(): string;
}

const MINUTE_MS = 60_000;

/** True when the runtime knows the IANA time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function createBusinessClock(
  timeZone: string = DEFAULT_TIME_ZONE,
  now: () => Date = () => new Date(),
): BusinessClock {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`);
  // Today is worked out once per UTC minute: every zone's offset is whole minutes, so a day
  // in any zone begins on a minute boundary and the cached text is never stale.
  let cached = { minute: Number.NaN, text: '' };
  return {
    timeZone,
    now,
    today() {
      const instant = now();
      const minute = Math.floor(instant.getTime() / MINUTE_MS);
      if (minute !== cached.minute) cached = { minute, text: todayIso(instant, timeZone) };
      return cached.text;
    },
  };
}

let installed = createBusinessClock();

/** Makes `clock` the process's clock (done by buildApp with AppDeps.clock). */
export function installBusinessClock(clock: BusinessClock): void {
  installed = clock;
}

export function businessClock(): BusinessClock {
  return installed;
}

/** Today in the business's time zone, ISO `yyyy-MM-dd`. */
export function businessToday(): string {
  return installed.today();
}
