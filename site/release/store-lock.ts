/**
 * Locks over the release store, one file each, for work that reads files of the store, changes
 * them and replaces them whole: two at once would lose one's change. A lock file names its holder
 * (process, host and a token of its own). A lock whose holder has died on this host is taken over,
 * and so is one older than its work can ever last, which covers a holder on another host that died
 * (the prerender service and a release run in different containers over the same store in
 * docker-compose.yml). After a container restarts, an old lock's process id may belong to a new
 * process there: that lock waits for its age.
 */
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StoreLock {
  /** The lock's file in the store. */
  file: string;
  /** What a run that gave up waiting says, before the holder's process. */
  busy: string;
  /** Longer than the work can last: a lock this old is taken over, whoever holds it. */
  maxHoldMs: number;
  /** How long a run waits for it before it gives up. */
  waitMs: number;
}

/**
 * Releases, rollbacks and starts: the registry and the pointers are read, changed and replaced.
 * The longest hold is a release's gate, its contract test in Chromium: minutes, never half an hour.
 * Whoever waits is a person at a terminal: a minute, then the message says to try again.
 */
export const RELEASE_LOCK: StoreLock = { file: '.lock', busy: 'Otra publicación está en curso', maxHoldMs: 30 * 60_000, waitMs: 60_000 };

/**
 * A prerender run's process never lives longer than this (site/prerender.ts stops it): a hung
 * request cannot keep the lock. Shorter than PRERENDER_LOCK.maxHoldMs, so a live run's lock is
 * never taken from it; longer than its wait, so a waiting run gives up and says why.
 */
export const PRERENDER_RUN_LIMIT_MS = 4 * 60_000;

/**
 * Prerender runs (site/prerender/prerender-site.ts): each reads the registry and the pages'
 * index, draws for seconds and writes both. Two at once (the interval's run and a release's) would
 * leave the index of one over the pages of the other, and the run that read the registry before a
 * release could overwrite the release's pages with the build it replaced.
 */
export const PRERENDER_LOCK: StoreLock = {
  file: 'prerender.lock',
  busy: 'Otra ejecución del prerender está en curso',
  maxHoldMs: 5 * 60_000,
  waitMs: 3.5 * 60_000,
};

/** What a prerender run says in its output when it finds another drawing. */
export const PRERENDER_WAITING = 'Esperando a que termine otra ejecución del prerender';

interface Holder {
  pid: number;
  host: string;
  /** One per acquisition: tells this hold from any other, in this process too. */
  token?: string;
}

const WAIT_STEP_MS = 500;

/** A file that names no holder is one being written, unless it stays so: its writer died between the two steps. */
const UNNAMED_HOLD_MS = 10_000;

export interface LockOptions {
  /** Called once, when the lock is found held and the run starts to wait. */
  onWait?: (holder: Holder | null) => void;
  /** Overrides the lock's own wait (tests). */
  waitMs?: number;
}

export async function withLock<T>(store: { dir: string }, body: () => Promise<T> | T, lock: StoreLock = RELEASE_LOCK, options: LockOptions = {}): Promise<T> {
  mkdirSync(store.dir, { recursive: true });
  const file = path.join(store.dir, lock.file);
  const waitMs = options.waitMs ?? lock.waitMs;
  const mine: Holder = { pid: process.pid, host: os.hostname(), token: randomUUID() };
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (isAbandoned(file, holder, lock) && takeOver(file, holder, lock)) continue;
      if (waited === 0) options.onWait?.(holder);
      if (waited >= waitMs) throw new Error(`${lock.busy} (proceso ${holder?.pid ?? '?'}${holder && holder.host !== os.hostname() ? ` en ${holder.host}` : ''}). Espera a que termine e inténtalo de nuevo.`);
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }
  try {
    return await body();
  } finally {
    // Only our own hold: one past maxHoldMs may have been taken over, and the file is then another's.
    if (readHolder(file)?.token === mine.token) rmSync(file, { force: true });
  }
}

/**
 * Removes an abandoned lock, one waiter at a time: two that judged it abandoned together would
 * otherwise both remove it, the second removing the lock the first had just taken. The guard is a
 * file of its own, taken like the lock; inside it the lock is read again and removed only if it is
 * still the one judged. A guard left by a process that died inside it is old within seconds.
 * False when another waiter holds the guard: this one waits its turn.
 */
function takeOver(file: string, judged: Holder | null, lock: StoreLock): boolean {
  const guard = `${file}.takeover`;
  let fd: number;
  try {
    fd = openSync(guard, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(guard) > UNNAMED_HOLD_MS) rmSync(guard, { force: true });
    return false;
  }
  try {
    const current = readHolder(file);
    if (sameHolder(current, judged) && isAbandoned(file, current, lock)) rmSync(file, { force: true });
  } finally {
    closeSync(fd);
    rmSync(guard, { force: true });
  }
  return true;
}

/** The holder a lock file names; a bare process id is a lock written before hosts were recorded. Null while it is being written. */
function readHolder(file: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text), host: os.hostname() };
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    if (typeof holder.pid !== 'number' || typeof holder.host !== 'string') return null;
    return { pid: holder.pid, host: holder.host, ...(typeof holder.token === 'string' ? { token: holder.token } : {}) };
  } catch {
    return null;
  }
}

function sameHolder(a: Holder | null, b: Holder | null): boolean {
  return a === null || b === null ? a === b : a.pid === b.pid && a.host === b.host && a.token === b.token;
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function isAbandoned(file: string, holder: Holder | null, lock: StoreLock): boolean {
  if (holder && holder.host === os.hostname() && !isAlive(holder.pid)) return true;
  return ageMs(file) > (holder ? lock.maxHoldMs : UNNAMED_HOLD_MS);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
