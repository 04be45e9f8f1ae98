// The texts of a contract: the contract itself and the commitment letter, in Persian, with the
// parties, the basket, the wage plan and the duration (numbers also in words, as on contracts).
import { formatInteger, toPersianDigits, toPersianWords } from '@crm/shared/persian';
import { findBasket, findWagePlan } from '../baskets/baskets.repository';
import type { TenantDb } from '../db/tenant-scope';
import { planInForce } from '../wages/wage-plan-in-force';
import type { ContractRow } from './contracts.repository';

const percent = (ppm: number) => `${toPersianDigits(String(ppm / 10_000)).replace('.', '٫')}٪`;

export async function contractText(scope: TenantDb, c: ContractRow): Promise<string> {
  const basket = c.basket_id ? await findBasket(scope, c.basket_id) : undefined;
  const plan = c.wage_plan_id
    ? await findWagePlan(scope, c.wage_plan_id)
    : basket && (await planInForce(scope, basket));
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || '—';
  return [
    'قرارداد سبدگردانی',
    '',
    `مادهٔ ۱ — طرفین: این قرارداد میان شرکت سبدگردان و ${name} به کد ملی ${c.national_code || '—'} و شمارهٔ همراه ${c.mobile ?? '—'} منعقد می‌شود.`,
    `مادهٔ ۲ — موضوع: مدیریت دارایی‌های مشتری در ${basket ? `«${basket.name}» (کد ${basket.code})` : 'سبد انتخاب‌شده'}.`,
    `مادهٔ ۳ — مدت: ${formatInteger(c.duration_months)} (${toPersianWords(c.duration_months)}) ماه از تاریخ تأیید قرارداد.`,
    plan
      ? `مادهٔ ۴ — کارمزد: کارمزد مدیریت سالانه ${percent(plan.management_fee_ppm)} از ارزش خالص دارایی‌ها${plan.performance_fee_ppm > 0 ? ` و کارمزد عملکرد ${percent(plan.performance_fee_ppm)} از بازدهٔ مازاد بر ${percent(plan.hurdle_ppm)}` : ''}.`
      : 'مادهٔ ۴ — کارمزد: طبق تعرفهٔ مصوب سبد.',
    `مادهٔ ۵ — حساب بانکی مشتری: ${c.sheba ?? '—'}.`,
    'مادهٔ ۶ — مبالغ این قرارداد به ریال است.',
  ].join('\n');
}

export function commitmentLetterText(c: ContractRow): string {
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || '—';
  return [
    'تعهدنامهٔ مشتری',
    '',
    `اینجانب ${name} به کد ملی ${c.national_code || '—'} اقرار می‌کنم که از ریسک‌های سرمایه‌گذاری در بازار سرمایه آگاهم،`,
    'بازدهٔ گذشته تضمینی برای بازدهٔ آینده نیست، و اطلاعات ارائه‌شده در این قرارداد را صحیح و کامل اعلام کرده‌ام.',
    c.commitment_desc ? `توضیحات مشتری: ${c.commitment_desc}` : '',
  ]
    .filter((line, i) => i < 4 || line)
    .join('\n');
}
