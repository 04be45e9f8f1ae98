import { toLanguage } from './culture';

describe('toLanguage', () => {
  it('maps cultures to the supported languages', () => {
    expect(toLanguage('fa-IR')).toBe('fa');
    expect(toLanguage('fa_IR')).toBe('fa');
    expect(toLanguage('FA')).toBe('fa');
    expect(toLanguage('en-US')).toBe('en');
  });

  it('gives undefined for other or missing cultures', () => {
    expect(toLanguage('de-DE')).toBeUndefined();
    expect(toLanguage('')).toBeUndefined();
    expect(toLanguage(null)).toBeUndefined();
  });
});
