// Benchmarks: bundle budgets and the served site, on 127.0.0.1 only. Run with `npm run bench`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { benchApi, benchPriceCart, benchSignedIn } from './bench-api';
import { benchBilling } from './bench-billing';
import { benchCheckout } from './bench-checkout';
import { benchLighthouse } from './bench-lighthouse';
import { benchSoak } from './bench-soak';

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
  const build = spawnSync(
    path.join('node_modules', '.bin', 'vite'),
    ['build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error('vite build failed');
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
  const app = await buildServer({
    ...loadConfig({ NODE_ENV: 'production', DIST_DIR: distDir }),
    logLevel: 'silent',
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const entry = initialScripts(html)[0] ?? '/';
  console.log(`\nsite server, ${connections} connections, ${seconds} s each, ${address}`);
  await load(`${address}/`, 'GET / (index.html)');
  await load(`${address}/category/living-room/sofas`, 'GET client route');
  await load(`${address}${entry}`, 'GET hashed entry script');
  await app.close();
}

const only = process.argv.slice(2);
if (only.length === 0 || only.includes('bundle')) bundleReport();
if (only.length === 0 || only.includes('site')) await siteReport();
if (only.length === 0 || only.includes('api')) await benchApi();
if (only.includes('pricecart')) await benchPriceCart();
if (only.includes('soak')) await benchSoak();
if (only.includes('session')) await benchSignedIn();
if (only.length === 0 || only.includes('checkout')) await benchCheckout();
if (only.length === 0 || only.includes('lighthouse')) await benchLighthouse();
if (only.length === 0 || only.includes('billing')) await benchBilling();
