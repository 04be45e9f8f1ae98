// The score bands of the risk levels: each level is reached from its minimum score on, so the
// minimums must rise with the level. Each level offers the baskets on offer up to it.
import type { BasketAdminDto, RiskBandDto } from '@crm/shared/dto';

export interface BandValues {
  level: number;
  title: string;
  minScore: number | null;
}

export type BandProblem = 'title' | 'minScore' | 'order';

/** Problems per level: a missing title or minimum, or a minimum not above the previous one. */
export function bandProblems(bands: readonly BandValues[]): Map<number, BandProblem> {
  const problems = new Map<number, BandProblem>();
  let previous: number | null = null;
  for (const band of [...bands].sort((a, b) => a.level - b.level)) {
    if (!band.title.trim()) problems.set(band.level, 'title');
    else if (band.minScore === null || !Number.isInteger(band.minScore) || band.minScore < 0)
      problems.set(band.level, 'minScore');
    else if (previous !== null && band.minScore <= previous) problems.set(band.level, 'order');
    if (band.minScore !== null) previous = band.minScore;
  }
  return problems;
}

export function toBands(values: readonly BandValues[]): RiskBandDto[] {
  return values.map((b) => ({ level: b.level, title: b.title.trim(), minScore: b.minScore ?? 0 }));
}

/** The scores of a band: from its minimum up to the next band's minimum − 1 (or the maximum). */
export function bandRange(bands: readonly BandValues[], level: number, maxScore: number) {
  const ordered = [...bands].sort((a, b) => a.level - b.level);
  const index = ordered.findIndex((b) => b.level === level);
  const next = ordered[index + 1];
  return {
    from: ordered[index]?.minScore ?? 0,
    to: next?.minScore != null ? next.minScore - 1 : maxScore,
  };
}

/** Baskets a customer of this level is offered: approved, active, up to the level, and not a
 * special basket that already has its holder. */
export function basketsForLevel(baskets: readonly BasketAdminDto[], level: number) {
  return baskets.filter(
    (b) =>
      b.isApproved &&
      b.state === 'active' &&
      b.riskLevel <= level &&
      (b.kind === 'joint' || b.memberCount === 0),
  );
}
