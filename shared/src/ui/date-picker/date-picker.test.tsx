import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { DatePicker, type DatePickerProps } from './date-picker';

type Options = Partial<Omit<DatePickerProps, 'value' | 'onChange'>>;

function Harness({
  initial = null,
  spy,
  ...options
}: Options & {
  initial?: string | null;
  spy: (value: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DatePicker
      aria-label="date"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      {...options}
    />
  );
}

function show(options: Options & { initial?: string | null } = {}) {
  const spy = jest.fn();
  renderUi(<Harness spy={spy} {...options} />);
  return { spy, box: screen.getByLabelText('date') as HTMLInputElement };
}

function typeAndLeave(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

const calendar = () => screen.getByTestId('month-calendar');
const title = () => screen.getByTestId('calendar-title').textContent;

async function openCalendar(name = 'انتخاب تاریخ') {
  await act(async () => void fireEvent.click(screen.getByRole('button', { name })));
}

describe('DatePicker in Persian', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });

  it('shows the ISO value as a Jalali date with Persian digits', () => {
    const { box } = show({ initial: '2025-09-23' });
    expect(box.value).toBe('۱۴۰۴/۰۷/۰۱');
  });

  it('reads typed yyyy, yyyy-MM and yyyy-MM-dd in any digits as ISO dates', () => {
    const { spy, box } = show();
    typeAndLeave(box, '۱۴۰۴');
    expect(spy).toHaveBeenLastCalledWith('2025-03-21');
    typeAndLeave(box, '١٤٠٤-٠٧');
    expect(spy).toHaveBeenLastCalledWith('2025-09-23');
    typeAndLeave(box, '1404/7/15');
    expect(spy).toHaveBeenLastCalledWith('2025-10-07');
    expect(box.value).toBe('۱۴۰۴/۰۷/۱۵');
  });

  it('reads the typed date on Enter', () => {
    const { spy, box } = show();
    fireEvent.change(box, { target: { value: '۱۴۰۳/۱۲/۳۰' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(spy).toHaveBeenLastCalledWith('2025-03-20');
  });

  it('passes text that is not a date on for validation, and null when emptied', () => {
    const { spy, box } = show({ initial: '2025-03-21' });
    typeAndLeave(box, '۱۴۰۴/۱۳/۰۱');
    expect(spy).toHaveBeenLastCalledWith('1404/13/01');
    expect(box.value).toBe('1404/13/01');
    typeAndLeave(box, '  ');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(box.value).toBe('');
  });

  it('opens on the selected Jalali month, Saturday first, and picks a day', async () => {
    const { spy } = show({ initial: '2025-09-23' });
    await openCalendar();
    expect(screen.getByRole('dialog', { name: 'انتخاب تاریخ' }).contains(calendar())).toBe(true);
    expect(title()).toBe('مهر ۱۴۰۴');
    const headers = within(calendar()).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    // 1 Mehr 1404 is a Tuesday: the fourth column of the first week.
    const firstWeek = within(calendar()).getAllByRole('row')[1]!;
    expect(within(firstWeek).getAllByRole('gridcell')[3]?.textContent).toBe('۱');
    await act(async () => void fireEvent.click(within(calendar()).getByText('۱۵')));
    expect(spy).toHaveBeenLastCalledWith('2025-10-07');
    expect(screen.queryByTestId('month-calendar')).toBeNull();
  });

  it('moves between months and years with the header buttons', async () => {
    show({ initial: '2025-03-20' });
    await openCalendar();
    expect(title()).toBe('اسفند ۱۴۰۳');
    fireEvent.click(screen.getByRole('button', { name: 'ماه بعد' }));
    expect(title()).toBe('فروردین ۱۴۰۴');
    fireEvent.click(screen.getByRole('button', { name: 'سال قبل' }));
    expect(title()).toBe('فروردین ۱۴۰۳');
    fireEvent.click(screen.getByRole('button', { name: 'ماه قبل' }));
    expect(title()).toBe('اسفند ۱۴۰۲');
  });

  it('follows the keyboard: arrows mirrored in right-to-left, PageDown for the next month', async () => {
    const { spy } = show({ initial: '2025-03-20' });
    await openCalendar();
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-03-20');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement?.getAttribute('data-date')).toBe('2025-03-21');
    expect(title()).toBe('فروردین ۱۴۰۴');
    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    expect(title()).toBe('اردیبهشت ۱۴۰۴');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    await act(async () => void fireEvent.click(document.activeElement!));
    expect(spy).toHaveBeenLastCalledWith('2025-04-28');
  });

  it('does not let days outside min and max be picked', async () => {
    show({ initial: '2025-03-20', min: '2025-03-10', max: '2025-03-20' });
    await openCalendar();
    const day = (iso: string) => calendar().querySelector(`[data-date="${iso}"]`);
    expect(day('2025-03-09')?.hasAttribute('disabled')).toBe(true);
    expect(day('2025-03-10')?.hasAttribute('disabled')).toBe(false);
    expect(day('2025-03-20')?.hasAttribute('disabled')).toBe(false);
  });
});

describe('DatePicker in English', () => {
  beforeEach(async () => {
    await setTestLanguage('en');
  });

  it('shows and reads Gregorian dates', async () => {
    const { spy, box } = show({ initial: '2025-09-23' });
    expect(box.value).toBe('2025-09-23');
    typeAndLeave(box, '2025/10/7');
    expect(spy).toHaveBeenLastCalledWith('2025-10-07');
    await openCalendar('Choose a date');
    expect(title()).toBe('October 2025');
  });
});
