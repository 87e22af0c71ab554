import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultThemeMap } from '@stitches/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/styles/stitches.config';

/**
 * Stitches turns `fontSize: '$lg'` into `font-size: var(--fontSizes-lg)` whether or not the theme
 * has an `lg` font size; an unknown token is a custom property that is never set, so the browser
 * drops the declaration and the text quietly takes its parent's size. Its types accept any
 * string, so tsc cannot see it: this test reads every style object in src and stories and
 * checks each `$token` against the theme of src/styles/stitches.config.ts.
 */

type Theme = Record<string, Record<string, unknown>>;
const theme = config.theme as unknown as Theme;
const themeMap: Record<string, string> = { ...defaultThemeMap, ...config.themeMap };
/** The utils of stitches.config.ts and the scale their value is read from. */
const utilScales: Record<string, string> = { px: 'space', py: 'space', mx: 'space', my: 'space' };

// As stitches reads a value: `$name` or `$scale$name`; a number right before the `$` (`2$x`)
// leaves the text alone.
const TOKEN = /([+-])?((?:\d+(?:\.\d*)?|\.\d+)(?:[Ee][+-]?\d+)?)?\$([$\w-]+)/g;

interface UnknownToken {
  file: string;
  line: number;
  property: string;
  token: string;
}

function propertyName(name: ts.PropertyName): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return null;
}

/** Every `$token` in a style property's string value that the theme does not define. */
function unknownTokens(file: string, source: string): UnknownToken[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: UnknownToken[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))
    ) {
      const property = propertyName(node.name);
      const scale = property ? (utilScales[property] ?? themeMap[property]) : undefined;
      if (property && scale) {
        for (const match of node.initializer.text.matchAll(TOKEN)) {
          if (match[2]) continue;
          const name = match[3] ?? '';
          const [scaleName, tokenName] = name.includes('$')
            ? (name.split('$') as [string, string])
            : [scale, name];
          if (!Object.hasOwn(theme[scaleName] ?? {}, tokenName)) {
            const { line } = sourceFile.getLineAndCharacterOfPosition(node.initializer.getStart());
            found.push({ file, line: line + 1, property, token: `$${name}` });
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('style tokens', () => {
  // It parses every source file: a few seconds on a busy machine, so it has a minute.
  it('uses only tokens the theme defines, in src and stories', () => {
    const found = ['src', 'stories']
      .flatMap(sourceFiles)
      .flatMap((file) => unknownTokens(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  }, 60_000);

  it('reports a font size, a radius or a colour the theme does not have', () => {
    const probe = [
      "const Bar = styled('div', { fontSize: '$sm', borderRadius: '$md', padding: '$4' });",
      "export const x = <Heading css={{ fontSize: '$lg', '@md': { color: '$brand' } }} />;",
      "const y = { border: '1px solid $border', margin: '0 $gutter', px: '$huge' };",
    ].join('\n');
    expect(unknownTokens('probe.tsx', probe)).toEqual([
      { file: 'probe.tsx', line: 1, property: 'fontSize', token: '$sm' },
      { file: 'probe.tsx', line: 1, property: 'borderRadius', token: '$md' },
      { file: 'probe.tsx', line: 2, property: 'fontSize', token: '$lg' },
      { file: 'probe.tsx', line: 2, property: 'color', token: '$brand' },
      { file: 'probe.tsx', line: 3, property: 'px', token: '$huge' },
    ]);
  });

  it('accepts tokens of the theme, scale-qualified tokens and plain text', () => {
    const probe = [
      "const a = { fontSize: '$3', color: '$colors$primary', gap: '$2 $4', top: '$gutter' };",
      "const b = { label: 'Pay $20 now', fontSize: 'inherit', width: 'calc(100% - 2px)' };",
    ].join('\n');
    expect(unknownTokens('probe.tsx', probe)).toEqual([]);
  });
});
