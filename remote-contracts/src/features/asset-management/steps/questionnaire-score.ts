// The risk questionnaire's arithmetic, as the server scores it: the score is the sum of the
// chosen answers' weights, the risk level the highest band the score reaches (else the first).
import type { RiskBandDto, RiskQuestionDto, RiskScoreInput } from '@crm/shared/dto';

/** Question id → the chosen answer's id. */
export type Answers = Readonly<Record<string, string>>;

export function unansweredQuestions(questions: readonly RiskQuestionDto[], answers: Answers) {
  return questions.filter((q) => !q.answers.some((a) => a.id === answers[q.id]));
}

export function scoreOf(questions: readonly RiskQuestionDto[], answers: Answers): number {
  return questions.reduce(
    (score, q) => score + (q.answers.find((a) => a.id === answers[q.id])?.weight ?? 0),
    0,
  );
}

export function bandOf(bands: readonly RiskBandDto[], score: number): RiskBandDto | undefined {
  const ordered = [...bands].sort((a, b) => a.minScore - b.minScore);
  return ordered.filter((band) => band.minScore <= score).pop() ?? ordered[0];
}

/** The lowest and highest score the questions allow. */
export function scoreRange(questions: readonly RiskQuestionDto[]) {
  const pick = (choose: (weights: number[]) => number) =>
    questions.reduce(
      (sum, q) => sum + (q.answers.length ? choose(q.answers.map((a) => a.weight)) : 0),
      0,
    );
  return { min: pick((w) => Math.min(...w)), max: pick((w) => Math.max(...w)) };
}

export function toRiskScoreInput(portfolioContractId: string, answers: Answers): RiskScoreInput {
  return {
    portfolioContractId,
    answers: Object.entries(answers).map(([questionId, answerId]) => ({ questionId, answerId })),
  };
}
