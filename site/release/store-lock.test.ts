/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRERENDER_LOCK, RELEASE_LOCK, withLock } from './store-lock';

let store: { dir: string };
beforeEach(() => {
  store = { dir: mkdtempSync(path.join(os.tmpdir(), 'fvc-store-lock-')) };
});
afterEach(() => rmSync(store.dir, { recursive: true, force: true }));

const lockFile = (lock = PRERENDER_LOCK) => path.join(store.dir, lock.file);

/** A process id that is no longer running on this host. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

it('runs one holder at a time: the second starts when the first has finished', async () => {
  const order: string[] = [];
  let finishFirst!: () => void;
  const first = withLock(store, () => {
    order.push('first starts');
    return new Promise<void>((resolve) => (finishFirst = resolve));
  }, PRERENDER_LOCK);
  const second = withLock(store, () => void order.push('second starts'), PRERENDER_LOCK);
  await new Promise((resolve) => setTimeout(resolve, 700));
  expect(order).toEqual(['first starts']);
  order.push('first ends');
  finishFirst();
  await Promise.all([first, second]);
  expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  expect(existsSync(lockFile())).toBe(false);
});

it('keeps the release lock and the prerender lock apart: a release that holds its own does not stop a run', async () => {
  await withLock(store, async () => {
    await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).resolves.toBe('drawn');
  }, RELEASE_LOCK);
});

it('lets the lock go when the work fails', async () => {
  await expect(withLock(store, () => Promise.reject(new Error('la API no respondió')), PRERENDER_LOCK)).rejects.toThrow('la API no respondió');
  expect(existsSync(lockFile())).toBe(false);
});

it('takes over a lock whose holder died on this host, written as JSON or as a bare process id', async () => {
  writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: os.hostname() }));
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).resolves.toBe('drawn');
  writeFileSync(lockFile(RELEASE_LOCK), String(deadPid()));
  await expect(withLock(store, () => 'released', RELEASE_LOCK, { waitMs: 0 })).resolves.toBe('released');
});

it('waits for a holder on another host, and gives up naming it', async () => {
  writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, host: 'prerender-container' }));
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).rejects.toThrow(
    'Otra ejecución del prerender está en curso (proceso ' + process.pid + ' en prerender-container)',
  );
  expect(existsSync(lockFile())).toBe(true);
});

it('takes over a lock held longer than the work ever takes, whoever holds it', async () => {
  writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, host: 'prerender-container' }));
  const sixMinutesAgo = new Date(Date.now() - 6 * 60_000);
  utimesSync(lockFile(), sixMinutesAgo, sixMinutesAgo);
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).resolves.toBe('drawn');
});

it('takes over a lock file left empty by a holder that died while writing it, once it is old', async () => {
  writeFileSync(lockFile(), '');
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).rejects.toThrow('Otra ejecución del prerender está en curso (proceso ?)');
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(lockFile(), aMinuteAgo, aMinuteAgo);
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).resolves.toBe('drawn');
});

it('leaves a lock taken over from it to its new holder, even one of the same process', async () => {
  await withLock(store, () => writeFileSync(lockFile(), JSON.stringify({ pid: process.pid, host: os.hostname(), token: 'la-de-otra-ejecucion' })), PRERENDER_LOCK);
  expect(existsSync(lockFile())).toBe(true);
});

it('says once that it waits, naming the holder, and tells two holds of one process apart', async () => {
  const waits: unknown[] = [];
  let finishFirst!: () => void;
  const first = withLock(store, () => new Promise<void>((resolve) => (finishFirst = resolve)), PRERENDER_LOCK);
  const second = withLock(store, () => 'drawn', PRERENDER_LOCK, { onWait: (holder) => waits.push(holder?.pid) });
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect(waits).toEqual([process.pid]);
  finishFirst();
  await expect(second).resolves.toBe('drawn');
  await first;
  expect(existsSync(lockFile())).toBe(false);
});

it('takes over an abandoned lock only through its guard: a guard in use makes it wait, an old one is cleared', async () => {
  writeFileSync(lockFile(), JSON.stringify({ pid: deadPid(), host: os.hostname() }));
  writeFileSync(`${lockFile()}.takeover`, '');
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 0 })).rejects.toThrow('Otra ejecución del prerender está en curso');
  const aMinuteAgo = new Date(Date.now() - 60_000);
  utimesSync(`${lockFile()}.takeover`, aMinuteAgo, aMinuteAgo);
  await expect(withLock(store, () => 'drawn', PRERENDER_LOCK, { waitMs: 1_000 })).resolves.toBe('drawn');
  expect(existsSync(`${lockFile()}.takeover`)).toBe(false);
});
