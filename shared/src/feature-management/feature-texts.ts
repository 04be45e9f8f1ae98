// Local fallbacks of the modal's texts; the server's `AbpFeatureManagement` and `AbpUi` texts
// replace them once the application configuration has loaded.
import { addResources, i18n } from '@crm/shared';

const texts = {
  AbpFeatureManagement: {
    fa: {
      Features: 'قابلیت‌ها',
      NoFeatureFoundMessage: 'هیچ قابلیتی در دسترس نیست.',
      ResetToDefault: 'بازگشت به پیش‌فرض',
      ResetedToDefault: 'به مقادیر پیش‌فرض بازگشت',
      AreYouSureToResetToDefault: 'آیا از بازگشت به مقادیر پیش‌فرض اطمینان دارید؟',
      AreYouSure: 'آیا اطمینان دارید؟',
    },
    en: {
      Features: 'Features',
      NoFeatureFoundMessage: 'There isn’t any available feature.',
      ResetToDefault: 'Reset to default',
      ResetedToDefault: 'Reset to default',
      AreYouSureToResetToDefault: 'Are you sure you want to reset to default values?',
      AreYouSure: 'Are you sure?',
    },
  },
  AbpUi: {
    fa: {
      SavedSuccessfully: 'با موفقیت ذخیره شد',
      LoadingWithThreeDot: 'در حال بارگذاری...',
      DefaultErrorMessage: 'خطایی روی داده است!',
    },
    en: {
      SavedSuccessfully: 'Saved successfully',
      LoadingWithThreeDot: 'Loading...',
      DefaultErrorMessage: 'An error has occurred!',
    },
  },
};

let registered = false;

function register(): void {
  if (registered) return;
  registered = true;
  for (const [namespace, byLanguage] of Object.entries(texts)) addResources(namespace, byLanguage);
}

/** Registers the texts once the page's i18n instance is initialised (as the UI kit does). */
export function registerFeatureManagementTexts(): void {
  if (i18n.isInitialized) register();
  else i18n.on('initialized', register);
}
