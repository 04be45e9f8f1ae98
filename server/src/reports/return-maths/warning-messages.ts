// Texts for the warning codes the return functions emit, Persian first, for reports to show.
import type { DietzWarningCode } from './modified-dietz';
import type { TwrrWarningCode } from './twrr-result';
import type { XirrStatus } from './xirr';

type Texts = { fa: string; en: string };

export const returnsWarningMessages: Record<TwrrWarningCode | DietzWarningCode, Texts> = {
  ZERO_BASE_WITH_CHANGE: {
    fa: 'ارزش سبد بدون سرمایهٔ پایه تغییر کرده است؛ بازده آن روز صفر در نظر گرفته شد.',
    en: 'The basket value changed without any base capital; that day’s return was taken as zero.',
  },
  NEGATIVE_VALUE: {
    fa: 'ارزش سبد منفی است؛ بازده این دوره قابل اتکا نیست.',
    en: 'The basket value is negative; the return for this period is not reliable.',
  },
  NEGATIVE_AVERAGE_CAPITAL: {
    fa: 'میانگین سرمایه منفی است؛ علامت بازده وارونه شده است.',
    en: 'The average capital is negative; the sign of the return is inverted.',
  },
};

export const xirrStatusMessages: Record<Exclude<XirrStatus, 'OK'>, Texts> = {
  NO_SOLUTION: {
    fa: 'برای این جریان‌های نقدی نرخ بازدهی وجود ندارد.',
    en: 'No rate of return solves these cash flows.',
  },
  ALL_NON_NEGATIVE: {
    fa: 'هیچ وجهی به سبد واریز نشده است؛ نرخ بازده تعریف نمی‌شود.',
    en: 'No money went into the basket; there is no rate of return.',
  },
  ALL_NON_POSITIVE: {
    fa: 'هیچ وجه یا ارزشی از سبد برنگشته است؛ نرخ بازده تعریف نمی‌شود.',
    en: 'No money or value came back out of the basket; there is no rate of return.',
  },
  SAME_DAY: {
    fa: 'همهٔ جریان‌های نقدی در یک روز هستند؛ نرخ بازده تعریف نمی‌شود.',
    en: 'All cash flows are on the same day; there is no rate of return.',
  },
  TOTAL_LOSS: {
    fa: 'ارزش پایانی صفر است: کل سرمایه از دست رفته است (بازده منفی ۱۰۰٪).',
    en: 'The end value is zero: the whole investment was lost (-100 %).',
  },
};
