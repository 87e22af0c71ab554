import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { assertTokenLimit, queryLimits } from '../../server/api/query-limits';

function fields(count: number): string {
  return `{ ${Array.from({ length: count }, (_, index) => `f${index}`).join(' ')} }`;
}

function codeOf(work: () => void): unknown {
  try {
    work();
  } catch (error) {
    return error instanceof GraphQLError ? error.extensions.code : error;
  }
  return 'passed';
}

describe('the token limit checked before parsing', () => {
  it('passes a query within the limit, again and again', () => {
    const query = fields(queryLimits.tokens - 2);
    expect(codeOf(() => assertTokenLimit(query))).toBe('passed');
    expect(codeOf(() => assertTokenLimit(query))).toBe('passed');
  });

  it('refuses a query over the limit every time it is sent, not only the first', () => {
    const query = fields(queryLimits.tokens);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(codeOf(() => assertTokenLimit(query))).toBe('BAD_USER_INPUT');
  });

  it('refuses a text longer than the byte limit before lexing it', () => {
    const query = `{ a${' '.repeat(queryLimits.queryBytes)} }`;
    expect(codeOf(() => assertTokenLimit(query))).toBe('BAD_USER_INPUT');
  });

  it('keeps refusing and passing rightly after remembering many distinct queries', () => {
    for (let index = 0; index < 5000; index += 1)
      expect(codeOf(() => assertTokenLimit(`{ a${index} ${'b '.repeat(400)}}`))).toBe('passed');
    expect(codeOf(() => assertTokenLimit(fields(queryLimits.tokens)))).toBe('BAD_USER_INPUT');
    expect(codeOf(() => assertTokenLimit('{ a0 b }'))).toBe('passed');
  });
});
