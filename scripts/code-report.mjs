// Prints how much hand-written code is repeated (jscpd, the copy-paste detector), the fifteen
// largest hand-written source files, the lines of hand-written type declarations in machines/,
// the lines of the features' *-logic.ts adapters, and the imports that reach into another server
// module's insides (issue: one shape from schema to screen). Hand-written: tracked by git under src, server, machines,
// tests and scripts, except generated files, migrations and seed data tables.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';

const ROOTS = ['src', 'server', 'machines', 'rules', 'tests', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js|graphql)$/;
const GENERATED = [
  /\/generated\//,
  /^contract\//,
  /\.gen\.ts$/,
  /\/migrations\//,
  /^server\/db\/seed\/data\//,
];

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
  .slice(0, 15);
console.log('The fifteen largest hand-written source files (tests excluded):');
for (const { file, lines } of sizes) console.log(`  ${String(lines).padStart(5)}  ${file}`);

/** Lines spanned by interface and type alias declarations in a file. */
function typeDeclarationLines(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let lines = 0;
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      const start = source.getLineAndCharacterOfPosition(statement.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(statement.getEnd()).line;
      lines += end - start + 1;
    }
  }
  return lines;
}
const machineFiles = files.filter((file) => file.startsWith('machines/') && file.endsWith('.ts'));
const machineTypes = machineFiles.reduce((sum, file) => sum + typeDeclarationLines(file), 0);
console.log(
  `Hand-written type declarations in machines/: ${machineTypes} lines in ${machineFiles.length} files`,
);
const logicFiles = files.filter((file) => /-logic\.tsx?$/.test(file));
const logicLines = logicFiles.reduce(
  (sum, file) => sum + readFileSync(file, 'utf8').split('\n').length - 1,
  0,
);
console.log(`Features' *-logic.ts adapters: ${logicLines} lines in ${logicFiles.length} files`);

/**
 * The server module a file belongs to: `server/modules/<name>/...`, or, in the layer layout,
 * `server/domain/<folder or file>`. Null outside both.
 */
function serverModule(file) {
  const modular = /^server\/modules\/([^/.]+)/.exec(file);
  if (modular) return modular[1];
  const layered = /^server\/domain\/([^/.]+)/.exec(file);
  return layered ? layered[1] : null;
}
const importPattern = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g;
let reaching = 0;
const reachingPairs = new Map();
for (const file of files.filter(
  (name) => name.startsWith('server/') && !name.endsWith('.graphql'),
)) {
  const own = serverModule(file);
  if (!own) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = join(file, '..', match[1]).replace(/\\/g, '/');
    const other = serverModule(target);
    if (!other || other === own) continue;
    // A module's public entry is its index; anything else is its insides.
    if (
      target.startsWith('server/modules/') &&
      /^server\/modules\/[^/]+\/index(\.js|\.ts)?$/.test(target)
    )
      continue;
    reaching += 1;
    const key = `${own} -> ${other}`;
    reachingPairs.set(key, (reachingPairs.get(key) ?? 0) + 1);
  }
}
console.log(`Imports into another server module's insides: ${reaching}`);
if (process.argv.includes('--imports')) {
  for (const [pair, count] of [...reachingPairs].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(count).padStart(3)}  ${pair}`);
}
