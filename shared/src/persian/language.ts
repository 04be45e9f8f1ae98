// The two display languages. Persian shows the Jalali calendar with Persian digits; English
// the Gregorian calendar with Latin digits.
export type DisplayLanguage = 'fa' | 'en';

/** True for `fa` and its regional forms (`fa-IR`). */
export function isPersian(language: string): boolean {
  return language === 'fa' || language.startsWith('fa-');
}

export function displayLanguage(language: string): DisplayLanguage {
  return isPersian(language) ? 'fa' : 'en';
}
