#!/usr/bin/env node
// Builds the app (the browser's SPA and the server's render of it, scripts/build.mjs) when dist/
// is missing or older than its sources, so `npm start` always serves the current app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const distIndex = path.resolve(process.env.DIST_DIR ?? 'dist', 'index.html');
const serverEntry = path.resolve(process.env.DIST_DIR ?? 'dist', '.ssr', 'entry-server.js');
const sources = [
  'src',
  'machines',
  'rules',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build.mjs',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce(
    (max, name) => Math.max(max, newestMtime(path.join(entry, name))),
    0,
  );
}

const builtAt =
  existsSync(distIndex) && existsSync(serverEntry)
    ? Math.min(statSync(distIndex).mtimeMs, statSync(serverEntry).mtimeMs)
    : 0;
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt >= changedAt) process.exit(0);

console.log(
  builtAt ? 'storefront: sources changed, rebuilding the app…' : 'storefront: building the app…',
);
const args = [path.join('scripts', 'build.mjs'), '--logLevel', 'warn'];
if (process.env.DIST_DIR) args.push('--outDir', process.env.DIST_DIR);
const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
if (result.status !== 0) {
  console.error('storefront: the app did not build; see the errors above');
  process.exit(1);
}
