// Compiles the store's messages (src/i18n/messages/<area>/<locale>.json) with Paraglide JS into
// typed message functions in src/i18n/paraglide (decision 178). `npm run i18n`; a test fails when
// the compiled output is stale, and another when a message exists in one language only.
// The message-format plugin is read from node_modules (settings.json names its path), so
// compiling needs no network.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const projectDir = path.join(root, 'src/i18n/project.inlang');
export const outputDir = path.join(root, 'src/i18n/paraglide');

/** Compiles into `outdir` (the committed output by default). */
export async function compileMessages(outdir: string = outputDir): Promise<void> {
  await compile({
    project: path.relative(process.cwd(), projectDir),
    outdir: path.relative(process.cwd(), outdir),
    // The URL decides a page's language (/fr/... is French); the `lang` cookie and the
    // Accept-Language header only choose where a first visit to an English address is sent
    // (server/site/locale-negotiation.ts).
    strategy: ['url', 'baseLocale'],
    cookieName: 'lang',
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    includeEslintDisableComment: true,
    outputStructure: 'locale-modules',
  });
}

/** Every compiled file's path (relative to `dir`) and text. */
export function readTree(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.set(path.relative(dir, full), readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The output compiled afresh into a temporary folder, to compare with the committed one. */
export async function compileToTemporary(): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paraglide-'));
  try {
    await compileMessages(dir);
    return readTree(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await compileMessages();
  console.log(`i18n: compiled ${path.relative(root, outputDir)}`);
}
