/**
 * Locks over the release store, one file each, for work that reads files of the store, changes
 * them and replaces them whole: two at once would lose one's change. A lock file names its holder
 * (process and host). A lock whose holder has died on this host is taken over, and so is one held
 * longer than its work ever takes, which covers a holder on another host that died (the prerender
 * service and a release run in different containers over the same store in docker-compose.yml).
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, unlinkSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StoreLock {
  /** The lock's file in the store. */
  file: string;
  /** What a run that gave up waiting says, before the holder's process. */
  busy: string;
  /** How long the work may hold it; older, it is taken over whoever holds it. */
  maxHoldMs: number;
}

/**
 * Releases, rollbacks and starts: the registry and the pointers are read, changed and replaced.
 * The longest hold is a release's gate, its contract test in Chromium: minutes, never half an hour.
 */
export const RELEASE_LOCK: StoreLock = { file: '.lock', busy: 'Otra publicación está en curso', maxHoldMs: 30 * 60_000 };

/**
 * Prerender runs (scripts/prerender/prerender-site.ts): each reads the registry and the pages'
 * index, draws for seconds and writes both. Two at once (the interval's run and a release's) would
 * leave the index of one over the pages of the other, and the run that read the registry before a
 * release could overwrite the release's pages with the build it replaced.
 */
export const PRERENDER_LOCK: StoreLock = { file: 'prerender.lock', busy: 'Otra ejecución del prerender está en curso', maxHoldMs: 5 * 60_000 };

interface Holder {
  pid: number;
  host: string;
}

const WAIT_STEP_MS = 500;

export async function withLock<T>(store: { dir: string }, body: () => Promise<T> | T, lock: StoreLock = RELEASE_LOCK, waitMs = 60_000): Promise<T> {
  mkdirSync(store.dir, { recursive: true });
  const file = path.join(store.dir, lock.file);
  for (let waited = 0; ; waited += WAIT_STEP_MS) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies Holder));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (isAbandoned(file, holder, lock)) {
        rmSync(file, { force: true });
        continue;
      }
      if (waited >= waitMs) throw new Error(`${lock.busy} (proceso ${holder?.pid ?? '?'}${holder && holder.host !== os.hostname() ? ` en ${holder.host}` : ''}). Espera a que termine e inténtalo de nuevo.`);
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    }
  }
  try {
    return await body();
  } finally {
    // Only our own: a hold past maxHoldMs may have been taken over, and the file is then another's.
    const holder = readHolder(file);
    if (holder?.pid === process.pid && holder.host === os.hostname()) unlinkSync(file);
  }
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
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host } : null;
  } catch {
    return null;
  }
}

/** A file that names no holder is one being written, unless it stays so: its writer died between the two steps. */
const UNNAMED_HOLD_MS = 10_000;

function isAbandoned(file: string, holder: Holder | null, lock: StoreLock): boolean {
  if (holder && holder.host === os.hostname() && !isAlive(holder.pid)) return true;
  try {
    return Date.now() - statSync(file).mtimeMs > (holder ? lock.maxHoldMs : UNNAMED_HOLD_MS);
  } catch {
    return false;
  }
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
