// Inputs the engine cannot book (a sell larger than the holding, an unknown instrument, …) are
// refused with a stable code. The texts live beside the codes until the server's message
// catalogue (errors/messages.ts) takes them over.
import { AppError } from '../../errors/app-error';

export type HoldingsErrorCode =
  | 'Holdings:NotWholeRials'
  | 'Holdings:InvalidQuantity'
  | 'Holdings:InvalidDay'
  | 'Holdings:UnknownInstrument'
  | 'Holdings:SellExceedsHolding'
  | 'Holdings:RedeemExceedsUnits'
  | 'Holdings:UnitsInSpecialBasket'
  | 'Holdings:NonPositiveNav'
  | 'Holdings:NoFeeSchedule'
  | 'Holdings:EventBeforeState'
  | 'Holdings:SeriesDoesNotCoverState';

export class HoldingsError extends AppError {
  constructor(code: HoldingsErrorCode, params: readonly (string | number)[] = []) {
    super(422, code, { params });
  }
}

export const holdingsErrorMessages: Record<'fa' | 'en', Record<HoldingsErrorCode, string>> = {
  fa: {
    'Holdings:NotWholeRials': 'مبلغ «{0}» باید عدد صحیح ریال باشد ({1}).',
    'Holdings:InvalidQuantity': 'تعداد در «{0}» باید عدد صحیح مثبت باشد.',
    'Holdings:InvalidDay': 'تاریخ «{0}» معتبر نیست.',
    'Holdings:UnknownInstrument': 'نماد با شناسهٔ «{0}» شناخته نشد.',
    'Holdings:SellExceedsHolding': 'فروش {1} واحد از «{0}» بیش از دارایی ({2}) است.',
    'Holdings:RedeemExceedsUnits': 'ابطال {1} واحد برای «{0}» بیش از واحدهای دارنده ({2}) است.',
    'Holdings:UnitsInSpecialBasket': 'صدور و ابطال واحد فقط در سبد مشترک ممکن است.',
    'Holdings:NonPositiveNav': 'ارزش خالص دارایی سبد در {0} مثبت نیست؛ قیمت واحد تعیین نمی‌شود.',
    'Holdings:NoFeeSchedule': 'برای تاریخ {0} جدول کارمزد تعریف نشده است.',
    'Holdings:EventBeforeState': 'رویداد «{0}» پیش از وضعیت مبنا ({1}) است.',
    'Holdings:SeriesDoesNotCoverState': 'سری قبلی تا روز {0} را پوشش نمی‌دهد.',
  },
  en: {
    'Holdings:NotWholeRials': 'The amount "{0}" must be a whole number of rials ({1}).',
    'Holdings:InvalidQuantity': 'The quantity in "{0}" must be a positive whole number.',
    'Holdings:InvalidDay': 'The date "{0}" is not valid.',
    'Holdings:UnknownInstrument': 'No instrument has the id "{0}".',
    'Holdings:SellExceedsHolding': 'Selling {1} of "{0}" exceeds the holding ({2}).',
    'Holdings:RedeemExceedsUnits': 'Redeeming {1} units for "{0}" exceeds their units ({2}).',
    'Holdings:UnitsInSpecialBasket': 'Units are issued and redeemed only in a joint basket.',
    'Holdings:NonPositiveNav': 'The basket NAV on {0} is not positive; no unit price exists.',
    'Holdings:NoFeeSchedule': 'No fee schedule is in effect on {0}.',
    'Holdings:EventBeforeState': 'The event "{0}" is dated before the base state ({1}).',
    'Holdings:SeriesDoesNotCoverState': 'The previous series does not reach the day {0}.',
  },
};
