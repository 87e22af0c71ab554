#!/usr/bin/env node
// Runs every check in order and ends with one line: "summary: N passed, N failed".
// Usage: node scripts/test.mjs [step ...]   (steps: typecheck lint format unit browser server e2e)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reportsDir = '.vitest-reports';
const bin = (name) => path.join('node_modules', '.bin', name);

const vitestStep = (name, projects) => ({
  name,
  kind: 'vitest',
  command: [
    bin('vitest'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--passWithNoTests',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportsDir}/${name}.json`,
  ],
});

const steps = [
  { name: 'typecheck', kind: 'check', command: [bin('tsc'), '--noEmit', '-p', '.'] },
  { name: 'lint', kind: 'check', command: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'format', kind: 'check', command: [bin('prettier'), '--check', '.', '--log-level=warn'] },
  vitestStep('unit', ['unit']),
  vitestStep('browser', ['components', 'storybook']),
  vitestStep('server', ['server']),
  vitestStep('e2e', ['e2e']),
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? steps.filter((step) => wanted.includes(step.name)) : steps;
if (wanted.length && selected.length !== wanted.length) {
  console.error(
    `unknown step in: ${wanted.join(' ')} (steps: ${steps.map((s) => s.name).join(' ')})`,
  );
  process.exit(2);
}

rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

const results = [];
for (const step of selected) {
  console.log(`\n── ${step.name} ──────────────────────────────────────────`);
  const started = Date.now();
  const run = spawnSync(step.command[0], step.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  const seconds = (Date.now() - started) / 1000;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (step.kind === 'vitest') {
    const file = `${reportsDir}/${step.name}.json`;
    if (existsSync(file)) {
      const report = JSON.parse(readFileSync(file, 'utf8'));
      passed = report.numPassedTests;
      failed = report.numFailedTests;
      skipped = report.numPendingTests + (report.numTodoTests ?? 0);
      // A suite that failed to load has no tests counted: count it as a failure.
      failed += report.testResults.filter(
        (r) => r.status === 'failed' && r.assertionResults.length === 0,
      ).length;
    }
    if (run.status !== 0 && failed === 0) failed = 1;
  } else if (run.status === 0) passed = 1;
  else failed = 1;
  results.push({ name: step.name, passed, failed, skipped, seconds, exit: run.status });
}

console.log('\n── results ─────────────────────────────────────────────');
for (const r of results) {
  const mark = r.failed ? 'FAIL' : 'ok  ';
  const skippedText = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${mark} ${r.name.padEnd(10)} ${String(r.passed).padStart(5)} passed, ${r.failed} failed${skippedText}  (${r.seconds.toFixed(1)} s)`,
  );
}
const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const totalSeconds = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`time: ${totalSeconds.toFixed(1)} s`);
console.log(
  `summary: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
