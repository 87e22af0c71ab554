// Benchmarks: bundle budgets and the served site, on 127.0.0.1 only. Run with `npm run bench`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { benchApi, benchPriceCart, benchSignedIn, openPostgresBenchDatabase } from './bench-api';
import { benchBilling } from './bench-billing';
import { benchCheckout } from './bench-checkout';
import { benchLighthouse } from './bench-lighthouse';
import { benchSoak } from './bench-soak';
import { benchTracker } from './bench-tracker';

const distDir = path.resolve('dist');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

/** The JavaScript a first visit downloads before it can render: the entry and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
    (m) => m[1] ?? '',
  );
  return [...new Set([...scripts, ...preloads])];
}

function bundleReport(): void {
  // The browser's build and the server's render of it (decision 123).
  const build = spawnSync(
    process.execPath,
    [path.join('scripts', 'build.mjs'), '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('the build failed');
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  let raw = 0;
  let gzip = 0;
  for (const src of initialScripts(html)) {
    const file = readFileSync(path.join(distDir, src));
    raw += file.length;
    gzip += gzipSync(file, { level: 9 }).length;
  }
  console.log(`\nbundle: initial JavaScript ${kb(raw)} raw, ${kb(gzip)} gzip (budget 150 kB gzip)`);
}

async function load(url: string, title: string): Promise<void> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  console.log(
    `${title.padEnd(28)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
  );
}

async function siteReport(): Promise<void> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = initialScripts(html)[0] ?? '/';
  const postgres = await openPostgresBenchDatabase();
  const targets = [
    { label: 'PGlite', database: undefined },
    ...(postgres ? [{ label: 'PostgreSQL', database: postgres }] : []),
  ];
  // Server-drawn pages (decision 123) with the rendered-page cache, then drawn on every request.
  for (const target of targets) {
    for (const cached of [true, false]) {
      const app = await buildServer(
        {
          ...loadConfig({
            NODE_ENV: 'production',
            DIST_DIR: distDir,
            PAGE_CACHE_TTL_MS: cached ? '10000' : '0',
          }),
          logLevel: 'silent',
        },
        { database: target.database },
      );
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const title = `${target.label}, page cache ${cached ? 'on' : 'off'}`;
      console.log(
        `\nsite server, ${title}, ${connections} connections, ${seconds} s each, ${address}`,
      );
      await load(`${address}/`, 'GET / (server-drawn home)');
      await load(`${address}/category/living-room/sofas`, 'GET category (server-drawn)');
      if (cached && target.label === 'PGlite') {
        await load(`${address}/cart`, 'GET /cart (SPA index.html)');
        await load(`${address}${entry}`, 'GET hashed entry script');
      }
      await app.close();
    }
  }
  await postgres?.close();
}

const only = process.argv.slice(2);
if (only.length === 0 || only.includes('bundle')) bundleReport();
if (only.length === 0 || only.includes('site')) await siteReport();
if (only.length === 0 || only.includes('api')) await benchApi();
if (only.includes('pricecart')) await benchPriceCart();
if (only.includes('soak')) await benchSoak();
if (only.includes('tracker')) await benchTracker();
if (only.includes('session')) await benchSignedIn();
if (only.length === 0 || only.includes('checkout')) await benchCheckout();
if (only.length === 0 || only.includes('lighthouse')) await benchLighthouse();
if (only.length === 0 || only.includes('billing')) await benchBilling();
