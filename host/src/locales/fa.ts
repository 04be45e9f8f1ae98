export const faHost = {
  AppName: 'سبدگردان',
  MainMenu: 'منوی اصلی',
  'Language.fa': 'فارسی',
  'Language.en': 'English',
  'Overrides.Title': 'نسخه‌های آزمایشی در این نشست فعال است:',
  'Overrides.Clear': 'بازگشت به نسخه‌های جاری',
  'NotFound.Title': 'صفحهٔ مورد نظر پیدا نشد!',
  'NotFound.Details': 'منبع درخواست‌شده روی سرور یافت نشد.',
  GoHome: 'بازگشت به صفحهٔ اصلی',
  SkipToContent: 'پرش به محتوای اصلی',
  Breadcrumb: 'مسیر صفحه',
  Close: 'بستن',
  'Startup.Failed': 'راه‌اندازی سامانه ممکن نشد. لطفاً صفحه را دوباره بارگذاری کنید.',
  'BasketPicker.Placeholder': 'جست‌وجوی سبد با نام یا کد',
  'BasketPicker.More': 'سبدهای دیگری هم هست؛ نام یا کد را دقیق‌تر بنویسید.',
  HomeLink: '{{product}}، صفحهٔ اصلی',
  'UserMenu.Profile': 'نمایهٔ من',
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
