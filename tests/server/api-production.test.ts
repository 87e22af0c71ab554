import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from './helpers/api-server';
import { openSeededTestDatabase } from './helpers/test-database';

let database: DatabaseHandle;
let production: Awaited<ReturnType<typeof startApiServer>>;
let development: Awaited<ReturnType<typeof startApiServer>>;

beforeAll(async () => {
  database = await openSeededTestDatabase();
  production = await startApiServer(database, { NODE_ENV: 'production' });
  development = await startApiServer(database, { NODE_ENV: 'development' });
});

afterAll(async () => {
  await production?.app.close();
  await development?.app.close();
  await database?.close();
});

const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('introspection', () => {
  it('is off when NODE_ENV=production', async () => {
    const answer = await production.graphql(INTROSPECTION);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('is on in development, for tools', async () => {
    const answer = await development.graphql<{ __schema: { queryType: { name: string } } }>(
      INTROSPECTION,
    );
    expect(answer.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('schema suggestions', () => {
  const guesses = [
    '{ productLis(cityId: "6") { totalCount } }',
    '{ version { nme } }',
    '{ productList(cityId: "6", sortt: PRICE) { totalCount } }',
  ];

  it('are left out of every message when NODE_ENV=production', async () => {
    for (const query of guesses) {
      const answer = await production.graphql(query);
      expect(answer.errors?.length, query).toBeGreaterThan(0);
      for (const error of answer.errors ?? []) {
        expect(error.message, query).not.toMatch(/Did you mean/);
        expect(error.extensions?.code, query).toBe('GRAPHQL_VALIDATION_FAILED');
      }
    }
  });

  it('are given in development, for people writing queries', async () => {
    const answer = await development.graphql(guesses[0]!);
    expect(answer.errors?.[0]?.message).toMatch(/Did you mean "productList", "productDetails"/);
  });
});
