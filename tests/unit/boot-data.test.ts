import { describe, expect, it } from 'vitest';
import { createBootAnswers, operationName, stableJson } from '../../src/api/boot-data';
import { SharedCartDocument } from '../../contract/graphql';
import { parse, print } from '../../src/api/graphql-lite';

describe('boot answers from index.html', () => {
  const categories = { getCategories: { categories: [] } };

  it('answers the first matching call once, whatever the order of the variables', () => {
    const boot = createBootAnswers([
      { operation: 'GetCategories', variables: { cityId: null }, data: categories },
    ]);
    const document = 'query GetCategories($cityId: ID) { getCategories { categories { id } } }';
    expect(boot.take(document, { cityId: '3' })).toBeUndefined();
    expect(boot.take(document, { cityId: null })).toBe(categories);
    expect(boot.take(document, { cityId: null })).toBeUndefined();
  });

  it('tells operations apart by name and ignores answers once the page has been open a while', () => {
    let now = 0;
    const boot = createBootAnswers(
      [
        { operation: 'GetFeatureFlags', variables: {}, data: { featureFlags: [] } },
        { operation: 'GetSocialImages', variables: {}, data: { getSocialImages: [] } },
      ],
      () => now,
    );
    expect(boot.take('query GetFeatureFlags { featureFlags { name on } }', {})).toEqual({
      featureFlags: [],
    });
    now = 61_000;
    expect(boot.take('query GetSocialImages { getSocialImages { pos } }', undefined)).toBe(
      undefined,
    );
  });

  it('compares variables by value, not key order', () => {
    expect(stableJson({ b: 1, a: { d: [1, { f: null, e: 2 }], c: undefined } })).toBe(
      stableJson({ a: { d: [1, { e: 2, f: null }] }, b: 1 }),
    );
  });

  it('reads operation names after comments', () => {
    expect(operationName('# the menu\nquery GetCategories { x }')).toBe('GetCategories');
    expect(operationName('{ x }')).toBeNull();
  });
});

describe('the graphql stand-in graphql-request gets in the browser build', () => {
  it('reads the type and name of one operation', () => {
    expect(parse('mutation CheckoutSwatch($a: ID!) { checkoutSwatch { id } }')).toEqual({
      kind: 'Document',
      definitions: [
        { kind: 'OperationDefinition', operation: 'mutation', name: { value: 'CheckoutSwatch' } },
      ],
    });
    expect(parse('  # note\n{ version }').definitions[0]).toEqual({
      kind: 'OperationDefinition',
      operation: 'query',
    });
  });

  it('names the operation of a generated document whose fragments follow it', () => {
    expect(parse(String(SharedCartDocument)).definitions).toEqual([
      { kind: 'OperationDefinition', operation: 'query', name: { value: 'SharedCart' } },
    ]);
    expect(operationName(String(SharedCartDocument))).toBe('SharedCart');
  });

  it('refuses what only the real parser could read, so no operation name is guessed', () => {
    expect(() => parse('fragment F on Query { version }')).toThrow(SyntaxError);
    expect(() => parse('query A { a } query B { b }')).toThrow(SyntaxError);
    expect(() => print()).toThrow(TypeError);
  });
});
