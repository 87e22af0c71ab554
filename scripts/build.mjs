#!/usr/bin/env node
// Builds the browser app into DIST (default dist/) and the server's render of it into
// DIST/.ssr (decision 123). Usage: node scripts/build.mjs [--outDir DIR] [vite options].
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--outDir');
const outDir = outIndex >= 0 ? args[outIndex + 1] : 'dist';
const rest = outIndex >= 0 ? args.filter((_, i) => i !== outIndex && i !== outIndex + 1) : args;
const vite = path.join('node_modules', '.bin', 'vite');

function run(viteArgs) {
  const result = spawnSync(vite, viteArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['build', '--outDir', outDir, '--emptyOutDir', ...rest.filter((a) => a !== '--emptyOutDir')]);
run([
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  path.join(outDir, '.ssr'),
  '--emptyOutDir',
  ...rest.filter((a) => a !== '--emptyOutDir'),
]);
