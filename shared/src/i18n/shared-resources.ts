export const sharedResources = {
  fa: {
    shared: {
      'Area.LoadFailed.Title': 'این بخش بارگذاری نشد',
      'Area.LoadFailed.Details': 'ارتباط با این بخش از سامانه برقرار نشد. بقیهٔ بخش‌ها کار می‌کنند.',
      'Area.Crashed.Title': 'در نمایش این بخش خطایی رخ داد',
      'Area.Crashed.Details': 'می‌توانید دوباره تلاش کنید یا به صفحهٔ اصلی بروید.',
      'Area.Retry': 'تلاش دوباره',
      'Area.Loading': 'در حال بارگذاری…',
      'NotLoaded.Title': 'اطلاعات این بخش دریافت نشد.',
    },
  },
  en: {
    shared: {
      'Area.LoadFailed.Title': 'This section could not be loaded',
      'Area.LoadFailed.Details':
        'This part of the application is unreachable. Everything else works.',
      'Area.Crashed.Title': 'Something went wrong while showing this section',
      'Area.Crashed.Details': 'You can try again or go to the home page.',
      'Area.Retry': 'Try again',
      'Area.Loading': 'Loading…',
      'NotLoaded.Title': 'The data of this section was not received.',
    },
  },
};
