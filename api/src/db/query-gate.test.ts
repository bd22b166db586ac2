import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createQueryGate } from './query-gate';

// A flood of one kind of query waits at the gate, in order, instead of in the database's queue.

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

test('deja pasar a lo sumo `concurrency` consultas; las demás esperan en orden', async () => {
  const gate = createQueryGate({ concurrency: 2, maxWaiting: 10, busy: () => new Error('ocupado') });
  const started: number[] = [];
  const finish = Array.from({ length: 5 }, () => deferred());
  const runs = finish.map((step, index) =>
    gate.run(async () => {
      started.push(index);
      await step.promise;
      return index;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1]);
  finish[1]!.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1, 2]);
  for (const step of finish) step.resolve();
  assert.deepEqual(await Promise.all(runs), [0, 1, 2, 3, 4]);
});

test('una consulta que falla libera su lugar', async () => {
  const gate = createQueryGate({ concurrency: 1, maxWaiting: 10, busy: () => new Error('ocupado') });
  await assert.rejects(gate.run(async () => Promise.reject(new Error('falló'))), /falló/);
  assert.equal(await gate.run(async () => 'siguiente'), 'siguiente');
});

test('con la fila llena rechaza en el acto con el error de `busy`', async () => {
  const gate = createQueryGate({ concurrency: 1, maxWaiting: 1, busy: () => new Error('ocupado') });
  const hold = deferred();
  const first = gate.run(() => hold.promise);
  const second = gate.run(async () => 'en espera');
  await assert.rejects(gate.run(async () => 'tercera'), /ocupado/);
  hold.resolve();
  await first;
  assert.equal(await second, 'en espera');
});
