import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { seedDatabase } from '../../server/db/seed/seed';
import { databaseDigest } from './helpers/table-digest';
import {
  createPostgresTestDatabase,
  isPostgresReachable,
  openSeededTestDatabase,
  TEST_REFERENCE_DATE,
  type PostgresTestDatabase,
} from './helpers/test-database';

const postgresReachable = await isPostgresReachable();

describe.skipIf(!postgresReachable)('the seed on PostgreSQL (127.0.0.1:5432)', () => {
  let postgres: PostgresTestDatabase | null = null;
  let pglite: DatabaseHandle;

  beforeAll(async () => {
    postgres = await createPostgresTestDatabase();
    pglite = await openSeededTestDatabase();
  });

  afterAll(async () => {
    await postgres?.drop();
    await pglite?.close();
  });

  it('writes exactly the same rows as on PGlite', async () => {
    if (!postgres) throw new Error('PostgreSQL became unreachable');
    const result = await seedDatabase(postgres.handle, {
      withImages: false,
      referenceDate: TEST_REFERENCE_DATE,
    });
    expect(result.counts.products).toBe(640);
    expect(await databaseDigest(postgres.handle)).toEqual(await databaseDigest(pglite));
  });

  it('answers full-text and trigram search like PGlite', async () => {
    if (!postgres) throw new Error('PostgreSQL became unreachable');
    const sql = `select id from parent_products
                  where search_vector @@ websearch_to_tsquery('english', $1) or lower($1) <% search_text
                  order by id`;
    for (const text of ['sofa', 'sofaa', 'walnut dining']) {
      expect(await postgres.handle.query(sql, [text])).toEqual(await pglite.query(sql, [text]));
    }
  });
});
