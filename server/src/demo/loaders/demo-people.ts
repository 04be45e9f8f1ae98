// Deterministic demo identities: Persian names, valid national codes and mobile numbers.
const FIRST_NAMES = [
  'علی',
  'مریم',
  'رضا',
  'زهرا',
  'حسین',
  'فاطمه',
  'مهدی',
  'سارا',
  'امیر',
  'نرگس',
  'محمد',
  'لیلا',
];
const LAST_NAMES = [
  'محمدی',
  'حسینی',
  'احمدی',
  'رضایی',
  'کریمی',
  'موسوی',
  'جعفری',
  'صادقی',
  'رحیمی',
  'کاظمی',
  'نوری',
];

/** A valid national code for the index: nine digits from it and the mod-11 check digit. */
export function demoNationalCode(index: number): string {
  const body = String(100_000_000 + ((index * 7_919) % 899_999_999)).padStart(9, '0');
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  const code = `${body}${check}`;
  return /^(\d)\1{9}$/.test(code) ? demoNationalCode(index + 1_000_003) : code;
}

export function demoMobile(index: number): string {
  return `0912${String(index % 10_000_000).padStart(7, '0')}`;
}

export function demoName(index: number): { name: string; surname: string } {
  return {
    name: FIRST_NAMES[index % FIRST_NAMES.length]!,
    surname: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length]!,
  };
}

/** A valid Sheba (IBAN IR, Bank Melli's code 017) for the index. */
export function demoSheba(index: number): string {
  const bban = `0170000000${String(index).padStart(12, '0')}`;
  // ISO 7064 mod 97 over BBAN + "IR00" with I = 18 and R = 27.
  let remainder = 0;
  for (const digit of `${bban}182700`) remainder = (remainder * 10 + Number(digit)) % 97;
  return `IR${String(98 - remainder).padStart(2, '0')}${bban}`;
}
