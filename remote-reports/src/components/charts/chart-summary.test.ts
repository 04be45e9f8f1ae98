import { createInstance, type TFunction } from 'i18next';
import { en } from '../../locales/en';
import { fa } from '../../locales/fa';
import { formatIsoDate } from '@crm/shared/persian';
import { lineSummary, sliceSummary } from './chart-summary';

async function textsIn(language: 'fa' | 'en'): Promise<TFunction> {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    ns: ['reports'],
    defaultNS: 'reports',
    resources: { fa: { reports: fa.reports }, en: { reports: en.reports } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const points = [
  { date: '2024-03-20', value: 100 },
  { date: '2024-06-01', value: 80 },
  { date: '2024-09-22', value: 130 },
  { date: '2025-03-21', value: 120 },
];

// Days as the page shows them with the server's culture patterns.
const dayIn = (language: 'fa' | 'en') => (iso: string) =>
  formatIsoDate(iso, language, { pattern: language === 'fa' ? 'yyyy/MM/dd' : 'M/d/yyyy' });

describe('chart summaries', () => {
  it('tell a line by its Jalali span, first and last values and its range, in Persian', async () => {
    const t = await textsIn('fa');
    expect(lineSummary(points, (v) => `${v}٪`, dayIn('fa'), t)).toBe(
      'از ۱۴۰۳/۰۱/۰۱ تا ۱۴۰۴/۰۱/۰۱: از 100٪ به 120٪؛ کمترین 80٪ و بیشترین 130٪.',
    );
  });

  it('tell the same line in English', async () => {
    const t = await textsIn('en');
    expect(lineSummary(points, String, dayIn('en'), t)).toBe(
      'From 3/20/2024 to 3/21/2025: 100 to 120; lowest 80, highest 130.',
    );
  });

  it('tell slices by name and share, and say when there is nothing to chart', async () => {
    const t = await textsIn('fa');
    const slices = [
      { name: 'سهام', share: '۷۲٫۶٪' },
      { name: 'وجه نقد', share: '۱۰٫۴٪' },
    ];
    expect(sliceSummary(slices, t, t('Chart.Separator'))).toBe('سهام ۷۲٫۶٪، وجه نقد ۱۰٫۴٪');
    expect(sliceSummary([], t, '، ')).toBe('داده‌ای برای نمودار نیست.');
    expect(lineSummary([], String, dayIn('fa'), t)).toBe('داده‌ای برای نمودار نیست.');
  });
});
