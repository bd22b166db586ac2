import { needsAnotherRun, runsForMedian } from './calibrated-runs';

const fast = (tbtMs: number) => ({ cpuIndex: 2100, tbtMs });
const slow = (tbtMs: number) => ({ cpuIndex: 1230, tbtMs });

describe('the runs a bench median is taken from', () => {
  it('takes the wanted number of runs when the host is at speed', () => {
    const runs = [fast(10), fast(20), fast(30)];
    expect(needsAnotherRun(runs.slice(0, 2), 2, 3)).toBe(true);
    expect(needsAnotherRun(runs, 3, 3)).toBe(false);
    expect(runsForMedian(runs, 3)).toEqual({ runs, slowHostRuns: 0, hostStayedSlow: false });
  });

  it('repeats a run on a slow host and leaves it out once enough runs were at speed', () => {
    const runs = [fast(10), slow(150), fast(20)];
    expect(needsAnotherRun(runs, 3, 3)).toBe(true);
    const repeated = [...runs, fast(30)];
    expect(needsAnotherRun(repeated, 4, 3)).toBe(false);
    expect(runsForMedian(repeated, 3)).toEqual({ runs: [fast(10), fast(20), fast(30)], slowHostRuns: 1, hostStayedSlow: false });
  });

  it('stops at twice the wanted runs and then counts the slow ones too', () => {
    const runs = [slow(150), slow(140), fast(20), slow(130), slow(120), fast(10)];
    expect(needsAnotherRun(runs.slice(0, 5), 5, 3)).toBe(true);
    expect(needsAnotherRun(runs, 6, 3)).toBe(false);
    expect(runsForMedian(runs, 3)).toEqual({ runs, slowHostRuns: 4, hostStayedSlow: true });
  });
});
