/**
 * Which Lighthouse runs the bench's medians are taken from, and how (docs/decisions/0031).
 *
 * Lighthouse's default 4x CPU slowdown turns a host of its "high-end desktop" bracket
 * (benchmarkIndex 1500–2000, Lighthouse's docs/throttling.md) into the mid-tier phone the budgets
 * are for. The development machines are shared VMs whose speed swings between about 2,150 and
 * 1,230 within minutes; at 1,230 the same slowdown emulates a phone near the low end, every task
 * takes up to 1.7 times as long, and TBT (a task's time past 50 ms) grows by more than that. A run
 * on a slow host is repeated, up to as many extra runs as the median needs. When the host stays
 * slow the median is of every run, slow ones included: a host that stays slow counts against a
 * page, never for it.
 *
 * Lighthouse measures the index once, as a run starts, so a run can still meet a slow spell after
 * it; and the fast state, about 2,000–2,150, is at the top of the bracket, a slightly faster phone
 * than one at 1,500. The decision says what that means for the figures.
 */

/** The lower bound of the bracket Lighthouse's default slowdown is calibrated for. */
export const CALIBRATED_HOST_INDEX = 1500;

interface Run {
  /** Lighthouse's `environment.benchmarkIndex` for the run. */
  cpuIndex: number;
}

const atCalibratedSpeed = (run: Run) => run.cpuIndex >= CALIBRATED_HOST_INDEX;

/**
 * Whether to take another run, `attempt` runs in (a run that failed counts as an attempt, so
 * Lighthouse failing every time still ends): always until `wanted` attempts, then while fewer than
 * `wanted` runs were at calibrated speed, up to twice `wanted` attempts in all.
 */
export function needsAnotherRun(runs: readonly Run[], attempt: number, wanted: number): boolean {
  if (attempt < wanted) return true;
  return attempt < wanted * 2 && runs.filter(atCalibratedSpeed).length < wanted;
}

/**
 * The runs to take the median of: the runs at calibrated speed when there are `wanted` of them,
 * otherwise every run (`hostStayedSlow`). `slowHostRuns` is how many were on a slower host.
 */
export function runsForMedian<T extends Run>(
  runs: readonly T[],
  wanted: number,
): { runs: T[]; slowHostRuns: number; hostStayedSlow: boolean } {
  const calibrated = runs.filter(atCalibratedSpeed);
  const slowHostRuns = runs.length - calibrated.length;
  if (calibrated.length >= wanted) return { runs: calibrated, slowHostRuns, hostStayedSlow: false };
  return { runs: [...runs], slowHostRuns, hostStayedSlow: slowHostRuns > 0 };
}

/**
 * The median, and of an even count the worse of the two middle values: a bench that counted ten
 * runs must not pass on the better one. `better` says which way is better for the figure.
 */
export function cautiousMedian(values: readonly number[], better: 'higher' | 'lower'): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length % 2 === 1) return sorted[Math.floor(middle)]!;
  return better === 'higher' ? sorted[middle - 1]! : sorted[middle]!;
}
