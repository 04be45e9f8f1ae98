// POST /api/app/setting/convert-number-to-text against fa-number-words.json (hundreds written
// joined, as on contracts), beyond the safe integers, in Persian digits, decimals as contracts
// write them (tenths, hundredths…), and bad input.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { caller, demoAccount } from '../helpers/demo-accounts';
import { readTestData } from '../helpers/test-data';
import { createTestApp, type TestApp } from '../helpers/test-app';

const joinHundreds = (words: string) => words.replace(/(چهار|شش|هفت|هشت|نه) صد/g, '$1صد');
const URL_ = '/api/app/setting/convert-number-to-text';

describe('convert-number-to-text', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  before(async () => {
    t = await createTestApp();
    call = caller(t, await demoAccount(t, 'admin'));
  });
  after(() => t.close());
  const words = async (n: string) => call('POST', `${URL_}?number=${encodeURIComponent(n)}`);

  it('writes every vector of fa-number-words.json', async () => {
    const vectors = readTestData<{ n: number; words: string }[]>('fa-number-words.json');
    expect(vectors.length).toBeGreaterThanOrEqual(14);
    for (const { n, words: expected } of vectors) {
      const response = await words(BigInt(n).toString());
      expect([n, response.status, response.body]).toEqual([n, 200, joinHundreds(expected)]);
    }
  });

  it('writes rial amounts up to 10^21 − 1, negatives, zero and joined hundreds', async () => {
    expect((await words('1000000000000000')).body).toBe('یک کوآدریلیون');
    expect((await words('999999999999999999999')).body).toMatch(/^نهصد و نود و نه کوینتیلیون/);
    expect((await words('-400')).body).toBe('منفی چهارصد');
    expect((await words('0')).body).toBe('صفر');
    expect((await words('۲٬۵۰۰٬۰۰۰')).body).toBe('دو میلیون و پانصد هزار');
  });

  it('writes decimals with their zeros: 1.05 is «یک و پنج صدم», not «یک ممیز پنج»', async () => {
    const expected: [string, string][] = [
      ['0.05', 'پنج صدم'],
      ['1.05', 'یک و پنج صدم'],
      ['12.5', 'دوازده و پنج دهم'],
      ['0.125', 'صد و بیست و پنج هزارم'],
      ['100', 'صد'],
      ['۱۲٫۵', 'دوازده و پنج دهم'],
      ['-2.50', 'منفی دو و پنج دهم'],
      ['1,500.75', 'یک هزار و پانصد و هفتاد و پنج صدم'],
    ];
    for (const [n, text] of expected) {
      const response = await words(n);
      expect([n, response.status, response.body]).toEqual([n, 200, text]);
    }
  });

  it('refuses what is not a number, with a localized 400, and anonymous callers', async () => {
    for (const bad of ['abc', '1000000000000000000000', '', '1.2.3', '.5', '1.', '0.1234567891']) {
      const response = await words(bad);
      expect([bad, response.status]).toEqual([bad, 400]);
      expect(response.json()).toMatchObject({
        error: { validationErrors: [{ members: ['number'] }] },
      });
    }
    const message = async (culture: string) => {
      const asked = caller(t, { ...(await demoAccount(t, 'admin')), 'accept-language': culture });
      const response = await asked('POST', `${URL_}?number=1.2.3`);
      return (response.json() as { error: { validationErrors: { message: string }[] } }).error
        .validationErrors[0]!.message;
    };
    expect(await message('fa')).toMatch(/[\u0600-\u06FF]/);
    expect(await message('en')).toMatch(/^[ -~]+$/);
    expect((await t.app.inject({ method: 'POST', url: `${URL_}?number=1` })).statusCode).toBe(401);
  });
});
