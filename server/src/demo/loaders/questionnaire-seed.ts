// The demo's risk questionnaire: five questions with weighted answers and the score bands of
// the five risk levels.
import { randomUUID } from 'node:crypto';
import type { TenantDb } from '../../db/tenant-scope';
import { insertQuestion, replaceLevelBands } from '../../questionnaire/questionnaire.repository';

const QUESTIONS: readonly [string, readonly [string, number][]][] = [
  [
    'افق سرمایه‌گذاری شما چقدر است؟',
    [
      ['کمتر از یک سال', 0],
      ['یک تا سه سال', 2],
      ['بیش از سه سال', 4],
    ],
  ],
  [
    'اگر ارزش سبد شما در یک ماه ۲۰٪ کاهش یابد، چه می‌کنید؟',
    [
      ['همه را می‌فروشم', 0],
      ['صبر می‌کنم', 2],
      ['بیشتر می‌خرم', 4],
    ],
  ],
  [
    'تجربهٔ شما در بازار سرمایه چقدر است؟',
    [
      ['هیچ', 0],
      ['کمتر از سه سال', 2],
      ['بیش از سه سال', 4],
    ],
  ],
  [
    'چه سهمی از دارایی‌تان را سرمایه‌گذاری می‌کنید؟',
    [
      ['بیش از نیمی', 0],
      ['یک چهارم تا نیم', 2],
      ['کمتر از یک چهارم', 4],
    ],
  ],
  [
    'هدف اصلی شما از سرمایه‌گذاری چیست؟',
    [
      ['حفظ اصل سرمایه', 0],
      ['درآمد منظم', 2],
      ['رشد سرمایه', 4],
    ],
  ],
];

export const DEMO_BANDS = [
  { level: 1, min_score: 0, title: 'بسیار کم‌ریسک' },
  { level: 2, min_score: 5, title: 'کم‌ریسک' },
  { level: 3, min_score: 9, title: 'متوسط' },
  { level: 4, min_score: 13, title: 'ریسک‌پذیر' },
  { level: 5, min_score: 17, title: 'بسیار ریسک‌پذیر' },
];

export async function seedQuestionnaire(scope: TenantDb): Promise<void> {
  for (const [i, [text, answers]] of QUESTIONS.entries()) {
    await insertQuestion(
      scope,
      { id: randomUUID(), text, sort_order: i },
      answers.map(([answer, weight], k) => ({
        id: randomUUID(),
        text: answer,
        weight,
        sort_order: k,
      })),
    );
  }
  await replaceLevelBands(scope, DEMO_BANDS);
}
