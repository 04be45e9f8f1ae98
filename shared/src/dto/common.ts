// Building blocks of the business calls' shapes: ISO days, integer rials, paged lists.
import * as v from 'valibot';

/** Whether an ISO `yyyy-MM-dd` names a day of the calendar (`isoDate` accepts 2024-02-30). */
const isCalendarDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** A calendar day, ISO `yyyy-MM-dd` (shown in the Jalali calendar by the UI). */
export const isoDaySchema = v.pipe(
  v.string(),
  v.isoDate(),
  v.check(isCalendarDay, 'The day does not exist in the calendar.'),
);

/** An instant, ISO 8601 with time zone. */
export const isoInstantSchema = v.pipe(v.string(), v.isoTimestamp());

/** Money: a whole number of rials. */
export const rialSchema = v.pipe(v.number(), v.safeInteger());

export const countSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

export const uuidSchema = v.pipe(v.string(), v.uuid());

/** ABP's paged result: one page of items and the count of all. */
export function pagedSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ items: v.array(item), totalCount: countSchema });
}

export const dayResultSchema = v.object({ date: isoDaySchema });
export type DayResultDto = v.InferOutput<typeof dayResultSchema>;
