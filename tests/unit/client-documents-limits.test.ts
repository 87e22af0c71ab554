import { readFileSync } from 'node:fs';
import { buildSchema, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '../../contract/graphql';
import { limitRules } from '../../server/api/query-limits';
import { NoNulInStringsRule } from '../../server/api/request-errors';

const schema = buildSchema(
  readFileSync(new URL('../../server/api/generated/schema.graphql', import.meta.url), 'utf8'),
);

const operations = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => ({ name, text: String(value) }));

describe("the app's own operations", () => {
  it('are all found', () => {
    expect(operations.length).toBeGreaterThan(15);
  });

  it.each(operations)('$name passes the schema and the query limits', ({ text }) => {
    const errors = validate(schema, parse(text), [
      ...specifiedRules,
      ...limitRules,
      NoNulInStringsRule,
    ]);
    expect(errors.map((error) => error.message)).toEqual([]);
  });
});
