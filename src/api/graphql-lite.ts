/**
 * What graphql-request needs of the `graphql` package in the browser build (vite.config.ts
 * points graphql-request's `graphql` import here). The app sends every operation as the string
 * codegen wrote, so the full GraphQL parser and printer (about 40 kB) never ship: `parse` only
 * reads an operation's type and name (for the `operationName` graphql-request sends) and
 * `print` refuses document objects.
 */

export const Kind = { OPERATION_DEFINITION: 'OperationDefinition', DOCUMENT: 'Document' } as const;

export interface OperationHeader {
  kind: typeof Kind.DOCUMENT;
  definitions: {
    kind: typeof Kind.OPERATION_DEFINITION;
    operation: 'query' | 'mutation' | 'subscription';
    name?: { value: string };
  }[];
}

const IGNORED = /^(?:[\s,\uFEFF]|#[^\n\r]*)*/;
const OPERATION = /^(query|mutation|subscription)\b(?:[\s,]|#[^\n\r]*)*([_A-Za-z][_0-9A-Za-z]*)?/;

/**
 * The type and name of a document's one operation, which codegen writes first with the fragments
 * it uses after it; an error for anything else (a fragment first, several operations):
 * graphql-request then sends the text without an operation name.
 */
export function parse(source: string): OperationHeader {
  const text = source.replace(IGNORED, '');
  if (text.startsWith('{')) {
    return {
      kind: Kind.DOCUMENT,
      definitions: [{ kind: Kind.OPERATION_DEFINITION, operation: 'query' }],
    };
  }
  const match = OPERATION.exec(text);
  if (!match) throw new SyntaxError('Expected one query, mutation or subscription.');
  const operation = match[1] as 'query' | 'mutation' | 'subscription';
  const rest = text.slice(match[0].length);
  // A second operation after the first one's body would need the real parser to pick one;
  // fragments after it are only definitions the operation spreads.
  if (/\}\s*(query|mutation|subscription)\b/.test(rest)) {
    throw new SyntaxError('Expected exactly one operation.');
  }
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation,
        ...(match[2] ? { name: { value: match[2] } } : {}),
      },
    ],
  };
}

/** The app never passes document objects; strings go out as they are. */
export function print(): never {
  throw new TypeError(
    'Send GraphQL operations as strings: the parser is not in the browser build.',
  );
}
