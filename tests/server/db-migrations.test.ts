import { readFileSync } from 'node:fs';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as tables from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import {
  createPostgresTestDatabase,
  isPostgresReachable,
  type PostgresTestDatabase,
} from './helpers/test-database';

const postgresReachable = await isPostgresReachable();

/** Tables, columns, constraints and indexes of the public schema, comparable across servers. */
async function describeSchema(handle: DatabaseHandle) {
  const columns = await handle.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    is_generated: string;
  }>(
    `select table_name, column_name, data_type, is_nullable, is_generated
       from information_schema.columns where table_schema = 'public'
      order by table_name, column_name`,
  );
  const constraints = await handle.query<{ conname: string; contype: string }>(
    `select c.conname, c.contype from pg_constraint c
       join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype in ('p', 'u', 'f', 'c')
      order by c.conname`,
  );
  const indexes = await handle.query<{ indexname: string }>(
    `select indexname from pg_indexes where schemaname = 'public' order by indexname`,
  );
  return {
    tables: [...new Set(columns.map((column) => column.table_name))],
    columns: columns.map(
      (column) =>
        `${column.table_name}.${column.column_name} ${column.data_type} ${column.is_nullable} ${column.is_generated}`,
    ),
    constraints: constraints.map((constraint) => `${constraint.conname}:${constraint.contype}`),
    indexes: indexes.map((index) => index.indexname),
  };
}

// Every table the drizzle schema declares, so the migrations and the schema cannot drift apart.
const EXPECTED_TABLES = (Object.values(tables) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const MIGRATION_COUNT = (
  JSON.parse(
    readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
  ) as {
    entries: unknown[];
  }
).entries.length;

describe('migrations on PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
    await migrateDatabase(handle);
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('create every table of the schema', async () => {
    const schema = await describeSchema(handle);
    expect(schema.tables).toEqual(EXPECTED_TABLES);
  });

  it('enable pg_trgm and the full-text search columns and indexes', async () => {
    const extensions = await handle.query<{ extname: string }>('select extname from pg_extension');
    expect(extensions.map((row) => row.extname)).toContain('pg_trgm');
    const schema = await describeSchema(handle);
    expect(schema.columns).toContain('parent_products.search_vector tsvector YES ALWAYS');
    expect(schema.columns).toContain('parent_products.search_text text YES ALWAYS');
    expect(schema.indexes).toEqual(
      expect.arrayContaining([
        'parent_products_search_vector_idx',
        'parent_products_search_text_trgm_idx',
        'category_parent_products_list_idx',
        'depot_availability_city_visible_idx',
        'parent_products_slug_key',
      ]),
    );
    expect(schema.constraints).toContain('depot_availability_available_check:c');
  });

  it('is idempotent: running again applies nothing and changes nothing', async () => {
    const before = await describeSchema(handle);
    const journal = await handle.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    await migrateDatabase(handle);
    expect(await describeSchema(handle)).toEqual(before);
    expect(
      await handle.query('select count(*)::int as count from drizzle.__drizzle_migrations'),
    ).toEqual(journal);
  });

  it('number orders from the order_number sequence', async () => {
    const [city] = await handle.query<{ id: number }>(
      `insert into cities (name, slug, province_code, depot_id, timezone, delivery_fee_cents, default_delivery_days)
       values ('Toronto', 'toronto', 'ON', 1, 'America/Toronto', 9900, 3) returning id`,
    );
    const rows = await handle.query<{ order_number: string }>(
      'insert into orders (city_id) values ($1), ($1) returning order_number',
      [city?.id],
    );
    expect(rows.map((row) => row.order_number)).toEqual(['SF100001', 'SF100002']);
  });
});

describe.skipIf(!postgresReachable)('migrations on PostgreSQL (127.0.0.1:5432)', () => {
  let postgres: PostgresTestDatabase | null = null;
  let pglite: DatabaseHandle;

  beforeAll(async () => {
    postgres = await createPostgresTestDatabase({ migrate: false });
    pglite = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
    await migrateDatabase(pglite);
  });

  afterAll(async () => {
    await postgres?.drop();
    await pglite?.close();
  });

  it('apply, twice, to the same tables, columns, constraints and indexes as on PGlite', async () => {
    if (!postgres) throw new Error('PostgreSQL became unreachable');
    expect(postgres.handle.kind).toBe('postgres');
    await migrateDatabase(postgres.handle);
    await migrateDatabase(postgres.handle);
    const onPostgres = await describeSchema(postgres.handle);
    expect(onPostgres.tables).toEqual(EXPECTED_TABLES);
    expect(onPostgres).toEqual(await describeSchema(pglite));
  });

  it('let concurrent starts migrate safely (advisory lock)', async () => {
    if (!postgres) throw new Error('PostgreSQL became unreachable');
    const second = await openDatabase({ databaseUrl: postgres.url, poolSize: 2 });
    try {
      await Promise.all([migrateDatabase(postgres.handle), migrateDatabase(second)]);
      const rows = await second.query<{ count: number }>(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(rows[0]?.count).toBe(MIGRATION_COUNT);
    } finally {
      await second.close();
    }
  });
});
