/**
 * The real entry (`server/main.ts`) in a child process, on a seeded copy of a test database:
 * for what only a whole process shows (instrumentation loaded before `node:http`, signals).
 */
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpDatabase } from '../../../server/db/client';
import { createSeededPostgresTestDatabase, openSeededTestDatabase } from './test-database';

export type BackendName = 'PGlite' | 'PostgreSQL';

const root = path.resolve(import.meta.dirname, '../../..');

/** A port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Environment naming a seeded database the child opens: a PGlite folder or a PostgreSQL copy. */
async function seededDatabase(
  backend: BackendName,
): Promise<{ env: Record<string, string>; dispose: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-child-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (backend === 'PostgreSQL') {
    const database = await createSeededPostgresTestDatabase();
    if (!database) throw new Error('PostgreSQL stopped answering');
    return {
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
      dispose: async () => {
        await database.drop();
        await removeDir();
      },
    };
  }
  const seeded = await openSeededTestDatabase();
  const dump = path.join(dataDir, 'seeded.tar.gz');
  await dumpDatabase(seeded, dump);
  await seeded.close();
  mkdirSync(path.join(dataDir, 'db'));
  execFileSync('tar', ['xzf', dump, '-C', path.join(dataDir, 'db')], { stdio: 'ignore' });
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dispose: removeDir };
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Everything the child wrote to stdout and stderr so far. */
  output: () => string;
  /** Resolves with the exit code once the child has exited. */
  exited: Promise<number | null>;
  /** Kills the child if still running and removes its database. */
  dispose: () => Promise<void>;
}

/** Starts `node --import tsx server/main.ts` (API and auth, no site); waits until it is ready. */
export async function startSpawnedServer(
  backend: BackendName,
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const database = await seededDatabase(backend);
  const port = await freePort();
  // As `npm start` runs it: one node process, so signals reach the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SERVE_SITE: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const dispose = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await database.dispose();
  };
  const ready = await Promise.race([
    new Promise<boolean>((resolve) => {
      const check = () => {
        if (!output.includes(' ready on ')) return;
        child.stdout!.off('data', check);
        resolve(true);
      };
      child.stdout!.on('data', check);
    }),
    exited.then(() => false),
  ]);
  if (!ready) {
    await dispose();
    throw new Error(`the server did not start:\n${output}`);
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output, exited, dispose };
}
