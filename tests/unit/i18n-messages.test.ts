import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileToTemporary, messageProjects, readTree } from '../../scripts/i18n';
import type { MessageProject } from '../../scripts/i18n';

type Messages = Record<string, unknown>;

/** Every text a message can show: a plain message, or each variant of a plural's match. */
function texts(message: unknown): string[] {
  if (typeof message === 'string') return [message];
  if (Array.isArray(message)) {
    return message.flatMap((variant: { match?: Record<string, string> }) =>
      Object.values(variant.match ?? {}),
    );
  }
  return [];
}

const projects = messageProjects.map((project) => ({
  ...project,
  name: path.relative(process.cwd(), project.projectDir),
}));

function describeProject(project: MessageProject) {
  const messagesDir = path.join(path.dirname(project.projectDir), 'messages');
  const settings = JSON.parse(
    readFileSync(path.join(project.projectDir, 'settings.json'), 'utf8'),
  ) as {
    locales: string[];
    'plugin.inlang.messageFormat': { pathPattern: string[] };
  };
  const read = (area: string, locale: string): Messages => {
    const file = path.join(messagesDir, area, `${locale}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    delete messages.$schema;
    return messages;
  };
  const areas = readdirSync(messagesDir).filter((name) => !name.startsWith('.'));
  const outputDir = project.outputDir;
  const projectOf = () => project;
  describe('in English and French', () => {
    it('compiles every area of messages, each in both languages', () => {
      expect(settings.locales).toEqual(['en', 'fr']);
      const patterns = settings['plugin.inlang.messageFormat'].pathPattern;
      expect(patterns.map((pattern) => pattern.split('/').at(-2)).sort()).toEqual(
        [...areas].sort(),
      );
      for (const area of areas) {
        expect(readdirSync(path.join(messagesDir, area)).sort(), area).toEqual([
          'en.json',
          'fr.json',
        ]);
      }
    });

    it.each(areas)('has every %s message in both languages, none of them empty', (area) => {
      const english = read(area, 'en');
      const french = read(area, 'fr');
      expect(Object.keys(french).sort(), `${area}: keys only one language has`).toEqual(
        Object.keys(english).sort(),
      );
      for (const [key, message] of [...Object.entries(english), ...Object.entries(french)]) {
        expect(key.startsWith(`${area}_`), `${key} is named after its area ${area}`).toBe(true);
        const shown = texts(message);
        expect(shown.length, key).toBeGreaterThan(0);
        for (const text of shown) expect(text.trim(), key).not.toBe('');
      }
    });

    it('names the same inputs in both languages', () => {
      for (const area of areas) {
        const english = read(area, 'en');
        const french = read(area, 'fr');
        for (const key of Object.keys(english)) {
          const inputs = (message: unknown) =>
            [
              ...new Set(
                texts(message).flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1])),
              ),
            ].sort();
          expect(inputs(french[key]), key).toEqual(inputs(english[key]));
        }
      }
    });

    it('has its compiled messages up to date (run `npm run i18n` after changing them)', async () => {
      const fresh = await compileToTemporary(projectOf());
      const committed = readTree(outputDir);
      expect([...committed.keys()].sort()).toEqual([...fresh.keys()].sort());
      for (const [file, text] of fresh) expect(committed.get(file), file).toBe(text);
      // Compiling every message of the store (about 2,700 in two languages) takes over a minute on
      // a busy two-core machine.
    }, 300_000);
  });
}

describe.each(projects)('the messages of $name (decisions 178 and 179)', (project) => {
  describeProject(project);
});
