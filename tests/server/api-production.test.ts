import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from '../../server/testing/api-server';
import { openSeededTestDatabase } from '../../server/testing/test-database';

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
