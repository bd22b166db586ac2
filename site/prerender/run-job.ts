/**
 * Starts the prerender job (site/prerender.ts) in a fresh process, as every run must be
 * (prerender-site.ts), and keeps re-running it so content changes reach the pages: a new banner
 * or promotion in the database is in the HTML within one interval (PRERENDER_INTERVAL_S).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ReleaseStore } from '../release/store';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface JobRun {
  ok: boolean;
  /** The job's last line: how many pages, how long, how many failed. */
  summary: string;
  output: string;
}

/** `onOutput` sees the job's output as it comes (the run's result has it whole). */
export function runPrerenderJob(store: ReleaseStore, routes?: readonly string[], onOutput?: (text: string) => void): Promise<JobRun> {
  const args = ['--import', 'tsx', path.join(root, 'site', 'prerender.ts'), ...(routes ?? []).flatMap((route) => ['--route', route])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, FVC_RELEASES_DIR: store.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      onOutput?.(output);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', (error) => resolve({ ok: false, summary: error.message, output }));
    child.on('close', (code) => {
      const lines = output.trim().split('\n');
      resolve({ ok: code === 0, summary: lines.at(-1) ?? `código ${code}`, output });
    });
  });
}

/** Seconds between runs: PRERENDER_INTERVAL_S, 300 by default; 0 runs it only at start and on releases. */
export function prerenderIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.PRERENDER_INTERVAL_S ?? 300);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Runs the job every interval (and now, unless told), one run at a time. Returns a function that stops it. */
export function keepPrerendering(
  store: ReleaseStore,
  intervalMs: number,
  report: (run: JobRun) => void,
  { startNow = true }: { startNow?: boolean } = {},
): () => void {
  let running = false;
  let stopped = false;
  const once = async () => {
    if (running || stopped) return;
    running = true;
    try {
      report(await runPrerenderJob(store));
    } finally {
      running = false;
    }
  };
  if (startNow) void once();
  const timer = intervalMs > 0 ? setInterval(() => void once(), intervalMs) : null;
  timer?.unref();
  return () => {
    stopped = true;
    if (timer) clearInterval(timer);
  };
}
