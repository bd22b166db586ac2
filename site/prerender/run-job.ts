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

/** Seconds between looks at the content's generation: PRERENDER_WATCH_S, 10 by default; 0 does not watch. */
export function prerenderWatchMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.PRERENDER_WATCH_S ?? 10);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** Where the API says its content's generation (routes/api/health): PRERENDER_WATCH_URL, or the local API. */
export function contentGenerationUrl(env: NodeJS.ProcessEnv = process.env, apiPort = 4000): string {
  return env.PRERENDER_WATCH_URL ?? `http://localhost:${apiPort}/api/health/content-generation`;
}

/** The content's generation as the API says it; null when it cannot be read (the next look tries again). */
export async function readContentGeneration(url: string): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return null;
    const body = (await response.json()) as { generation?: unknown };
    return typeof body.generation === 'string' ? body.generation : null;
  } catch {
    return null;
  }
}

export interface KeepPrerenderingOptions {
  /** Run now as well (default); false when the caller just ran it. */
  startNow?: boolean;
  /**
   * Also run as soon as the content's generation changes (issue #71: a publication in the
   * back-office reaches the prerendered pages within a minute, with no deploy): looked at every
   * `everyMs`, compared with the generation seen when the last run started.
   */
  watch?: {
    everyMs: number;
    generation: () => Promise<string | null>;
    /** The generation the pages were last drawn at, when the caller just ran the job (`startNow: false`). */
    drawnAt?: string | null;
  };
  /** Whether the timers alone keep the process running: yes for the prerender service, no inside `npm start`. */
  keepAlive?: boolean;
  /** The run itself: the job in a fresh process, unless a test gives another. */
  job?: () => Promise<JobRun>;
}

/** Runs the job every interval (and now, unless told), and when the content changes; one run at a time. Returns a function that stops it. */
export function keepPrerendering(store: ReleaseStore, intervalMs: number, report: (run: JobRun) => void, { startNow = true, watch, keepAlive = false, job = () => runPrerenderJob(store) }: KeepPrerenderingOptions = {}): () => void {
  let running = false;
  let stopped = false;
  // A change made before the first look must not become the generation the pages "have".
  let seen: string | null = watch?.drawnAt ?? null;
  const once = async () => {
    if (running || stopped) return;
    running = true;
    try {
      // Read before the run: a change made while it draws is seen as new by the next look.
      if (watch) seen = (await watch.generation()) ?? seen;
      report(await job());
    } finally {
      running = false;
    }
  };
  const look = async () => {
    if (running || stopped || !watch) return;
    const generation = await watch.generation();
    if (generation !== null && seen !== null && generation !== seen) await once();
    else if (seen === null) seen = generation;
  };
  if (startNow) void once();
  const timers = [
    intervalMs > 0 ? setInterval(() => void once(), intervalMs) : null,
    watch && watch.everyMs > 0 ? setInterval(() => void look(), watch.everyMs) : null,
  ].filter((timer) => timer !== null);
  if (!keepAlive) for (const timer of timers) timer.unref();
  return () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
  };
}
