/**
 * A team's own checks before its release: lint, types and unit tests of its folder, then its
 * browser specs (e2e/spec-owners.ts) against the released versions of every other app plus the
 * candidate. `--skip-checks` leaves them out (the e2e test of releases does: the gate still runs).
 */
import { createServer } from 'node:net';
import path from 'node:path';
import { API_PORT, APPS } from '../../platform';
import { SPECS_BY_APP } from '../../e2e/spec-owners';
import { E2E_SMTP_PORT } from '../../e2e/mail-settings';
import { run } from '../run';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

export interface StepResult {
  step: string;
  seconds: number;
  ok: boolean;
}

export async function timed(step: string, body: () => Promise<boolean>): Promise<StepResult> {
  const started = Date.now();
  const ok = await body();
  return { step, seconds: (Date.now() - started) / 1000, ok };
}

/** Lint, types and unit tests of the app's folder; stops at the first failure. */
export async function sourceChecks(appDir: string): Promise<StepResult[]> {
  const steps: Array<[string, string, string[]]> = [
    ['lint', bin('eslint'), ['--max-warnings', '0', appDir]],
    ['tipos', bin('tsc'), ['-p', appDir, '--noEmit']],
    ['unitarias', bin('jest'), ['--ci', '--passWithNoTests', `${appDir}/src/`]],
  ];
  const results: StepResult[] = [];
  for (const [step, command, args] of steps) {
    console.log(`\n· ${step} de ${appDir}`);
    const result = await timed(step, async () => (await run(command, args, { cwd: root })) === 0);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The app's browser specs, on the standard ports (the suite's own site, started by
 * e2e/playwright.config.ts with `--released --candidate <app>@<version>`). Returns a Spanish reason
 * when they could not run or failed, else null.
 */
export async function browserChecks(appDir: string, candidate: string): Promise<{ result: StepResult; problem: string | null }> {
  const specs = SPECS_BY_APP[appDir] ?? [];
  if (specs.length === 0) return { result: { step: 'e2e', seconds: 0, ok: true }, problem: null };
  const ports = [...APPS.map((app) => app.port), API_PORT, E2E_SMTP_PORT];
  const busy = [];
  for (const port of ports) if (!(await portIsFree(port))) busy.push(port);
  if (busy.length > 0) {
    return {
      result: { step: 'e2e', seconds: 0, ok: false },
      problem: `Las pruebas en el navegador de ${appDir} usan los puertos ${busy.join(', ')}, que están ocupados (¿está corriendo npm start o npm test?). Detenlo y vuelve a publicar, o publica con --skip-checks.`,
    };
  }
  console.log(`\n· pruebas en el navegador de ${appDir}: ${specs.join(', ')}`);
  const result = await timed('e2e', async () => {
    const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...specs.map((spec) => `e2e/tests/${spec}`)], {
      cwd: root,
      env: { ...process.env, FVC_E2E_SITE_ARGS: `--released --candidate ${appDir}@${candidate}` },
    });
    return code === 0;
  });
  return { result, problem: result.ok ? null : `Fallaron las pruebas en el navegador de ${appDir} (${specs.join(', ')}) con la versión nueva.` };
}
