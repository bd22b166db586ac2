import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

export interface RunningCluster {
  url: string;
  /** Stops the server fast (as a crash would) and keeps its data, for fault tests. */
  halt: () => void;
  /** Starts it again on the same port with the same data. */
  resume: () => void;
  /** Stops it and removes its folder. */
  stop: () => void;
}

/** What the test command needs for these tests (README "Requirements"); .ci/run installs it. */
const HOW_TO_INSTALL = 'instala PostgreSQL 15 (apt-get install -y postgresql-15) y corre las pruebas como root';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sin puerto'))));
    });
  });
}

function cannotStart(reason: string): Error {
  return new Error(`No se pudo iniciar un PostgreSQL de prueba: ${reason}. Para estas pruebas, ${HOW_TO_INSTALL}.`);
}

/**
 * A throwaway PostgreSQL 15 cluster on a loopback port, owned by the `postgres` user in a temp
 * folder, so the API's SQL is proven on a real server too. A machine that cannot run one (no
 * binaries, not root, no postgres user) fails the test saying what to install: never a skip,
 * which would pass without proving anything.
 */
export async function startThrowawayCluster(): Promise<RunningCluster> {
  if (!existsSync(`${BIN}/initdb`)) throw cannotStart(`no hay PostgreSQL 15 en ${BIN}`);
  if (process.getuid?.() !== 0) throw cannotStart('hace falta ser root para iniciar el clúster como el usuario postgres');
  let uid: number;
  let gid: number;
  try {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  } catch {
    throw cannotStart('no existe el usuario postgres');
  }

  const dir = mkdtempSync(join(tmpdir(), 'fvc-pg-'));
  chownSync(dir, uid, gid);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  const asPostgres = (command: string, args: string[]) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${BIN}/${command}`, ...args], { stdio: 'pipe' });

  const start = () =>
    asPostgres('pg_ctl', [
      '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      'start',
    ]);
  const halt = () => asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);

  try {
    asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw cannotStart((error as Error).message.split('\n')[0] ?? 'error desconocido');
  }

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt,
    resume: start,
    stop: () => {
      try {
        halt();
      } catch {
        // Already halted by a fault test that did not resume it: only the folder is left.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
