/**
 * What the e2e server needs before it starts, each cached under .test-data and made again only
 * when its inputs change:
 *
 * - the SPA build in E2E_DIST_DIR (default .test-data/e2e-dist), keyed by a hash of the build's
 *   sources, the release version and the git commit the app shows;
 * - a seeded data folder (PGlite database and product images, exactly what the server's first
 *   start would make), keyed by the migrations, the seed's sources and the seed's reference date
 *   (today). Every run copies it into a fresh temporary DATA_DIR, so the server starts on an
 *   already seeded database and no run sees another run's accounts or orders.
 *
 * global-setup.ts calls `prepareE2e()`; `tsx tests/e2e/prepare.ts` does the same in its own
 * process, which scripts/test.mjs starts in the background while the checks run. Lock files keep
 * two runs from building the same thing at once.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cacheDir = path.join(root, '.test-data');

/** Where the e2e build goes; `E2E_DIST_DIR` lets runs side by side keep their own. */
export const distDir = path.resolve(root, process.env.E2E_DIST_DIR ?? '.test-data/e2e-dist');
const buildKeyFile = path.join(distDir, '.e2e-build-key');

const buildSources = [
  'src',
  'machines',
  'rules',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
  'scripts/build.mjs',
];
const seedSources = ['server/db', 'package-lock.json'];

async function filesUnder(entry: string): Promise<string[]> {
  const info = await stat(entry).catch(() => null);
  if (!info) return [];
  if (info.isFile()) return [entry];
  if (!info.isDirectory()) return [];
  const names = (await readdir(entry)).sort();
  const nested = await Promise.all(names.map((name) => filesUnder(path.join(entry, name))));
  return nested.flat();
}

async function hashOf(entries: string[], extra: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`${value}\n`);
  for (const entry of entries) {
    for (const file of await filesUnder(path.join(root, entry))) {
      hash.update(path.relative(root, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

function gitCommit(): string {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : 'unknown';
}

async function buildKey(): Promise<string> {
  return hashOf(buildSources, [
    `release:${process.env.RELEASE_VERSION ?? ''}`,
    `commit:${gitCommit()}`,
  ]);
}

/** The seed's reference date when none is given (server/db/seed/seed.ts: today, UTC). */
function seedReferenceDate(): string {
  return new Date().toISOString().slice(0, 10);
}

async function seedKey(): Promise<string> {
  return hashOf(seedSources, [`reference-date:${seedReferenceDate()}`]);
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Runs `work` while holding `lockFile`; waits while another process holds it (stale after 5 min). */
async function withLock<T>(lockFile: string, work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(lockFile), { recursive: true });
  for (;;) {
    let lock;
    try {
      lock = await open(lockFile, 'wx');
    } catch {
      const age = await stat(lockFile).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > 300_000) await rm(lockFile, { force: true });
      await sleep(250);
      continue;
    }
    try {
      return await work();
    } finally {
      await lock.close();
      await rm(lockFile, { force: true });
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args[0]} exited with ${code}`)),
    );
  });
}

/** Builds the app (SPA and server render) into distDir unless the build there was made from the same sources. */
export async function prepareBuild(): Promise<'built' | 'cached'> {
  return withLock(`${distDir}.lock`, async () => {
    const key = await buildKey();
    const built = await readFile(buildKeyFile, 'utf8').catch(() => '');
    const complete =
      existsSync(path.join(distDir, 'index.html')) &&
      existsSync(path.join(distDir, '.ssr', 'entry-server.js'));
    if (built === key && complete) return 'cached';
    // The browser's build and the server's render of it (decision 123).
    await run(
      process.execPath,
      [path.join(root, 'scripts', 'build.mjs'), '--outDir', distDir, '--logLevel', 'warn'],
      { ...process.env, NODE_ENV: 'production' },
    );
    // The router plugin may rewrite the route tree during the build: key what was built.
    await writeFile(buildKeyFile, await buildKey());
    return 'built';
  });
}

async function seedDataFolder(key: string, folder: string): Promise<void> {
  // Older keys (other sources, an earlier day) are of no further use.
  for (const name of await readdir(cacheDir)) {
    if (name.startsWith('e2e-data-') && !name.endsWith('.lock')) {
      await rm(path.join(cacheDir, name), { recursive: true, force: true });
    }
  }
  const building = `${folder}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  const { ensureDatabase } = await import('../../server/db/bootstrap');
  const database = await ensureDatabase({
    databaseUrl: '',
    dataDir: path.join(building, 'db'),
    imagesDir: path.join(building, 'images'),
  });
  await database.close();
  await writeFile(path.join(building, 'ready'), `${key}\n`);
  await rename(building, folder);
}

/**
 * Makes the cached seeded data folder (db/ and images/) with the server's own first-start code
 * when it is missing or stale; with `dataDir`, also copies it there: the server then migrates
 * (nothing to do) and finds the catalogue already seeded.
 */
export async function prepareSeededData(dataDir?: string): Promise<void> {
  const key = await seedKey();
  const folder = path.join(cacheDir, `e2e-data-${key}`);
  await withLock(path.join(cacheDir, 'e2e-data.lock'), async () => {
    if (!existsSync(path.join(folder, 'ready'))) await seedDataFolder(key, folder);
    if (dataDir) {
      await cp(path.join(folder, 'db'), path.join(dataDir, 'db'), { recursive: true });
      await cp(path.join(folder, 'images'), path.join(dataDir, 'images'), { recursive: true });
    }
  });
}

/** Both, side by side (the build is another process; the seed runs here). */
export async function prepareE2e(): Promise<void> {
  await Promise.all([prepareBuild(), prepareSeededData()]);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  prepareE2e().then(
    () => {
      console.log(`e2e prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
