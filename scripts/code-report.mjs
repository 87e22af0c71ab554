// Prints how much hand-written code is repeated (jscpd, the copy-paste detector) and the ten
// largest hand-written source files. Hand-written: tracked by git under src, server, machines,
// tests and scripts, except generated files, migrations and seed data tables.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOTS = ['src', 'server', 'machines', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js|graphql)$/;
const GENERATED = [/\/generated\//, /\.gen\.ts$/, /\/migrations\//, /^server\/db\/seed\/data\//];

const files = execFileSync('git', ['ls-files', ...ROOTS], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !GENERATED.some((pattern) => pattern.test(file)));

const out = mkdtempSync(join(tmpdir(), 'code-report-'));
try {
  execFileSync(
    process.execPath,
    [
      'node_modules/jscpd/bin/jscpd',
      '--silent',
      '--min-lines',
      '5',
      '--min-tokens',
      '50',
      '--reporters',
      'json',
      '--output',
      out,
      ...files,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  const total = report.statistics.total;
  console.log('Repeated code (jscpd, at least 5 lines and 50 tokens):');
  console.log(
    `  ${files.length} files, ${total.lines} lines; ${report.duplicates.length} clones, ` +
      `${total.duplicatedLines} duplicated lines (${total.percentage}%)`,
  );
  for (const [format, stats] of Object.entries(report.statistics.formats)) {
    const t = stats.total;
    console.log(
      `  ${format.padEnd(11)} ${String(t.clones).padStart(4)} clones, ${t.duplicatedLines} lines (${t.percentage}%)`,
    );
  }
  if (process.argv.includes('--clones')) {
    for (const clone of report.duplicates) {
      console.log(
        `  ${clone.lines} lines: ${clone.firstFile.name}:${clone.firstFile.start} = ${clone.secondFile.name}:${clone.secondFile.start}`,
      );
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}

const sizes = files
  .filter((file) => !file.startsWith('tests/'))
  .map((file) => ({ file, lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
  .sort((a, b) => b.lines - a.lines)
  .slice(0, 10);
console.log('The ten largest hand-written source files (tests excluded):');
for (const { file, lines } of sizes) console.log(`  ${String(lines).padStart(5)}  ${file}`);
