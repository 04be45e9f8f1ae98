import type { RiskBandDto, RiskQuestionDto } from '@crm/shared/dto';
import {
  bandOf,
  scoreOf,
  scoreRange,
  toRiskScoreInput,
  unansweredQuestions,
} from './questionnaire-score';

const question = (id: string, weights: number[]): RiskQuestionDto => ({
  id,
  text: `پرسش ${id}`,
  answers: weights.map((weight, i) => ({ id: `${id}-${i}`, text: String(weight), weight })),
});
const QUESTIONS = [question('q1', [0, 2, 4]), question('q2', [0, 2, 4]), question('q3', [1, 5])];
const BANDS: RiskBandDto[] = [
  { level: 3, minScore: 8, title: 'متوسط' },
  { level: 1, minScore: 0, title: 'کم' },
  { level: 2, minScore: 4, title: 'کم‌ریسک' },
];

describe('the questionnaire score', () => {
  it('lists the questions still unanswered', () => {
    expect(unansweredQuestions(QUESTIONS, { q1: 'q1-0', q3: 'nope' }).map((q) => q.id)).toEqual([
      'q2',
      'q3',
    ]);
    expect(unansweredQuestions(QUESTIONS, { q1: 'q1-0', q2: 'q2-1', q3: 'q3-0' })).toEqual([]);
  });

  it('adds the weights of the chosen answers', () => {
    expect(scoreOf(QUESTIONS, { q1: 'q1-2', q2: 'q2-1', q3: 'q3-1' })).toBe(11);
    expect(scoreOf(QUESTIONS, {})).toBe(0);
  });

  it('gives the highest band reached, else the first', () => {
    expect(bandOf(BANDS, 3)!.level).toBe(1);
    expect(bandOf(BANDS, 4)!.level).toBe(2);
    expect(bandOf(BANDS, 11)!.level).toBe(3);
    expect(bandOf([{ level: 2, minScore: 5, title: '' }], 1)!.level).toBe(2);
    expect(bandOf([], 5)).toBeUndefined();
  });

  it('knows the lowest and highest possible score', () => {
    expect(scoreRange(QUESTIONS)).toEqual({ min: 1, max: 13 });
  });

  it('sends one answer per question', () => {
    expect(toRiskScoreInput('c1', { q1: 'q1-0', q2: 'q2-2' })).toEqual({
      portfolioContractId: 'c1',
      answers: [
        { questionId: 'q1', answerId: 'q1-0' },
        { questionId: 'q2', answerId: 'q2-2' },
      ],
    });
  });
});
