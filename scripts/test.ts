/**
 * `npm test`: every check of the project, in order, ending with one line `N passed, N failed`
 * (tests counted one by one; lint, types, compose file and build counted as one check each).
 * Exits non-zero on any failure. Stages: lint, types, unit (Jest), API (node:test on the embedded
 * database), compose file, production build, browser (Playwright in Debian's Chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const varDir = path.join(root, 'var');
mkdirSync(varDir, { recursive: true });

interface StageResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
}

const results: StageResult[] = [];

function exec(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const forward = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function stage(name: string, body: () => Promise<Omit<StageResult, 'name' | 'seconds'>>) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await body();
  results.push({ name, ...result, seconds: (Date.now() - started) / 1000 });
}

/** A stage that is one check: it passes when the command exits 0. */
const single = (command: string, args: string[], env?: NodeJS.ProcessEnv) => async () => {
  const { code } = await exec(command, args, env);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
};

await stage('Lint (ESLint, límites de importación)', single(bin('eslint'), ['.']));

await stage('Tipos (TypeScript)', async () => {
  // The browser workspaces in one program (tsconfig.browser.json): 20 s instead of 71.
  const projects = ['tsconfig.browser.json', 'api', 'tsconfig.json', 'gateway-simulator'];
  // Two at a time: the machines have two cores, and one tsc process uses one.
  let failed = 0;
  const queue = [...projects];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code } = await exec(bin('tsc'), ['-p', project, '--noEmit']);
      if (code !== 0) failed += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { passed: projects.length - failed, failed };
});

await stage('Unitarias (Jest + Testing Library)', async () => {
  const report = path.join(varDir, 'jest-report.json');
  rmSync(report, { force: true });
  const { code } = await exec(bin('jest'), ['--ci', '--json', `--outputFile=${report}`]);
  if (!existsSync(report)) return { passed: 0, failed: 1, note: 'Jest no produjo reporte' };
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed };
});

await stage('API (node:test + app.inject sobre PGlite)', async () => {
  const { code, output } = await exec('node', [path.join(root, 'api', 'scripts', 'run-tests.mjs')]);
  const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0) };
});

await stage('docker-compose.yml (docker-compose config)', async () => {
  const { code } = await exec('sh', ['-c', 'command -v docker-compose']);
  // A requirement of the test command like Chromium (README; .ci/run installs it): without it the
  // stage fails saying so, since an omitted check would look like a passed one.
  if (code !== 0) return { passed: 0, failed: 1, note: 'docker-compose no está instalado: apt-get install --no-install-recommends docker-compose' };
  return single('docker-compose', ['-f', 'docker-compose.yml', 'config', '-q'])();
});

// `npm audit` needs the registry's audit endpoint, which this network does not reach: the lockfile
// is checked offline instead (every package from the npm registry over HTTPS, with an integrity
// hash, under its own name). README "Dependency checks" has the audit step for a connected machine.
await stage('Dependencias (lockfile-lint)', single(bin('lockfile-lint'), [
  '--path', 'package-lock.json', '--type', 'npm', '--allowed-hosts', 'npm',
  '--validate-https', '--validate-integrity', '--validate-package-names',
]));

await stage('Compilación de producción (Rspack)', single(bin('tsx'), ['scripts/build.ts']));

await stage('Navegador (Playwright + Chromium)', async () => {
  const report = path.join(varDir, 'e2e-report.json');
  rmSync(report, { force: true });
  const { code } = await exec(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  if (!existsSync(report)) return { passed: 0, failed: 1, note: 'Playwright no produjo reporte' };
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const { expected, unexpected, flaky } = json.stats;
  return { passed: expected + flaky, failed: unexpected + (code !== 0 && unexpected === 0 ? 1 : 0) };
});

console.log('\n━━ Resumen ━━');
for (const result of results) {
  const mark = result.failed > 0 ? '✗' : '✓';
  const note = result.note ? ` (${result.note})` : '';
  console.log(`${mark} ${result.name}: ${result.passed} ok, ${result.failed} fallidas, ${result.seconds.toFixed(1)} s${note}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
