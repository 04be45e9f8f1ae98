// Every Persian text resource of the product (each package's src/locales/fa*, the shared texts
// and the server's localization resources) keeps the glossary: one word for one thing, and the
// half-spaces Persian writes (issue 38).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { glossaryProblems } from './glossary';

const ROOT = join(__dirname, '..', '..', '..', '..');
const SHARED_TEXTS = [
  'shared/src/ui/texts/ui-resources.ts',
  'shared/src/validation/messages/fa.ts',
  'shared/src/i18n/shared-resources.ts',
  'shared/src/http/error-texts.ts',
  'shared/src/app-config/texts.ts',
  'shared/src/feature-management/feature-texts.ts',
];

function persianResources(): string[] {
  const locales = readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(ROOT, entry.name, 'src/locales')))
    .flatMap((entry) => {
      const folder = join(ROOT, entry.name, 'src/locales');
      return readdirSync(folder)
        .filter((name) => name.startsWith('fa'))
        .map((name) => join(folder, name));
    });
  const serverFolder = join(ROOT, 'server/src/localization/resources/fa');
  const server = readdirSync(serverFolder).map((name) => join(serverFolder, name));
  return [...locales, ...server, ...SHARED_TEXTS.map((path) => join(ROOT, path))];
}

describe('the Persian glossary', () => {
  const files = persianResources();

  it('reads the resources of every package and of the server', () => {
    const folders = new Set(files.map((file) => relative(ROOT, file).split('/')[0]));
    for (const folder of ['host', 'remote-account', 'remote-reports', 'server', 'shared'])
      expect(folders).toContain(folder);
    expect(files.length).toBeGreaterThan(20);
  });

  it('is kept by every line of them', () => {
    const problems = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          glossaryProblems(line).map(
            (rule) => `${relative(ROOT, file)}:${index + 1}: «${line.trim()}» → ${rule.right}`,
          ),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('catches what it is meant to', () => {
    expect(glossaryProblems('گذرواژهٔ جدید')).toHaveLength(1);
    expect(glossaryProblems('بازگشت به پیشخوان')).toHaveLength(1);
    expect(glossaryProblems('تغییرات ذخیره نشده ای دارید')).toHaveLength(2);
    expect(glossaryProblems('این کار انجام نمی شود')).toHaveLength(1);
    expect(glossaryProblems('گزارش ها')).toHaveLength(1);
    expect(glossaryProblems('این کار انجام نمی‌شود؛ تغییرات ذخیره‌نشده‌ای دارید')).toEqual([]);
    expect(glossaryProblems('خانه، گزارش‌ها، رمز عبور، همه جا')).toEqual([]);
  });
});
