import * as v from 'valibot';
import { passwordPolicyFromSettings } from '../validators/password-policy';
import { passwordSchema, passwordsMatch } from './password-schemas';

const strictPolicy = passwordPolicyFromSettings({
  'Abp.Identity.Password.RequiredLength': '6',
  'Abp.Identity.Password.RequireDigit': 'True',
  'Abp.Identity.Password.RequireLowercase': 'true',
  'Abp.Identity.Password.RequireUppercase': 'TRUE',
  'Abp.Identity.Password.RequireNonAlphanumeric': 'true',
});

const messages = (result: { issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message);

describe('passwordSchema', () => {
  it('accepts a password meeting the policy and keeps it exactly', () => {
    const result = v.safeParse(passwordSchema(strictPolicy), ' Ab1!xy ');
    expect(result.output).toBe(' Ab1!xy ');
    expect(result.success).toBe(true);
  });

  it('reports every broken rule in Persian by default', () => {
    expect(messages(v.safeParse(passwordSchema(strictPolicy), 'abc'))).toEqual([
      'رمز عبور باید دست‌کم یک رقم انگلیسی (0-9) داشته باشد.',
      'رمز عبور باید دست‌کم یک حرف بزرگ انگلیسی (A-Z) داشته باشد.',
      'رمز عبور باید دست‌کم یک نویسهٔ غیر از حرف و رقم (مانند ! یا @) داشته باشد.',
      'دست‌کم ۶ نویسه لازم است. (اکنون ۳ نویسه)',
    ]);
  });

  it('reports in English when parsed with lang en', () => {
    expect(messages(v.safeParse(passwordSchema(strictPolicy), 'ABCDEF1!', { lang: 'en' }))).toEqual(
      ["Password should have at least one lowercase letter ('a'-'z')."],
    );
  });

  it('requires a value', () => {
    expect(messages(v.safeParse(passwordSchema(strictPolicy), '', { lang: 'en' }))).toEqual([
      'This field is required.',
    ]);
    expect(messages(v.safeParse(passwordSchema(strictPolicy), undefined, { lang: 'en' }))).toEqual([
      'This field is required.',
    ]);
  });
});

describe('passwordsMatch', () => {
  const form = v.pipe(
    v.object({ newPassword: v.string(), confirmPassword: v.string() }),
    passwordsMatch('newPassword', 'confirmPassword'),
  );

  it('reports a mismatch on the confirmation field', () => {
    const result = v.safeParse(form, { newPassword: 'Ab1!xy', confirmPassword: 'Ab1!xz' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('رمزهای عبور یکسان نیستند.');
    expect(v.getDotPath(result.issues![0]!)).toBe('confirmPassword');
  });

  it('accepts equal passwords and waits while one is empty', () => {
    expect(v.safeParse(form, { newPassword: 'same', confirmPassword: 'same' }).success).toBe(true);
    expect(v.safeParse(form, { newPassword: 'same', confirmPassword: '' }).success).toBe(true);
  });
});
