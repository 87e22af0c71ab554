import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { seedDatabase, type SeedResult } from '../../server/db/seed/seed';

let handle: DatabaseHandle;
let result: SeedResult;

beforeAll(async () => {
  handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
  await migrateDatabase(handle);
  // 2,501 parents: crosses the 2,500-parent batch boundary; the last parent has 3 variants.
  result = await seedDatabase(handle, {
    products: 10_003,
    withImages: false,
    referenceDate: '2026-01-15',
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('a larger catalogue (--products N)', () => {
  it('has exactly N products in ceil(N / 4) parents', () => {
    expect(result.counts.products).toBe(10_003);
    expect(result.counts.parent_products).toBe(2_501);
  });

  it('keeps slugs and SKUs unique and names readable', async () => {
    const [row] = await handle.query<Record<string, number>>(
      `select count(distinct slug)::int as slugs, count(*)::int as parents,
              (select count(distinct sku)::int from products) as skus,
              (select count(*)::int from products where parent_product_id = 2501) as last_variants
         from parent_products`,
    );
    expect(row).toEqual({ slugs: 2_501, parents: 2_501, skus: 10_003, last_variants: 3 });
    const names = await handle.query<{ name: string }>(
      'select name from parent_products where id in (1, 1000, 2501) order by id',
    );
    for (const { name } of names) expect(name).toMatch(/^[\p{L}’'. -]+( \d+)?$/u);
  });

  it('starts with the same products as the default catalogue', async () => {
    const [first] = await handle.query<{ name: string }>(
      'select name from parent_products where id = 1',
    );
    expect(first?.name).toBe('Laurentian Sofa');
  });
});
