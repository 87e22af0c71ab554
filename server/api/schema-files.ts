/**
 * Where the GraphQL schema lives (docs/decisions/171-server-in-vertical-modules.md): the shared
 * parts (base scalars and types, auth, sales channel) in server/api/schema, each module's own
 * part beside its resolvers in server/modules/<name>/. Read in the order of their file names,
 * as they were read from one folder, so the printed schema and the generated types stay the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every schema file, by file name. */
export function schemaFiles(): { file: string; path: string }[] {
  const sharedDir = path.join(serverDir, 'api', 'schema');
  const modulesDir = path.join(serverDir, 'modules');
  const dirs = [
    sharedDir,
    ...readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(modulesDir, entry.name)),
  ];
  return dirs
    .flatMap((dir) =>
      readdirSync(dir)
        .filter((name) => name.endsWith('.graphql'))
        .map((name) => ({ file: name, path: path.join(dir, name) })),
    )
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The whole schema's source: every file's text, joined by a line break. */
export function loadSchema(): string {
  return schemaFiles()
    .map((entry) => readFileSync(entry.path, 'utf8'))
    .join('\n');
}
