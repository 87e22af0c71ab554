import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every expected failure a person reads is a server message in English and French (decision
// 179): `new DomainError(code, tr(m.errors_x, { ... }))`, never English written in place. The
// constructor's type already refuses a string; this scan also catches English that reaches it
// through a cast, and keeps the rule visible next to the other source checks.

const root = path.resolve(__dirname, '../..');
const SKIPPED = ['server/i18n/paraglide', 'server/api/generated'];

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (SKIPPED.some((skipped) => relative.startsWith(skipped))) continue;
    if (statSync(full).isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Whether an expression is, or can evaluate to, English written in place. */
function writtenInPlace(node: ts.Expression, strings: ReadonlySet<string>): boolean {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isTemplateExpression(node)) return true;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return writtenInPlace(node.expression, strings);
  }
  if (ts.isConditionalExpression(node)) {
    return writtenInPlace(node.whenTrue, strings) || writtenInPlace(node.whenFalse, strings);
  }
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.PlusToken) return true;
    if (
      kind === ts.SyntaxKind.QuestionQuestionToken ||
      kind === ts.SyntaxKind.BarBarToken ||
      kind === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return writtenInPlace(node.left, strings) || writtenInPlace(node.right, strings);
    }
  }
  // A constant of the same file holding English (`const CLOSED = 'The items ...'`).
  return ts.isIdentifier(node) && strings.has(node.text);
}

/** Each `new DomainError(...)` in `code` whose message is English written in place. */
export function englishDomainErrors(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const strings = new Set<string>();
  const found: string[] = [];
  const collect = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) ||
        ts.isNoSubstitutionTemplateLiteral(node.initializer) ||
        ts.isTemplateExpression(node.initializer))
    ) {
      strings.add(node.name.text);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const visit = (node: ts.Node) => {
    if (
      ts.isNewExpression(node) &&
      node.expression.getText(source) === 'DomainError' &&
      node.arguments?.[1] &&
      writtenInPlace(node.arguments[1], strings)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${fileName}:${line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('DomainError messages', () => {
  it('finds English written in place, in each form it takes', () => {
    const probe = [
      "throw new DomainError('NOT_FOUND', 'No such order.');",
      'throw new DomainError("BAD_USER_INPUT", `Choose 1 to ${max}.`, {});',
      "throw new DomainError('CONFLICT', busy ? tr(m.errors_busy) : 'Try later.');",
      "const CLOSED = 'Closed.';\nthrow new DomainError('BAD_USER_INPUT', CLOSED);",
      "throw new DomainError('BAD_USER_INPUT', ('Plain' as unknown) as LocalizedText);",
      "throw new DomainError('BAD_USER_INPUT', tr(m.errors_ok, { max }));",
      "throw new DomainError('BAD_USER_INPUT', DECLINE_TEXTS.expired_card);",
    ].join('\n');
    expect(englishDomainErrors('probe.ts', probe)).toEqual([
      'probe.ts:1',
      'probe.ts:2',
      'probe.ts:3',
      'probe.ts:5',
      'probe.ts:6',
    ]);
  });

  it('has no English written in place anywhere in the server', () => {
    const files = sourceFiles(path.join(root, 'server'));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      englishDomainErrors(
        path.relative(root, file).split(path.sep).join('/'),
        readFileSync(file, 'utf8'),
      ),
    );
    expect(found).toEqual([]);
  });
});
