import { englishMessages } from './messages/en';
import { persianMessages } from './messages/fa';
import { interpolate, messageFor, toMessageLanguage, validationMessages } from './message-for';
import { VALIDATION_KEYS } from './types';

describe('message tables', () => {
  it('have a text for every key in both languages and nothing else', () => {
    expect(Object.keys(englishMessages).sort()).toEqual([...VALIDATION_KEYS].sort());
    expect(Object.keys(persianMessages).sort()).toEqual([...VALIDATION_KEYS].sort());
  });

  it('keep the default English texts of the spec word for word', () => {
    expect(englishMessages).toMatchObject({
      email: 'Please enter a valid email address.',
      max: 'Max. value should be {{ max }}. ({{ actual }} entered)',
      maxlength: 'Max. {{ requiredLength }} characters are allowed. (has {{ actualLength }})',
      min: 'Min. value should be {{ min }}. ({{ actual }} entered)',
      minlength: 'Min. {{ requiredLength }} characters are required. (has {{ actualLength }})',
      pattern: 'Invalid pattern. Please review your input.',
      required: 'This field is required.',
      passwordMismatch: 'Passwords do not match.',
      invalidPassword: 'Password should include {{ description }}.',
    });
  });

  it('use the same placeholders in Persian as in English', () => {
    const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of VALIDATION_KEYS) {
      expect([key, placeholders(persianMessages[key])]).toEqual([
        key,
        placeholders(englishMessages[key]),
      ]);
    }
  });

  it('are written in Persian script for Persian', () => {
    for (const key of VALIDATION_KEYS) expect(persianMessages[key]).toMatch(/[\u0600-\u06FF]/);
    expect(validationMessages('fa')).toBe(persianMessages);
    expect(validationMessages('en')).toBe(englishMessages);
  });
});

describe('messageFor', () => {
  it('fills parameters in English', () => {
    const error = { key: 'max', params: { max: 10, actual: 12 } } as const;
    expect(messageFor(error, 'en')).toBe('Max. value should be 10. (12 entered)');
  });

  it('fills parameters with Persian digits in Persian, the default', () => {
    const error = { key: 'minlength', params: { requiredLength: 6, actualLength: 3 } } as const;
    expect(messageFor(error)).toBe('دست‌کم ۶ نویسه لازم است. (اکنون ۳ نویسه)');
    expect(messageFor({ key: 'min', params: { min: 2.5, actual: -1 } }, 'fa')).toBe(
      'کمترین مقدار مجاز ۲٫۵ است. (مقدار واردشده: -۱)',
    );
  });

  it('leaves text parameters as they are', () => {
    const error = { key: 'usernamePattern', params: { actualValue: 'ali 2' } } as const;
    expect(messageFor(error, 'fa')).toContain('ali 2');
    expect(messageFor(error, 'en')).toBe(
      'The user name ali 2 is not valid: use letters and digits only.',
    );
  });

  it('gives messages without parameters as they are', () => {
    expect(messageFor({ key: 'required' }, 'en')).toBe('This field is required.');
    expect(messageFor({ key: 'required' }, 'fa')).toBe('این فیلد الزامی است.');
  });
});

describe('interpolate', () => {
  it('accepts placeholders with or without spaces and keeps unknown ones', () => {
    expect(interpolate('{{a}} {{ b }} {{ c }}', { a: 1, b: 'x' }, 'en')).toBe('1 x {{ c }}');
  });
});

describe('toMessageLanguage', () => {
  it('reads English from en tags and Persian otherwise', () => {
    expect(toMessageLanguage('en')).toBe('en');
    expect(toMessageLanguage('en-US')).toBe('en');
    expect(toMessageLanguage('EN')).toBe('en');
    expect(toMessageLanguage('fa-IR')).toBe('fa');
    expect(toMessageLanguage(undefined)).toBe('fa');
    expect(toMessageLanguage('de')).toBe('fa');
  });
});
