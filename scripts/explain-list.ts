// EXPLAIN (ANALYZE, BUFFERS) of the product list's queries as productList runs them, against
// DATABASE_URL (PostgreSQL): a category's deep page, a colour filter, a tag and a two-word search.
//
//   DATABASE_URL=postgres://... tsx scripts/explain-list.ts [--summary]
//
// --summary prints each query's execution time only.
import { openDatabase } from '../server/db/client';
import type { DatabaseHandle } from '../server/db/client';
import * as repo from '../server/db/repositories/catalog-repository';
import { LISTED_MONTHLY_PURCHASE_OPTIONS } from '../server/shared/purchase-options';

const summary = process.argv.includes('--summary');

async function main(): Promise<void> {
  const handle = await openDatabase();
  if (handle.kind !== 'postgres') throw new Error('Set DATABASE_URL to a PostgreSQL database.');
  const [city] = await handle.query<{ id: number }>('select id from cities where is_default');
  const [category] = await handle.query<{ id: number; n: number }>(
    `select category_id as id, count(*)::int as n from category_parent_products
      group by 1 order by 2 desc limit 1`,
  );
  const base: repo.ListFilter = {
    cityId: city!.id,
    sort: { key: 'pos', direction: 'asc' },
    monthlyOptions: LISTED_MONTHLY_PURCHASE_OPTIONS,
    limit: 18,
    offset: 0,
  };
  const cases: [string, repo.ListFilter][] = [
    ['category, page 1', { ...base, categoryId: category!.id }],
    ['category, page 300', { ...base, categoryId: category!.id, offset: 18 * 299 }],
    ['colour Walnut, page 20', { ...base, colours: ['Walnut'], offset: 18 * 19 }],
    ['tag sofas, page 10', { ...base, tagSlugs: ['sofas'], offset: 18 * 9 }],
    ['search "grey sofa"', { ...base, search: 'grey sofa' }],
    ['search "oak table"', { ...base, search: 'oak table' }],
    ['search "canapé gris" (fr)', { ...base, search: 'canapé gris', locale: 'fr' }],
  ];
  const runs: [string, (spy: DatabaseHandle, filter: repo.ListFilter) => Promise<unknown>][] = [
    ['page', (spy, filter) => repo.listProducts(spy, filter)],
    // The exact count up to the bound (the estimate past it is a plain EXPLAIN).
    ['total', (spy, filter) => repo.countProducts(spy, filter)],
  ];
  for (const [label, filter] of cases.flatMap(([name, filter]) =>
    runs.map(([run, call]) => [`${name}: ${run}`, { filter, call }] as const),
  )) {
    let captured: { text: string; params: readonly unknown[] } | undefined;
    const spy: DatabaseHandle = {
      ...handle,
      query: async (text, params) => {
        captured ??= { text, params: params ?? [] };
        return [{ n: 0 }] as never[];
      },
    };
    await filter.call(spy, filter.filter);
    const rows = await handle.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${captured!.text}`,
      captured!.params,
    );
    const lines = rows.map((row) => row['QUERY PLAN']);
    process.stdout.write(`\n=== ${label}\n`);
    process.stdout.write(
      `${(summary ? lines.filter((line) => /Execution Time|Planning Time/.test(line)) : lines).join('\n')}\n`,
    );
  }
  await handle.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
