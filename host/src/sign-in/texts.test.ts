// The sign-in page carries its texts instead of loading the server's localization: they must be
// the server's own, word for word, in both languages.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SIGN_IN_TEXTS, textOf } from './texts';

const RESOURCES = join(__dirname, '../../../server/src/localization/resources');

function serverText(language: string, key: string): string | undefined {
  const [resource, name] = key.split('::') as [string, string];
  const texts = JSON.parse(readFileSync(join(RESOURCES, language, `${resource}.json`), 'utf8'));
  return (texts as Record<string, string>)[name];
}

describe('the sign-in page’s texts', () => {
  for (const language of ['fa', 'en'] as const) {
    it(`are the server’s texts in ${language}`, () => {
      const texts = SIGN_IN_TEXTS[language];
      const differing = Object.entries(texts).filter(
        ([key, text]) => serverText(language, key) !== text,
      );
      expect(differing).toEqual([]);
    });
  }

  it('fill in their argument', () => {
    expect(textOf('fa', 'AbpUiMultiTenancy::GivenTenantIsNotAvailable', 'x')).toBe(
      'مستأجر داده‌شده در دسترس نیست: x',
    );
  });
});
