/**
 * The product list's total (decision 187): exact up to a bound, counted by a walk that stops
 * there; past it an estimate that says it is one. Pages walked to the end hold exactly the
 * counted parents, and the kept order of a list (what its pages slice) is theirs, on PGlite and
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import * as repo from '../../server/db/repositories/catalog-repository';
import { LISTED_MONTHLY_PURCHASE_OPTIONS } from '../../server/shared/purchase-options';
import { testBackends } from './helpers/backends';

const backends = await testBackends();

describe.each(backends)('on $name', (backend) => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void> = async () => undefined;
  let base: repo.ListFilter;

  beforeAll(async () => {
    const opened = await backend.open();
    handle = opened.handle;
    dispose = opened.dispose;
    const [city] = await handle.query<{ id: number }>('select id from cities where is_default');
    base = {
      cityId: city!.id,
      sort: { key: 'pos', direction: 'asc' },
      monthlyOptions: LISTED_MONTHLY_PURCHASE_OPTIONS,
      limit: 100,
      offset: 0,
    };
  }, 120_000);

  afterAll(async () => {
    await dispose();
  });

  /** Every parent of the list, page after page, in order. */
  async function walk(filter: repo.ListFilter): Promise<number[]> {
    const ids: number[] = [];
    for (let offset = 0; ; offset += filter.limit) {
      const rows = await repo.listProducts(handle, { ...filter, offset });
      ids.push(...rows.map((row) => row.parentId));
      if (rows.length < filter.limit) return ids;
    }
  }

  it('counts exactly what the pages hold, for the whole catalogue and a category', async () => {
    const [category] = await handle.query<{ id: number }>(
      `select category_id as id from category_parent_products group by 1 order by count(*) desc limit 1`,
    );
    for (const filter of [base, { ...base, categoryId: category!.id }]) {
      const ids = await walk(filter);
      expect(ids.length).toBeGreaterThan(18);
      expect(new Set(ids).size).toBe(ids.length);
      expect(await repo.countProducts(handle, filter)).toEqual({
        total: ids.length,
        estimated: false,
      });
      // The kept order of a list sorted by pos is its pages' order, cut at the given length.
      expect(await repo.listParentOrder(handle, filter, 10_100)).toEqual(ids);
      expect(await repo.listParentOrder(handle, filter, 7)).toEqual(ids.slice(0, 7));
      const slice = ids.slice(18, 36);
      const page = await repo.listProducts(handle, { ...filter, parentIds: slice });
      expect(page.map((row) => row.parentId)).toEqual(slice);
    }
  });

  it('estimates past the bound and says so, never below the bound', async () => {
    const exact = await repo.countProducts(handle, base);
    const bound = Math.floor(exact.total / 2);
    const estimate = await repo.countProducts(handle, base, bound);
    expect(estimate.estimated).toBe(true);
    expect(estimate.total).toBeGreaterThan(bound);
    // The planner's estimate, rounded to two significant figures: the right order of magnitude.
    expect(estimate.total).toBeLessThan(exact.total * 10);
    expect(await repo.countProducts(handle, base, exact.total)).toEqual(exact);
  });

  it('puts full-text matches before typo-tolerant ones, and counts a search exactly', async () => {
    const filter = { ...base, search: 'stool' };
    const fullText = new Set(
      (
        await handle.query<{ id: number }>(
          `select id from parent_products where search_vector @@ websearch_to_tsquery('english', 'stool')`,
        )
      ).map((row) => row.id),
    );
    const ids = await walk(filter);
    const firstTypo = ids.findIndex((id) => !fullText.has(id));
    expect(firstTypo).toBeGreaterThan(0);
    // Typo-tolerant matches that full text did not find exist, and all follow the full-text ones.
    expect(ids.slice(firstTypo).every((id) => !fullText.has(id))).toBe(true);
    expect(await repo.countProducts(handle, filter)).toEqual({
      total: ids.length,
      estimated: false,
    });
  });
});
