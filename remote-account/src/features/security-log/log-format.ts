// How a security-log row reads: the time in Tehran (Jalali with Persian digits in Persian,
// Gregorian in English) and the browser as a short name and version from its user agent.
import { formatJalaliDate, toPersianDigits } from '@crm/shared/persian';

const TIME_ZONE = 'Asia/Tehran';

function tehranParts(iso: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}:${part('second')}`,
  };
}

export function formatLogTime(iso: string, language: string): string {
  const { date, time } = tehranParts(iso);
  if (language.startsWith('en')) return `${date} ${time}`;
  return `${formatJalaliDate(date, { pattern: 'yyyy/MM/dd' })} ${toPersianDigits(time)}`;
}

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//],
];

/** `Chrome 126`, or the agent itself (shortened) when it is not a known browser. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return '';
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1]}`;
  }
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}
