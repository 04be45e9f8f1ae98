// The days a report covers. Requested days are clamped into the basket's valued span
// (first…last valued day): a range reaching before the first deposit or past the last close
// reports on the part that exists. A range whose start follows its end is refused.
import type { ReportHeaderDto } from '@crm/shared/dto';
import { BadRequestError } from '../../errors/app-error';

const clamp = (day: string, header: ReportHeaderDto) =>
  day < header.firstDate ? header.firstDate : day > header.lastDate ? header.lastDate : day;

/** The day of a one-day report: the requested one clamped, else the last valued day. */
export function reportDay(header: ReportHeaderDto, date: string | undefined): string {
  return date ? clamp(date, header) : header.lastDate;
}

export interface DayRange {
  fromDate: string;
  toDate: string;
}

export function reportRange(
  header: ReportHeaderDto,
  fromDate: string | undefined,
  toDate: string | undefined,
): DayRange {
  if (fromDate && toDate && fromDate > toDate)
    throw new BadRequestError('Crm:ReportRangeInvalid', [fromDate, toDate]);
  return {
    fromDate: fromDate ? clamp(fromDate, header) : header.firstDate,
    toDate: toDate ? clamp(toDate, header) : header.lastDate,
  };
}
