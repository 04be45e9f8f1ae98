// Local fallbacks for ABP's error texts (spec §8), which the host's error screens and dialogs
// show; the server's AbpUi / AbpExceptionHandling texts replace them once loaded.
import { addResources } from '../i18n/texts-registry';

export const ERROR_TEXT_KEYS = {
  defaultTitle: 'AbpUi::DefaultErrorMessage',
  defaultDetails: 'AbpUi::DefaultErrorMessageDetail',
  title401: 'AbpUi::DefaultErrorMessage401',
  details401: 'AbpUi::DefaultErrorMessage401Detail',
  title403: 'AbpUi::DefaultErrorMessage403',
  details403: 'AbpUi::DefaultErrorMessage403Detail',
  title404: 'AbpUi::DefaultErrorMessage404',
  details404: 'AbpUi::DefaultErrorMessage404Detail',
  title500: 'AbpUi::500Message',
  /** No answer at all (offline, the server down): status 0. */
  detailsNoAnswer: 'AbpUi::UnknownErrorMessage',
} as const;

export function registerErrorTexts(): void {
  addResources('AbpUi', {
    fa: {
      DefaultErrorMessage: 'خطایی روی داده است!',
      DefaultErrorMessageDetail: 'سرور جزئیات خطا را نفرستاده است.',
      DefaultErrorMessage401: 'وارد سامانه نشده‌اید!',
      DefaultErrorMessage401Detail: 'برای انجام این کار باید وارد سامانه شوید.',
      DefaultErrorMessage403: 'اجازهٔ دسترسی ندارید!',
      DefaultErrorMessage403Detail: 'اجازهٔ انجام این کار را ندارید.',
      DefaultErrorMessage404: 'منبع مورد نظر پیدا نشد!',
      DefaultErrorMessage404Detail: 'منبع درخواست‌شده روی سرور پیدا نشد.',
      '500Message': 'خطای داخلی سرور',
      UnknownErrorMessage: 'خطای ناشناخته‌ای رخ داد. اتصال خود را بررسی و دوباره تلاش کنید.',
      GoHomePage: 'بازگشت به صفحهٔ اصلی',
    },
    en: {
      DefaultErrorMessage: 'An error has occurred!',
      DefaultErrorMessageDetail: 'Error detail not sent by server.',
      DefaultErrorMessage401: 'You are not authenticated!',
      DefaultErrorMessage401Detail:
        'You should be authenticated (sign in) in order to perform this operation.',
      DefaultErrorMessage403: 'You are not authorized!',
      DefaultErrorMessage403Detail: 'You are not allowed to perform this operation.',
      DefaultErrorMessage404: 'Resource not found!',
      DefaultErrorMessage404Detail: 'The resource requested could not found on the server.',
      '500Message': 'Internal server error',
      UnknownErrorMessage: 'An unknown error occurred. Check your connection and try again.',
      GoHomePage: 'Go to the homepage',
    },
  });
}
