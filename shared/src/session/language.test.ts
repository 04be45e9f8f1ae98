import { i18n } from '../i18n';
import { readCookie } from './cookies';
import { setLanguage, startSession } from './language';
import { sessionStore } from './session-store';

describe('session language', () => {
  afterEach(() => setLanguage('fa'));

  it('starts i18next, <html lang dir> and the culture cookie from the stored language', async () => {
    sessionStore.setState({ language: 'en' });
    await expect(startSession()).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(readCookie('.AspNetCore.Culture')).toBe('c=en|uic=en');
  });

  it('changes the stored language, i18next, the document and the cookie', async () => {
    await startSession();
    await expect(setLanguage('fa-IR')).resolves.toBe('fa');
    expect(sessionStore.getState().language).toBe('fa');
    expect(JSON.parse(localStorage.getItem('abpSession') ?? '').language).toBe('fa');
    expect(i18n.language).toBe('fa');
    expect(document.documentElement.dir).toBe('rtl');
    expect(readCookie('.AspNetCore.Culture')).toBe('c=fa|uic=fa');
  });

  it('refuses a language the app does not support', async () => {
    await setLanguage('en');
    await expect(setLanguage('de')).resolves.toBeUndefined();
    expect(sessionStore.getState().language).toBe('en');
    expect(i18n.language).toBe('en');
  });
});
