// Lighthouse (mobile preset) on the built app served as `npm start` serves it: home, a category
// and a product page, each in English and in French (`/fr/...`, decision 178), beside the floor page (../shared/bench/floor: React, TanStack Router and
// Query, one hero image) built and served in the same run. Pages alternate, each measured
// BENCH_LIGHTHOUSE_RUNS times (default 3); the medians are printed with LCP as a ratio of the
// floor's, since absolute timings on a shared machine move from run to run while ratios hold.
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageResult {
  name: string;
  url: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

/** Where each run's full Lighthouse report is written (JSON), when set. */
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Lighthouse could not measure the run (its trace of the load failed, NO_NAVSTART and the like). */
class RunFailed extends Error {}

/**
 * A run Lighthouse could not measure is not a measurement: it is run again, twice at most. A
 * page that fails three times in a row stops the bench.
 */
async function auditOnce(
  url: string,
  port: number,
  reportName: string,
): Promise<Omit<PageResult, 'name' | 'url'>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port, reportName);
    } catch (error) {
      if (!(error instanceof RunFailed) || attempt === 3) throw error;
      console.log(`${reportName}: Lighthouse could not measure the run (${error.message}); again`);
    }
  }
}

async function audit(
  url: string,
  port: number,
  reportName: string,
): Promise<Omit<PageResult, 'name' | 'url'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new RunFailed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${reportName}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptKb: scriptBytes / 1024,
  };
}

/** The floor page: BENCH_FLOOR_DIR, else ../shared/bench/floor from the checkout (or a worktree beside it). */
const floorSource = path.resolve(
  process.env.BENCH_FLOOR_DIR ??
    ['../shared/bench/floor', '../../shared/bench/floor'].find((dir) => existsSync(dir)) ??
    '../shared/bench/floor',
);
const floorDir = path.resolve('.bench-data/floor');

function runIn(cwd: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Copies, installs and builds the floor page (once per change of its lock file). */
function buildFloor(): void {
  const lock = (dir: string) =>
    existsSync(path.join(dir, 'package-lock.json'))
      ? readFileSync(path.join(dir, 'package-lock.json'), 'utf8')
      : '';
  const installed =
    existsSync(path.join(floorDir, 'node_modules')) && lock(floorDir) === lock(floorSource);
  cpSync(floorSource, floorDir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)([\\/]|$)/.test(source),
  });
  if (!installed) runIn(floorDir, 'npm', ['ci', '--no-audit', '--no-fund']);
  runIn(floorDir, process.execPath, ['make-hero.mjs']);
  runIn(floorDir, path.join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
}

async function serveFloor(port: number): Promise<ChildProcess> {
  const child = spawn(
    path.join('node_modules', '.bin', 'vite'),
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: floorDir, stdio: 'ignore' },
  );
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the floor page did not start');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function benchLighthouse(): Promise<void> {
  buildFloor();
  const floorPort = Number(process.env.BENCH_FLOOR_PORT ?? 4173);
  const floor = await serveFloor(floorPort);
  const app = await buildServer({
    ...loadConfig({
      NODE_ENV: 'production',
      DIST_DIR: path.resolve('dist'),
      DATA_DIR: '.bench-data/site',
    }),
    logLevel: 'silent',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { getCategories } = await post<{
    getCategories: { categories: { slug: string; parentid: string | null; id: string }[] };
  }>('{ getCategories { categories { id slug parentid } } }');
  const top = getCategories.categories.find((category) => category.parentid === null)!;
  const sub = getCategories.categories.find((category) => category.parentid === top.id)!;
  const { productList } = await post<{ productList: { products: { slug: string }[] } }>(
    '{ productList(limit: 1) { products { slug } } }',
  );
  const storePages = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/category/${top.slug}/${sub.slug}` },
    { name: 'product', path: `/productdetail/${productList.products[0]!.slug}` },
  ];
  const pages = [
    { name: 'floor', url: `http://127.0.0.1:${floorPort}/` },
    ...storePages.map((page) => ({ name: page.name, url: `${base}${page.path}` })),
    // The French twins (decision 178): `/fr` before the same path, the home page is `/fr`.
    ...storePages.map((page) => ({
      name: `${page.name}-fr`,
      url: `${base}/fr${page.path === '/' ? '' : page.path}`,
    })),
  ];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  const measured = new Map<string, PageResult[]>();
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const page of pages) {
        // A first visit warms the server's caches, as a running store's would be.
        await fetch(page.url);
        const result = {
          ...page,
          ...(await auditOnce(page.url, chrome.port, `${page.name}-${run + 1}`)),
        };
        measured.set(page.name, [...(measured.get(page.name) ?? []), result]);
      }
    }
  } finally {
    await chrome.kill();
    await app.close();
    floor.kill();
  }
  const results = pages.map((page) => {
    const all = measured.get(page.name) ?? [];
    const of = (key: 'score' | 'fcpMs' | 'lcpMs' | 'cls' | 'tbtMs' | 'scriptKb') =>
      median(all.map((result) => result[key]));
    return {
      name: page.name,
      score: of('score'),
      fcpMs: of('fcpMs'),
      lcpMs: of('lcpMs'),
      cls: of('cls'),
      tbtMs: of('tbtMs'),
      scriptKb: of('scriptKb'),
    };
  });
  const floorLcp = results[0]!.lcpMs;
  console.log(
    `\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), built app, median of ${runs}`,
  );
  console.log(
    'page          score   FCP (s)   LCP (s)   LCP/floor   CLS     TBT (ms)   JS downloaded (kB, compressed)',
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(13)} ${String(r.score).padStart(5)}   ${(r.fcpMs / 1000).toFixed(2).padStart(7)}   ${(r.lcpMs / 1000).toFixed(2).padStart(7)}   ${(r.lcpMs / floorLcp).toFixed(2).padStart(9)}   ${r.cls.toFixed(3)}   ${Math.round(r.tbtMs).toString().padStart(8)}   ${r.scriptKb.toFixed(1).padStart(8)}`,
    );
  }
  console.log(
    'targets: score >= 98, LCP/floor <= 1.00, CLS < 0.02, TBT < 100 ms, JS <= 150 kB per page',
  );
}
