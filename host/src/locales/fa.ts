export const faHost = {
  AppName: 'سبدگردان',
  MainMenu: 'منوی اصلی',
  MoreMenu: 'بیشتر',
  'Language.fa': 'فارسی',
  'Language.en': 'English',
  'Overrides.Title': 'نسخه‌های آزمایشی در این نشست فعال است:',
  'Overrides.Clear': 'بازگشت به نسخه‌های جاری',
  'Overrides.RefusedTitle': 'نسخه‌های آزمایشی این نشست اعمال نشد:',
  'Overrides.Refused':
    'آزمودن نسخه‌ها به کاربر واردشده‌ای با مجوز Platform.Remotes نیاز دارد؛ این صفحه نسخه‌های جاری را نشان می‌دهد.',
  'Overrides.Forget': 'فراموش کن',
  SkipToContent: 'پرش به محتوای اصلی',
  Breadcrumb: 'مسیر صفحه',
  Close: 'بستن',
  'Startup.Failed': 'راه‌اندازی سامانه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.',
  'BasketPicker.Placeholder': 'جست‌وجوی سبد',
  'BasketPicker.More': 'سبدهای دیگری هم هست؛ نام یا کد را دقیق‌تر بنویسید.',
  HomeLink: '{{product}}، صفحهٔ اصلی',
  'UserMenu.Profile': 'نمایهٔ من',
  'HostHome.Title': 'مدیریت میزبان',
  'HostHome.Intro': 'مستأجرها، نسخه‌های برنامه و تنظیمات سامانه از این‌جا مدیریت می‌شوند.',
};

export const faCrm = {
  AppName: 'سامانهٔ مدیریت سبد',
  Logout: 'خروج',
  'Menu:SecurityLog': 'گزارش امنیتی',
  'Menu:ChangePassword': 'تغییر رمز عبور',
  'Menu:Administration': 'مدیریت',
  'Menu:Reports': 'گزارش‌ها',
  'Menu:Contracts': 'قراردادها',
  'Menu:Account': 'حساب کاربری',
  'Menu:Home': 'خانه',
};

export const faAbpAccount = { Close: 'بستن' };
