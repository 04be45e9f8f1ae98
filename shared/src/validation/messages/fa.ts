// Persian texts. Parameters are filled with Persian digits by messageFor; digits that name what
// the user must type (0-9, a-z) stay Latin because only those satisfy the rule.
import type { MessageTable } from '../types';

export const persianMessages: MessageTable = {
  required: 'این فیلد الزامی است.',
  email: 'لطفاً یک نشانی ایمیل معتبر وارد کنید.',
  invalid: 'مقدار این فیلد معتبر نیست.',
  pattern: 'قالب ورودی درست نیست. لطفاً آن را بررسی کنید.',
  min: 'کمترین مقدار مجاز {{ min }} است. (مقدار واردشده: {{ actual }})',
  max: 'بیشترین مقدار مجاز {{ max }} است. (مقدار واردشده: {{ actual }})',
  minlength: 'دست‌کم {{ requiredLength }} نویسه لازم است. (اکنون {{ actualLength }} نویسه)',
  maxlength: 'حداکثر {{ requiredLength }} نویسه مجاز است. (اکنون {{ actualLength }} نویسه)',
  range: 'مقدار باید بین {{ min }} و {{ max }} باشد.',
  url: 'لطفاً نشانی کامل http، https یا ftp وارد کنید.',
  creditCard: 'لطفاً شماره کارت معتبر وارد کنید.',
  ngbDate: 'لطفاً تاریخ معتبر وارد کنید.',
  minAge: 'سن باید دست‌کم {{ minAge }} سال باشد.',
  integer: 'لطفاً یک عدد صحیح وارد کنید.',
  passwordMismatch: 'رمزهای عبور یکسان نیستند.',
  invalidPassword: 'رمز عبور باید {{ description }} داشته باشد.',
  passwordRequiresDigit: 'رمز عبور باید دست‌کم یک رقم انگلیسی (0-9) داشته باشد.',
  passwordRequiresLower: 'رمز عبور باید دست‌کم یک حرف کوچک انگلیسی (a-z) داشته باشد.',
  passwordRequiresUpper: 'رمز عبور باید دست‌کم یک حرف بزرگ انگلیسی (A-Z) داشته باشد.',
  passwordRequiresNonAlphanumeric:
    'رمز عبور باید دست‌کم یک نویسهٔ غیر از حرف و رقم (مانند ! یا @) داشته باشد.',
  usernamePattern: 'نام کاربری {{ actualValue }} معتبر نیست؛ فقط حروف و رقم‌های انگلیسی مجاز است.',
  nationalCode: 'لطفاً کد ملی معتبر ۱۰ رقمی وارد کنید.',
  mobile: 'لطفاً شماره موبایل معتبر وارد کنید، مانند ۰۹۱۲۱۲۳۴۵۶۷.',
  sheba: 'لطفاً شماره شبای معتبر وارد کنید: IR و ۲۴ رقم.',
};
