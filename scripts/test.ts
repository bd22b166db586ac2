/**
 * `npm test`: every check of the project, in order, ending with one line `N passed, N failed`
 * (tests counted one by one; lint, types, compose file and build counted as one check each).
 * Exits non-zero on any failure. Stages: lint, types, unit (Jest), API (node:test on the embedded
 * database), compose file, production build, browser (Playwright in Debian's Chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
};
// Each command runs in its own process group (so a limit also stops the servers and browsers it
// started), which a Ctrl-C on this one does not reach.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) killGroup(child);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

/**
 * Runs a command, echoing its output. It is stopped after `limitMinutes`, far above its usual
 * time: a hung stage fails here, saying so, instead of running into the CI's own limit with a log
 * that stops mid-way (it happened once, in the API stage).
 */
function exec(command: string, args: string[], env: NodeJS.ProcessEnv = {}, limitMinutes = 20): Promise<{ code: number; output: string; note?: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    let output = '';
    let note: string | undefined;
    const forward = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    };
    child.stdout!.on('data', forward);
    child.stderr!.on('data', forward);
    const limit = setTimeout(() => {
      note = `detenida tras ${limitMinutes} min sin terminar`;
      console.log(`\n✗ ${path.basename(command)} ${note}`);
      killGroup(child);
    }, limitMinutes * 60_000);
    let finished = false;
    const done = (code: number, extra = '') => {
      if (finished) return;
      finished = true;
      clearTimeout(limit);
      running.delete(child);
      resolve({ code, output: output + extra, note });
    };
    child.on('error', (error) => done(1, String(error)));
    // What the command started and left running in its group goes with it; the output is then
    // read to its end ('close'), or for 5 s at most if a process outside the group holds the pipe.
    child.on('exit', (code) => {
      killGroup(child);
      setTimeout(() => done(note ? 1 : (code ?? 1)), 5_000).unref();
    });
    child.on('close', (code) => done(note ? 1 : (code ?? 1)));
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
  const { code, note } = await exec(command, args, env);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note };
};

await stage('Lint (ESLint, límites de importación)', single(bin('eslint'), ['.']));

await stage('Tipos (TypeScript)', async () => {
  // The browser workspaces in one program (tsconfig.browser.json): much faster than a program for each.
  const projects = ['tsconfig.browser.json', 'api', 'tsconfig.json', 'gateway-simulator'];
  // Two at a time: the machines have two cores, and one tsc process uses one.
  let failed = 0;
  const queue = [...projects];
  const worker = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const { code } = await exec(bin('tsc'), ['-p', project, '--noEmit'], {}, 10);
      if (code !== 0) failed += 1;
    }
  };
  await Promise.all([worker(), worker()]);
  return { passed: projects.length - failed, failed };
});

await stage('Unitarias (Jest + Testing Library)', async () => {
  const report = path.join(varDir, 'jest-report.json');
  rmSync(report, { force: true });
  const { code, note } = await exec(bin('jest'), ['--ci', '--json', `--outputFile=${report}`], {}, 15);
  if (!existsSync(report)) return { passed: 0, failed: 1, note: note ?? 'Jest no produjo reporte' };
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numRuntimeErrorTestSuites: number;
  };
  const failed = json.numFailedTests + json.numRuntimeErrorTestSuites + (code !== 0 && json.numFailedTests === 0 ? 1 : 0);
  return { passed: json.numPassedTests, failed };
});

await stage('API (node:test + app.inject sobre PGlite)', async () => {
  // Its own watchdog stops a hung half after 12 minutes and counts it as failed.
  const { code, output, note } = await exec('node', [path.join(root, 'api', 'scripts', 'run-tests.mjs')], {}, 20);
  const passed = Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0);
  const failed = Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0);
  return { passed, failed: failed + (code !== 0 && failed === 0 ? 1 : 0), note };
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
  const { code, note } = await exec(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {}, 40);
  if (!existsSync(report)) return { passed: 0, failed: 1, note: note ?? 'Playwright no produjo reporte' };
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
