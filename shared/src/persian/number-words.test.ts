import { readTestData } from './test-support/test-data';
import { MAX_PERSIAN_WORDS_EXCLUSIVE, toPersianAmountWords, toPersianWords } from './number-words';

interface WordsVector {
  n: number;
  words: string;
}

// The vectors keep persian-tools' spaced hundreds (چهار صد); this module writes them joined.
// The data README counts both spellings as the same words.
function joinHundreds(words: string): string {
  return words.replace(/(چهار|شش|هفت|هشت|نه) صد/g, '$1صد');
}

const vectors = readTestData<WordsVector[]>('fa-number-words.json');

describe('toPersianWords against fa-number-words.json', () => {
  it('has vectors to check', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(14);
  });

  it.each(vectors.map((vector) => [vector.n, vector.words] as const))('%s', (n, words) => {
    expect(toPersianWords(n)).toBe(joinHundreds(words));
    expect(toPersianWords(BigInt(n))).toBe(joinHundreds(words));
  });
});

describe('toPersianWords', () => {
  it('writes every hundred joined', () => {
    expect([200, 300, 400, 500, 600, 700, 800, 900].map(toPersianWords)).toEqual([
      'دویست',
      'سیصد',
      'چهارصد',
      'پانصد',
      'ششصد',
      'هفتصد',
      'هشتصد',
      'نهصد',
    ]);
  });

  it('writes teens and skips zero groups', () => {
    expect(toPersianWords(19)).toBe('نوزده');
    expect(toPersianWords(2_500_000)).toBe('دو میلیون و پانصد هزار');
    expect(toPersianWords(1_000_001)).toBe('یک میلیون و یک');
  });

  it('reaches quadrillions and beyond the safe integers with bigint', () => {
    expect(toPersianWords(10n ** 15n)).toBe('یک کوآدریلیون');
    expect(toPersianWords(9006199254740992n)).toBe(
      'نه کوآدریلیون و شش تریلیون و صد و نود و نه میلیارد و دویست و پنجاه و چهار میلیون و هفتصد و چهل هزار و نهصد و نود و دو',
    );
    expect(toPersianWords(MAX_PERSIAN_WORDS_EXCLUSIVE - 1n)).toMatch(/^نهصد و نود و نه کوینتیلیون/);
  });

  it('writes negative numbers with منفی', () => {
    expect(toPersianWords(-400n)).toBe('منفی چهارصد');
  });

  it('rejects non-integers and unsafe numbers clearly', () => {
    expect(() => toPersianWords(2.5)).toThrow(
      new TypeError('toPersianWords: expected an integer, got 2.5'),
    );
    expect(() => toPersianWords(Number.NaN)).toThrow(TypeError);
    expect(() => toPersianWords(Infinity)).toThrow(TypeError);
    expect(() => toPersianWords(2 ** 60)).toThrow(/pass a bigint/);
    expect(() => toPersianWords('12' as unknown as number)).toThrow(TypeError);
  });

  it('rejects numbers without a scale word', () => {
    expect(() => toPersianWords(MAX_PERSIAN_WORDS_EXCLUSIVE)).toThrow(RangeError);
    expect(() => toPersianWords(-MAX_PERSIAN_WORDS_EXCLUSIVE)).toThrow(RangeError);
  });
});

describe('toPersianAmountWords', () => {
  it('adds the unit', () => {
    expect(toPersianAmountWords(1500)).toBe('یک هزار و پانصد ریال');
    expect(toPersianAmountWords(20n, 'تومان')).toBe('بیست تومان');
  });
});
