// Whether a canary should roll itself back: once it has at least `minOutcomes` outcomes, its
// failure rate must stay at or below `maxFailurePercent`, or at or below the stable release's
// rate plus `marginPoints`; above both, it is rolled back. An outcome is one load of the
// release whose end is known (remote-health.service.ts: its first page mounted, or a failure at
// any stage). A stable release with fewer outcomes than `minOutcomes` counts as failing never:
// a few reports of its failures (one address's, health-admission.ts) must not shield a failing
// canary. Pure: the figures come from canary-watch.ts.

export interface RollbackThresholds {
  minOutcomes: number;
  maxFailurePercent: number;
  marginPoints: number;
}

export const DEFAULT_THRESHOLDS: RollbackThresholds = {
  minOutcomes: 20,
  maxFailurePercent: 5,
  marginPoints: 2,
};

export interface OutcomeCounts {
  failures: number;
  outcomes: number;
}

export interface CanaryFigures extends RollbackThresholds {
  failures: number;
  outcomes: number;
  /** failures / outcomes, or null without outcomes. */
  failureRate: number | null;
  stableFailures: number;
  stableOutcomes: number;
  stableRate: number | null;
}

const rate = ({ failures, outcomes }: OutcomeCounts) =>
  outcomes === 0 ? null : failures / outcomes;

export function canaryFigures(
  canary: OutcomeCounts,
  stable: OutcomeCounts,
  thresholds: RollbackThresholds,
): CanaryFigures {
  return {
    failures: canary.failures,
    outcomes: canary.outcomes,
    failureRate: rate(canary),
    stableFailures: stable.failures,
    stableOutcomes: stable.outcomes,
    stableRate: rate(stable),
    ...thresholds,
  };
}

/** `failures / outcomes` above `percent` %, compared without dividing (15 % is 15 %, exactly). */
function abovePercent({ failures, outcomes }: OutcomeCounts, percent: number): boolean {
  return failures * 100 > percent * outcomes;
}

/** Above the stable's rate plus the margin: cf/co > sf/so + m/100, multiplied out. */
function aboveStable(
  canary: OutcomeCounts,
  stable: OutcomeCounts,
  { marginPoints, minOutcomes }: RollbackThresholds,
) {
  if (stable.outcomes < minOutcomes) return abovePercent(canary, marginPoints);
  return (
    canary.failures * stable.outcomes * 100 >
    stable.failures * canary.outcomes * 100 + marginPoints * canary.outcomes * stable.outcomes
  );
}

export function shouldRollBack(figures: CanaryFigures): boolean {
  const canary = { failures: figures.failures, outcomes: figures.outcomes };
  const stable = { failures: figures.stableFailures, outcomes: figures.stableOutcomes };
  return (
    canary.outcomes >= figures.minOutcomes &&
    abovePercent(canary, figures.maxFailurePercent) &&
    aboveStable(canary, stable, figures)
  );
}
