// The signed-out sign-in page's words, in its two languages. They are the server's own texts
// (its localization resources, which a test compares these with): the page draws at once, without
// the application configuration's localization and the i18n runtime that reads it.
export type SignInLanguage = 'fa' | 'en';

const fa = {
  'Crm::AppName': 'سامانهٔ مدیریت سبد',
  'AbpAccount::Login': 'ورود',
  'AbpAccount::UserNameOrEmailAddress': 'نام کاربری یا نشانی ایمیل',
  'AbpAccount::Password': 'رمز عبور',
  'AbpAccount::RememberMe': 'مرا به خاطر بسپار',
  'AbpAccount::ForgotPassword': 'رمز عبور را فراموش کرده‌اید؟',
  'AbpAccount::RedirectingToLogin': 'در حال رفتن به صفحهٔ ورود…',
  'AbpAccount::InvalidLoginRequest': 'درخواست ورود نامعتبر است',
  'AbpAccount::ThereAreNoLoginSchemesConfiguredForThisClient':
    'هیچ روش ورودی برای این برنامه تنظیم نشده است.',
  'AbpValidation::ThisFieldIsRequired.': 'این فیلد الزامی است.',
  'AbpUiMultiTenancy::Tenant': 'مستأجر',
  'AbpUiMultiTenancy::NotSelected': 'انتخاب نشده',
  'AbpUiMultiTenancy::Switch': 'تغییر',
  'AbpUiMultiTenancy::SwitchTenant': 'تغییر مستأجر',
  'AbpUiMultiTenancy::Name': 'نام',
  'AbpUiMultiTenancy::SwitchTenantHint': 'برای رفتن به بخش میزبان، نام را خالی بگذارید.',
  'AbpUiMultiTenancy::GivenTenantIsNotAvailable': 'مستأجر داده‌شده در دسترس نیست: {0}',
  'AbpUi::Cancel': 'لغو',
  'AbpUi::Save': 'ذخیره',
  'AbpUi::DefaultErrorMessage': 'خطایی روی داده است!',
  // Why the last session ended (sign-out-reason.ts in @crm/shared keeps one of these).
  'AbpUi::DefaultErrorMessage401Detail': 'برای انجام این عملیات باید وارد سیستم شوید.',
  'Crm::MultipleLoginDetected': 'ورود غیرمجازی با حساب کاربری شما انجام شده است.',
  'Crm::SessionEndedSignInAgain': 'نشست شما پایان یافته است؛ لطفاً دوباره وارد شوید.',
};

export type TextKey = keyof typeof fa;

const en: Record<TextKey, string> = {
  'Crm::AppName': 'Portfolio CRM',
  'AbpAccount::Login': 'Login',
  'AbpAccount::UserNameOrEmailAddress': 'User name or email address',
  'AbpAccount::Password': 'Password',
  'AbpAccount::RememberMe': 'Remember me',
  'AbpAccount::ForgotPassword': 'Forgot password?',
  'AbpAccount::RedirectingToLogin': 'Redirecting to the sign-in page…',
  'AbpAccount::InvalidLoginRequest': 'Invalid login request',
  'AbpAccount::ThereAreNoLoginSchemesConfiguredForThisClient':
    'There are no login schemes configured for this client.',
  'AbpValidation::ThisFieldIsRequired.': 'This field is required.',
  'AbpUiMultiTenancy::Tenant': 'Tenant',
  'AbpUiMultiTenancy::NotSelected': 'Not selected',
  'AbpUiMultiTenancy::Switch': 'Switch',
  'AbpUiMultiTenancy::SwitchTenant': 'Switch tenant',
  'AbpUiMultiTenancy::Name': 'Name',
  'AbpUiMultiTenancy::SwitchTenantHint': 'Leave the name field blank to switch to the host side.',
  'AbpUiMultiTenancy::GivenTenantIsNotAvailable': 'Given tenant is not available: {0}',
  'AbpUi::Cancel': 'Cancel',
  'AbpUi::Save': 'Save',
  'AbpUi::DefaultErrorMessage': 'An error has occurred!',
  'AbpUi::DefaultErrorMessage401Detail':
    'You should be authenticated (sign in) in order to perform this operation.',
  'Crm::MultipleLoginDetected': 'An unauthorized login has occurred with your user account.',
  'Crm::SessionEndedSignInAgain': 'Your session has ended; please sign in again.',
};

export const SIGN_IN_TEXTS: Record<SignInLanguage, Record<TextKey, string>> = { fa, en };

export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(fa, key);
}

/** `key`'s text in `language`, `{0}` replaced by `argument`. */
export function textOf(language: SignInLanguage, key: TextKey, argument = ''): string {
  return SIGN_IN_TEXTS[language][key].replace('{0}', argument);
}
