import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { buildTestApp } from '../testing/build-test-app';

/**
 * The OpenAPI document served at /api/docs/json passes Redocly's `recommended` rules with no
 * error. Warnings are listed, so a new one shows up in the test output.
 */
test('the OpenAPI document passes Redocly recommended lint', async (t) => {
  const { app } = await buildTestApp(t);
  const source = (await app.inject({ url: '/api/docs/json' })).body;
  const problems = await lintFromString({
    source,
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'] }),
  });
  const describe = (problem: (typeof problems)[number]) =>
    `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;
  const warnings = problems.filter((problem) => problem.severity === 'warn');
  if (warnings.length > 0) t.diagnostic(`avisos: ${warnings.length}\n${warnings.map(describe).join('\n')}`);
  const errors = problems.filter((problem) => problem.severity === 'error');
  assert.deepEqual(errors.map(describe), []);
});
