import { required } from '../validation/validators/required';
import { minLength } from '../validation/validators/string-length';
import { fieldMessage, localizeErrors, toFieldValidate } from './field-messages';

describe('fieldMessage', () => {
  it('gives the text of an error in the chosen language', () => {
    expect(fieldMessage({ key: 'required' })).toBe('این فیلد الزامی است.');
    expect(fieldMessage({ key: 'required' }, 'en')).toBe('This field is required.');
    expect(fieldMessage({ key: 'max', params: { max: 5, actual: 9 } }, () => 'en')).toBe(
      'Max. value should be 5. (9 entered)',
    );
    expect(fieldMessage(null)).toBeUndefined();
  });
});

describe('localizeErrors', () => {
  it('maps fields with errors to texts and drops the rest', () => {
    expect(localizeErrors({ email: { key: 'email' }, name: null, phone: undefined }, 'en')).toEqual(
      { email: 'Please enter a valid email address.' },
    );
  });
});

describe('toFieldValidate', () => {
  it('returns true or the first message', () => {
    const validate = toFieldValidate<string>([required(), minLength(3)], 'en');
    expect(validate('abc')).toBe(true);
    expect(validate('')).toBe('This field is required.');
    expect(validate('ab')).toBe('Min. 3 characters are required. (has 2)');
  });

  it('takes a single validator and a language function', () => {
    let language = 'fa';
    const validate = toFieldValidate<string>(minLength(3), () => language);
    expect(validate('ab')).toBe('دست‌کم ۳ نویسه لازم است. (اکنون ۲ نویسه)');
    language = 'en';
    expect(validate('ab')).toBe('Min. 3 characters are required. (has 2)');
  });
});
