/** @jest-environment node */
import { keepPrerendering, type JobRun } from './run-job';

const store = { dir: '/nowhere' } as Parameters<typeof keepPrerendering>[0];
const done: JobRun = { ok: true, summary: 'Prerenderizado: 1 páginas', output: '' };

/** Lets the timers' async callbacks (a look, a run) finish. */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('keepPrerendering watching the content', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function watched(generations: string[], drawnAt: string | null) {
    let current = 0;
    const job = jest.fn(async () => done);
    const stop = keepPrerendering(store, 0, () => undefined, {
      startNow: false,
      job,
      watch: { everyMs: 10_000, drawnAt, generation: async () => generations[Math.min(current, generations.length - 1)]! },
    });
    return { job, stop, change: () => (current += 1) };
  }

  it('draws the pages again when the content changes, once per change', async () => {
    const { job, stop, change } = watched(['g1', 'g2', 'g3'], 'g1');
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(job).not.toHaveBeenCalled();
    change();
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(job).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(job).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts a change made before its first look, against what the pages were drawn at', async () => {
    // Published within seconds of the start: the first look already sees the new generation.
    const { job, stop } = watched(['g2'], 'g1');
    await jest.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(job).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the pages alone while the API does not answer', async () => {
    const job = jest.fn(async () => done);
    const stop = keepPrerendering(store, 0, () => undefined, { startNow: false, job, watch: { everyMs: 10_000, drawnAt: 'g1', generation: async () => null } });
    await jest.advanceTimersByTimeAsync(30_000);
    await settle();
    expect(job).not.toHaveBeenCalled();
    stop();
  });
});
