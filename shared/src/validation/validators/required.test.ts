import { required } from './required';
import { filledText, isEmptyValue } from './is-empty';

describe('required', () => {
  const validate = required();

  it.each([null, undefined, '', '   ', '\u200E\u200C ', []])('fails %j', (value) => {
    expect(validate(value)).toEqual({ key: 'required' });
  });

  it.each(['a', 0, false, [1], {}])('passes %j', (value) => {
    expect(validate(value)).toBeNull();
  });

  it('allows empty strings when asked, but never a missing value', () => {
    const lenient = required({ allowEmptyStrings: true });
    expect(lenient('')).toBeNull();
    expect(lenient('  ')).toBeNull();
    expect(lenient(null)).toEqual({ key: 'required' });
    expect(lenient(undefined)).toEqual({ key: 'required' });
  });
});

describe('isEmptyValue and filledText', () => {
  it('treat blank text as empty', () => {
    expect(isEmptyValue(' \u00A0')).toBe(true);
    expect(isEmptyValue('x')).toBe(false);
    expect(filledText('  ')).toBeNull();
    expect(filledText(undefined)).toBeNull();
    expect(filledText(' x ')).toBe(' x ');
  });
});
