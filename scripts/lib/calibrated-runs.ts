/**
 * Which Lighthouse runs the bench's medians are taken from (docs/decisions/0031).
 *
 * Lighthouse's default 4x CPU slowdown turns a host of its "high-end desktop" bracket
 * (benchmarkIndex 1500–2000, Lighthouse's docs/throttling.md) into the mid-tier phone the budgets
 * are for. The development machines are shared VMs whose speed swings between about 2,150 and
 * 1,230 within minutes; at 1,230 the same slowdown emulates a phone near the low end and lengthens
 * every task, so TBT, by that factor. A run on a slow host is repeated, up to as many extra runs as
 * the median needs. When the host stays slow the median is of every run, slow ones included: a
 * slow machine can fail the budgets, never pass them by being left out.
 */

/** The lower bound of the bracket Lighthouse's default slowdown is calibrated for. */
export const CALIBRATED_HOST_INDEX = 1500;

interface Run {
  /** Lighthouse's `environment.benchmarkIndex` for the run. */
  cpuIndex: number;
}

const atCalibratedSpeed = (run: Run) => run.cpuIndex >= CALIBRATED_HOST_INDEX;

/**
 * Whether to take another run, `attempt` runs in: always until `wanted` runs, then while fewer than
 * `wanted` were at calibrated speed, up to twice `wanted` in all.
 */
export function needsAnotherRun(runs: readonly Run[], attempt: number, wanted: number): boolean {
  if (attempt < wanted) return true;
  return attempt < wanted * 2 && runs.filter(atCalibratedSpeed).length < wanted;
}

/** The runs to take the median of, and how many were on a slow host. */
export function runsForMedian<T extends Run>(
  runs: readonly T[],
  wanted: number,
): { runs: T[]; slowHostRuns: number; hostStayedSlow: boolean } {
  const calibrated = runs.filter(atCalibratedSpeed);
  const slowHostRuns = runs.length - calibrated.length;
  if (calibrated.length >= wanted) return { runs: calibrated, slowHostRuns, hostStayedSlow: false };
  return { runs: [...runs], slowHostRuns, hostStayedSlow: slowHostRuns > 0 };
}
