// Dates: typed as Jalali in forms, sent as ISO `YYYY-MM-DD` on the wire.
import * as v from 'valibot';
import { isIsoDate } from '../../persian/jalali-date';
import { jalaliInputToIso } from '../../persian/date-input';
import { jalaliDate } from '../validators/codes';
import { required } from '../validators/required';
import { localized, requiredString, textAction } from './localized';

/** Typed Jalali date (Persian digits, `/` or `-`) → ISO date. */
export const jalaliDateSchema = () =>
  v.pipe(
    requiredString(),
    textAction(required()),
    textAction(jalaliDate()),
    v.transform((value) => jalaliInputToIso(value) ?? value),
  );

/** An ISO date as it arrives on the wire. */
export const isoDateSchema = () =>
  v.pipe(requiredString(), v.check(isIsoDate, localized('ngbDate')));
