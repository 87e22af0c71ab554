#!/usr/bin/env node
// Runs every check and ends with one line: "summary: N passed, N failed".
// Usage: node scripts/test.mjs [step ...]
//   (steps: typecheck lint format storybook unit browser server e2e)
//
// Steps of one `together` group run side by side, their output printed after, in order: the
// three checks, the Storybook build (kept buildable: about 30 s alone on a two-core machine) and
// the unit tests (each mostly one core), then the browser tests (one Chromium)
// with the server tests (two files at a time, often waiting on PostgreSQL): measured on a
// two-core machine, 213 s and 302 s one after the other, 235 s and 414 s side by side. The
// end-to-end step, which keeps both cores busy, runs alone. Meanwhile, when the server or e2e
// step is to come, their fixtures (the seeded PGlite dump and PostgreSQL template, the e2e build
// and seeded data folder) are prepared in the background.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reportsDir = '.vitest-reports';
const bin = (name) => path.join('node_modules', '.bin', name);

const vitestStep = (name, projects, together) => ({
  name,
  kind: 'vitest',
  together,
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
  {
    name: 'typecheck',
    kind: 'check',
    together: 'checks',
    command: [bin('tsc'), '--noEmit', '-p', '.'],
  },
  {
    name: 'lint',
    kind: 'check',
    together: 'checks',
    command: [bin('eslint'), '.', '--max-warnings=0'],
  },
  {
    name: 'format',
    kind: 'check',
    together: 'checks',
    command: [bin('prettier'), '--check', '.', '--log-level=warn'],
  },
  {
    // `npm run build-storybook`: the stories as a static site, in storybook-static/ (ignored).
    name: 'storybook',
    kind: 'check',
    together: 'checks',
    command: [bin('storybook'), 'build', '-o', 'storybook-static', '--quiet'],
  },
  vitestStep('unit', ['unit'], 'checks'),
  vitestStep('browser', ['components', 'storybook', 'storybook-fr'], 'browser-server'),
  vitestStep('server', ['server'], 'browser-server'),
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

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };

/** Runs a command; with `capture`, its output is kept and returned instead of shown live. */
function runCommand(command, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.once('error', (error) => {
      output += `${error.message}\n`;
      resolve({ status: 1, output });
    });
    child.once('close', (status) => resolve({ status: status ?? 1, output }));
  });
}

function header(name) {
  console.log(`\n── ${name} ──────────────────────────────────────────`);
}

function result(step, status, seconds) {
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
    if (status !== 0 && failed === 0) failed = 1;
  } else if (status === 0) passed = 1;
  else failed = 1;
  return { name: step.name, passed, failed, skipped, seconds, exit: status };
}

// Fixtures for later steps, made in the background while the earlier steps run. A failure here
// is only reported: the step itself makes what is missing (and fails if it cannot).
const tsx = bin('tsx');
const fixtures = [
  { step: 'server', command: [tsx, 'tests/server/helpers/prepare.ts'] },
  { step: 'e2e', command: [tsx, 'tests/e2e/prepare.ts'] },
]
  .filter((fixture) => selected.some((step) => step.name === fixture.step))
  .filter((fixture) => selected[0].name !== fixture.step)
  .map((fixture) => ({ ...fixture, done: runCommand(fixture.command, { capture: true }) }));

async function awaitFixtures(stepName) {
  for (const fixture of fixtures.filter((entry) => entry.step === stepName)) {
    const { status, output } = await fixture.done;
    if (status !== 0) {
      console.log(`(preparing ${stepName} fixtures in the background failed; the step retries)`);
      process.stdout.write(output);
    }
  }
}

const results = [];
const runStarted = Date.now();
for (let index = 0; index < selected.length;) {
  const step = selected[index];
  const together = step.together
    ? selected.slice(index).findIndex((other) => other.together !== step.together)
    : 1;
  const size = together === -1 ? selected.length - index : together;
  if (size > 1) {
    // This step and the ones of its group right after it, side by side.
    const group = selected.slice(index, index + size);
    index += size;
    const runs = group.map(async (member) => {
      await awaitFixtures(member.name);
      const started = Date.now();
      const run = await runCommand(member.command, { capture: true });
      return { ...run, seconds: (Date.now() - started) / 1000 };
    });
    for (const [position, member] of group.entries()) {
      const run = await runs[position];
      header(member.name);
      process.stdout.write(run.output);
      results.push(result(member, run.status, run.seconds));
    }
    continue;
  }
  index += 1;
  await awaitFixtures(step.name);
  header(step.name);
  const started = Date.now();
  const run = await runCommand(step.command);
  results.push(result(step, run.status, (Date.now() - started) / 1000));
}
// Background work nobody waited for (a step that was not run) is not left behind half done.
await Promise.all(fixtures.map((fixture) => fixture.done));

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
const totalSeconds = (Date.now() - runStarted) / 1000;
console.log(`time: ${totalSeconds.toFixed(1)} s (wall clock; steps of a group overlap)`);
console.log(
  `summary: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(total.failed > 0 ? 1 : 0);
