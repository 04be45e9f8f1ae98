// The risk questionnaire's result for a contract: every active question answered once, the
// score the sum of the chosen answers' weights, the risk level the highest band the score
// reaches, and the baskets on offer up to that level. Answering moves the contract from
// AnswerQuestionnaire to SelectBasket.
import type { RiskScoreInput, RiskScoreResultDto } from '@crm/shared/dto';
import { toBasketDto } from '../baskets/basket.service';
import { listBaskets } from '../baskets/baskets.repository';
import { actorOf, contractFor } from '../contracts/contract-access';
import { moveContract } from '../contracts/contract-lifecycle';
import { updateContract } from '../contracts/contracts.repository';
import type { TenantDb } from '../db/tenant-scope';
import { BadRequestError, ConflictError } from '../errors/app-error';
import type { CurrentUser } from '../identity/current-user';
import { activeQuestions, levelBands, saveContractAnswers } from './questionnaire.repository';

export async function scoreAnswers(scope: TenantDb, answers: RiskScoreInput['answers']) {
  const questions = await activeQuestions(scope);
  const chosen = new Map(answers.map((a) => [a.questionId, a.answerId]));
  if (chosen.size !== answers.length || questions.length === 0 || chosen.size !== questions.length)
    throw new BadRequestError('Crm:QuestionnaireIncomplete');
  let score = 0;
  for (const question of questions) {
    const answer = question.answers.find((a) => a.id === chosen.get(question.id));
    if (!answer) throw new BadRequestError('Crm:QuestionnaireIncomplete');
    score += answer.weight;
  }
  const bands = await levelBands(scope);
  const band = bands.filter((b) => b.min_score <= score).pop() ?? bands[0];
  return { score, level: band?.level ?? 1, title: band?.title ?? '' };
}

export async function saveRiskScore(
  scope: TenantDb,
  user: CurrentUser,
  input: RiskScoreInput,
): Promise<RiskScoreResultDto> {
  const contract = await contractFor(scope, user, input.portfolioContractId);
  if (contract.state !== 'AnswerQuestionnaire') throw new ConflictError('Crm:ContractNotEditable');
  const result = await scoreAnswers(scope, input.answers);
  await saveContractAnswers(scope, contract.id, input.answers);
  await updateContract(scope, contract.id, { risk_score: result.score, risk_level: result.level });
  await moveContract(
    scope,
    { ...contract, risk_score: result.score, risk_level: result.level },
    'SelectBasket',
    {
      actor: actorOf(user),
      actorId: user.user.id,
    },
  );
  const levels = Array.from({ length: result.level }, (_, i) => i + 1);
  const offer = await listBaskets(scope, {
    offerableOnly: true,
    riskLevels: levels,
    skip: 0,
    take: 1000,
  });
  return {
    portfolioContractId: contract.id,
    riskScore: result.score,
    riskLevel: result.level as RiskScoreResultDto['riskLevel'],
    riskLevelTitle: result.title,
    allowedBaskets: offer.items.map(toBasketDto),
  };
}
