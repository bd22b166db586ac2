import { cautiousMedian, needsAnotherRun, runsForMedian } from './calibrated-runs';

const fast = (tbtMs: number) => ({ cpuIndex: 2100, tbtMs });
const slow = (tbtMs: number) => ({ cpuIndex: 1230, tbtMs });

describe('the runs a bench median is taken from', () => {
  it('takes the wanted number of runs when the host is at speed', () => {
    const runs = [fast(10), fast(20), fast(30)];
    expect(needsAnotherRun(runs.slice(0, 2), 2, 3)).toBe(true);
    expect(needsAnotherRun(runs, 3, 3)).toBe(false);
    expect(runsForMedian(runs, 3)).toEqual({ runs, slowHostRuns: 0, hostStayedSlow: false });
  });

  it('counts a host at exactly the bracket’s lower bound as calibrated', () => {
    const atBound = { cpuIndex: 1500, tbtMs: 40 };
    expect(runsForMedian([atBound], 1)).toEqual({ runs: [atBound], slowHostRuns: 0, hostStayedSlow: false });
    expect(runsForMedian([{ cpuIndex: 1499, tbtMs: 40 }], 1).slowHostRuns).toBe(1);
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

  it('counts failed runs as attempts, so a Lighthouse that keeps failing still ends', () => {
    const fourOfFive = [fast(10), fast(20), fast(30), fast(40)];
    expect(needsAnotherRun(fourOfFive, 5, 5)).toBe(true);
    expect(needsAnotherRun(fourOfFive, 10, 5)).toBe(false);
    expect(runsForMedian(fourOfFive, 5)).toEqual({ runs: fourOfFive, slowHostRuns: 0, hostStayedSlow: false });
  });

  it('takes a single run with --runs 1, and one more when it was slow', () => {
    expect(needsAnotherRun([fast(10)], 1, 1)).toBe(false);
    expect(needsAnotherRun([slow(90)], 1, 1)).toBe(true);
    expect(needsAnotherRun([slow(90), slow(80)], 2, 1)).toBe(false);
  });
});

describe('the median of a bench figure', () => {
  it('is the middle value of an odd count', () => {
    expect(cautiousMedian([90, 100, 95], 'higher')).toBe(95);
    expect(cautiousMedian([30, 10, 20], 'lower')).toBe(20);
  });

  it('is the worse middle value of an even count', () => {
    expect(cautiousMedian([89, 91, 95, 88], 'higher')).toBe(89);
    expect(cautiousMedian([40, 70, 20, 90], 'lower')).toBe(70);
  });
});
