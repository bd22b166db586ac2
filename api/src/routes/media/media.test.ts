import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import { mediaRoutes } from './index';

test('/media sirve solo WebP, aunque la carpeta tenga otra cosa', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'fvc-media-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  await writeFile(join(dir, 'camion.webp'), 'RIFF....WEBP');
  // An SVG dropped in the folder is not served: each one costs the page a document (decision 0021).
  await writeFile(join(dir, 'suelto.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'camion.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = Fastify();
  await app.register(mediaRoutes, { dir, prefix: '/media' });
  t.after(() => app.close());

  const webp = await app.inject({ url: '/media/camion.webp' });
  assert.equal(webp.statusCode, 200);
  assert.equal(webp.headers['content-type'], 'image/webp');
  assert.equal((await app.inject({ url: '/media/suelto.svg' })).statusCode, 404);
  // An SVG name with a WebP twin is the twin, whatever the folder holds under the SVG name.
  const twin = await app.inject({ url: '/media/camion.svg' });
  assert.equal(twin.statusCode, 301);
  assert.equal(twin.headers.location, 'camion.webp');
});
