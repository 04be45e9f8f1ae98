import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { Typeahead, type TypeaheadOption } from './typeahead';

const instruments: TypeaheadOption[] = [
  { value: 'fold', text: 'فولاد — فولاد مبارکه' },
  { value: 'khodro', text: 'خودرو — ایران خودرو' },
  { value: 'shasta', text: 'شستا — سرمایه‌گذاری تأمین اجتماعی' },
  { value: 'etf1', text: 'ETF1 — صندوق یکم' },
];

function Harness({ spy }: { spy: (value: string) => void }) {
  const [value, setValue] = useState<string | undefined>('fold');
  return (
    <Typeahead
      label="نماد"
      testId="picker"
      options={instruments}
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

function show() {
  const spy = jest.fn();
  renderUi(<Harness spy={spy} />);
  const box = screen.getByRole('combobox', { name: 'نماد' }) as HTMLInputElement;
  return { spy, box, status: () => screen.getByTestId('picker-status').textContent };
}

const type = (box: HTMLElement, text: string) =>
  act(() => void fireEvent.change(box, { target: { value: text } }));

describe('Typeahead in Persian', () => {
  beforeAll(() => setTestLanguage('fa'));

  it('keeps the options that hold the typed text and announces their count in Persian digits', async () => {
    const { box, status } = show();
    expect(box.value).toBe('فولاد — فولاد مبارکه');
    expect(status()).toBe('');
    await type(box, 'خودرو');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'خودرو — ایران خودرو',
    ]);
    expect(status()).toBe('۱ نتیجه موجود است');
    await type(box, 'ا');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(status()).toBe('۳ نتیجه موجود است');
  });

  it('matches Arabic letters, letter case and Persian digits as the same text', async () => {
    const { box, status } = show();
    await type(box, 'مباركه');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'فولاد — فولاد مبارکه',
    ]);
    await type(box, 'etf۱');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['ETF1 — صندوق یکم']);
    expect(status()).toBe('۱ نتیجه موجود است');
  });

  it('says «نتیجه‌ای یافت نشد» when nothing matches, and nothing can be picked', async () => {
    const { box, spy, status } = show();
    await type(box, 'zzz');
    expect(status()).toBe('نتیجه‌ای یافت نشد');
    const only = screen.getByRole('option');
    expect(only.textContent).toBe('نتیجه‌ای یافت نشد');
    expect(only.getAttribute('aria-disabled')).toBe('true');
    await act(() => void fireEvent.keyDown(box, { key: 'Enter' }));
    expect(spy).not.toHaveBeenCalled();
  });

  it('works by keyboard: arrows move, Enter picks, Escape closes and restores the choice', async () => {
    const { box, spy, status } = show();
    await type(box, 'و');
    expect(status()).toBe('۳ نتیجه موجود است');
    await act(() => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
    await act(() => void fireEvent.keyDown(box, { key: 'Enter' }));
    expect(spy).toHaveBeenCalledWith('khodro');
    expect(box.value).toBe('خودرو — ایران خودرو');
    expect(status()).toBe('');

    await type(box, 'شستا');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await act(() => void fireEvent.keyDown(box, { key: 'Escape' }));
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('خودرو — ایران خودرو');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('names its open button in Persian', () => {
    show();
    const labels = Array.from(document.querySelectorAll('[aria-label]')).map((e) =>
      e.getAttribute('aria-label'),
    );
    expect(labels).toContain('باز کردن فهرست نماد');
    expect(labels.filter((l) => /[A-Za-z]/.test(l ?? ''))).toEqual([]);
  });
});

describe('Typeahead in English', () => {
  beforeAll(() => setTestLanguage('en'));
  afterAll(() => setTestLanguage('fa'));

  it('announces the count in the spec’s English words', async () => {
    const { box, status } = show();
    await type(box, 'ETF');
    expect(status()).toBe('1 result(s) available');
    await type(box, 'nothing');
    expect(status()).toBe('No results available');
  });
});
