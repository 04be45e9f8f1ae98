import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderUi, setTestLanguage } from '../testing/render-ui';
import { NumericInput, type NumericInputProps } from './numeric-input';

type Options = Partial<Omit<NumericInputProps, 'value' | 'onChange'>>;

function Harness({
  initial = null,
  spy,
  ...options
}: Options & {
  initial?: number | null;
  spy: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumericInput
      aria-label="amount"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      {...options}
    />
  );
}

function show(options: Options & { initial?: number | null } = {}) {
  const spy = jest.fn();
  renderUi(<Harness spy={spy} {...options} />);
  return { spy, box: screen.getByLabelText('amount') as HTMLInputElement };
}

function typeInto(box: HTMLInputElement, text: string) {
  fireEvent.change(box, { target: { value: text } });
}

describe('NumericInput', () => {
  beforeEach(async () => {
    await setTestLanguage('fa');
  });

  it('normalises Persian and Arabic digits to a Latin-digit value', () => {
    const { spy, box } = show();
    fireEvent.focus(box);
    typeInto(box, '۱۲۳');
    expect(spy).toHaveBeenLastCalledWith(123);
    typeInto(box, '١٢٣4');
    expect(spy).toHaveBeenLastCalledWith(1234);
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.type).toBe('text');
  });

  it('ignores keys that do not make a number', () => {
    const { spy, box } = show();
    fireEvent.focus(box);
    typeInto(box, '12');
    typeInto(box, '12x');
    expect(box.value).toBe('12');
    typeInto(box, '12.5');
    expect(box.value).toBe('12');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('accepts decimals with ٫ or / when fraction digits are allowed', () => {
    const { spy, box } = show({ fractionDigits: 2 });
    fireEvent.focus(box);
    typeInto(box, '۲/۵');
    expect(spy).toHaveBeenLastCalledWith(2.5);
    typeInto(box, '۲٫۷۵');
    expect(spy).toHaveBeenLastCalledWith(2.75);
    typeInto(box, '۲٫۷۵۱');
    expect(box.value).toBe('۲٫۷۵');
  });

  it('shows the value grouped in Persian digits when not editing', () => {
    const { spy, box } = show({ grouping: true });
    fireEvent.focus(box);
    typeInto(box, '1234567');
    fireEvent.blur(box);
    expect(box.value).toBe('۱٬۲۳۴٬۵۶۷');
    expect(spy).toHaveBeenLastCalledWith(1234567);
    fireEvent.focus(box);
    expect(box.value).toBe('۱۲۳۴۵۶۷');
  });

  it('shows Latin grouping in English', async () => {
    await setTestLanguage('en');
    const { box } = show({ grouping: true, initial: 9876543 });
    expect(box.value).toBe('9,876,543');
  });

  it('brings the value within min and max on leaving and refuses a minus when min ≥ 0', () => {
    const { spy, box } = show({ min: 10, max: 100 });
    // A text box has no value range in ARIA (axe aria-allowed-attr): the limits act on leaving.
    expect(box.hasAttribute('aria-valuemin') || box.hasAttribute('aria-valuemax')).toBe(false);
    fireEvent.focus(box);
    typeInto(box, '-5');
    expect(box.value).toBe('');
    typeInto(box, '5');
    fireEvent.blur(box);
    expect(spy).toHaveBeenLastCalledWith(10);
    fireEvent.focus(box);
    typeInto(box, '۵۰۰');
    fireEvent.blur(box);
    expect(spy).toHaveBeenLastCalledWith(100);
    expect(box.value).toBe('۱۰۰');
  });

  it('gives null when emptied', () => {
    const { spy, box } = show({ initial: 42 });
    fireEvent.focus(box);
    typeInto(box, '');
    expect(spy).toHaveBeenLastCalledWith(null);
  });
});
