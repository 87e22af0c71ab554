// Compiles the store's messages with Paraglide JS into typed message functions (decision 178):
// the web app's (src/i18n/messages/<area>/<locale>.json into src/i18n/paraglide) and the
// server's own (server/i18n/messages into server/i18n/paraglide: API errors, mail, texts and
// agreements, decision 179). `npm run i18n`; a test fails when a compiled output is stale, and
// another when a message exists in one language only.
// The message-format plugin is read from node_modules (settings.json names its path), so
// compiling needs no network.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface MessageProject {
  /** The project's settings folder. */
  projectDir: string;
  /** Where its compiled output is committed. */
  outputDir: string;
  strategy: ('url' | 'baseLocale')[];
}

/** The web app's messages. */
export const webProject: MessageProject = {
  projectDir: path.join(root, 'src/i18n/project.inlang'),
  outputDir: path.join(root, 'src/i18n/paraglide'),
  // The URL decides a page's language (/fr/... is French); the `lang` cookie and the
  // Accept-Language header only choose where a first visit to an English address is sent
  // (server/site/locale-negotiation.ts).
  strategy: ['url', 'baseLocale'],
};

/** The server's messages: every call names its locale (`m.x({}, { locale })`), so no strategy. */
export const serverProject: MessageProject = {
  projectDir: path.join(root, 'server/i18n/project.inlang'),
  outputDir: path.join(root, 'server/i18n/paraglide'),
  strategy: ['baseLocale'],
};

export const messageProjects = [webProject, serverProject];

export const projectDir = webProject.projectDir;
export const outputDir = webProject.outputDir;

/** Compiles a project into `outdir` (its committed output by default). */
export async function compileMessages(
  project: MessageProject = webProject,
  outdir: string = project.outputDir,
  /** `message-modules` (a module per message) lets a production build split messages by page. */
  outputStructure: 'locale-modules' | 'message-modules' = 'locale-modules',
): Promise<void> {
  await compile({
    project: path.relative(process.cwd(), project.projectDir),
    outdir: path.relative(process.cwd(), outdir),
    strategy: project.strategy,
    cookieName: 'lang',
    emitTsDeclarations: true,
    emitGitIgnore: false,
    emitPrettierIgnore: false,
    emitReadme: false,
    includeEslintDisableComment: true,
    outputStructure,
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
export async function compileToTemporary(
  project: MessageProject = webProject,
): Promise<Map<string, string>> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paraglide-'));
  try {
    await compileMessages(project, dir);
    return readTree(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const project of messageProjects) {
    await compileMessages(project);
    console.log(`i18n: compiled ${path.relative(root, project.outputDir)}`);
  }
}
