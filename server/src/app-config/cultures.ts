// The two cultures the product speaks, described as ABP's CurrentCultureDto / LanguageInfo.
import type { Culture } from '../web/culture';

export const LANGUAGES = [
  {
    cultureName: 'fa',
    uiCultureName: 'fa',
    displayName: 'فارسی',
    twoLetterISOLanguageName: 'fa',
    flagIcon: null,
  },
  {
    cultureName: 'en',
    uiCultureName: 'en',
    displayName: 'English',
    twoLetterISOLanguageName: 'en',
    flagIcon: null,
  },
];

const CULTURES = {
  fa: {
    displayName: 'فارسی',
    englishName: 'Persian',
    threeLetterIsoLanguageName: 'fas',
    twoLetterIsoLanguageName: 'fa',
    isRightToLeft: true,
    cultureName: 'fa',
    name: 'fa',
    nativeName: 'فارسی',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: 'dddd, d MMMM yyyy',
      shortDatePattern: 'yyyy/MM/dd',
      fullDateTimePattern: 'dddd, d MMMM yyyy HH:mm:ss',
      dateSeparator: '/',
      shortTimePattern: 'HH:mm',
      longTimePattern: 'HH:mm:ss',
    },
  },
  en: {
    displayName: 'English',
    englishName: 'English',
    threeLetterIsoLanguageName: 'eng',
    twoLetterIsoLanguageName: 'en',
    isRightToLeft: false,
    cultureName: 'en',
    name: 'en',
    nativeName: 'English',
    dateTimeFormat: {
      calendarAlgorithmType: 'SolarCalendar',
      dateTimeFormatLong: 'dddd, MMMM d, yyyy',
      shortDatePattern: 'M/d/yyyy',
      fullDateTimePattern: 'dddd, MMMM d, yyyy h:mm:ss tt',
      dateSeparator: '/',
      shortTimePattern: 'h:mm tt',
      longTimePattern: 'h:mm:ss tt',
    },
  },
} as const;

export function currentCultureDto(culture: Culture) {
  return CULTURES[culture];
}

/** Windows time-zone ids ABP sends beside the IANA name. */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'Asia/Tehran': 'Iran Standard Time',
  UTC: 'UTC',
  'Etc/UTC': 'UTC',
};

export function windowsTimeZone(iana: string): string {
  return WINDOWS_ZONES[iana] ?? '';
}
