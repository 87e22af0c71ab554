import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../../../server/db/client';

/** Columns filled from the clock at insert time, left out of digests. */
const CLOCK_COLUMNS = new Set(['created_at', 'updated_at']);

function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(normalise);
  return value;
}

/**
 * A hash of a table's content, independent of row order and driver: every row
 * as JSON with sorted keys (timestamps as ISO strings, clock columns left out).
 */
export async function tableDigest(handle: DatabaseHandle, table: string): Promise<string> {
  const rows = await handle.query(`select * from "${table}"`);
  const lines = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .filter((key) => !CLOCK_COLUMNS.has(key))
          .sort()
          .map((key) => [key, normalise(row[key])]),
      ),
    )
    .sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return `${rows.length}:${hash.digest('hex').slice(0, 16)}`;
}

/** Every table the seed fills, for comparing two seeded databases. */
export const SEEDED_TABLE_NAMES = [
  'cities',
  'categories',
  'tags',
  'parent_products',
  'category_parent_products',
  'parent_product_tags',
  'options',
  'option_values',
  'parent_product_options',
  'products',
  'product_option_values',
  'product_images',
  'product_prices',
  'depot_availability',
  'featured_products',
  'social_images',
  'feature_flags',
  'customers',
  'addresses',
  'payment_methods',
  'memberships',
  'orders',
  'order_lines',
  'order_taxes',
  'membership_products',
  'reviews',
  'tips',
  'deliveries',
  'payments',
  'delinquent_records',
  'bills',
  'bill_lines',
  'bill_taxes',
  'credit_ledger_entries',
  'swatch_orders',
  'swatch_order_items',
] as const;

export async function databaseDigest(handle: DatabaseHandle): Promise<Record<string, string>> {
  const digest: Record<string, string> = {};
  for (const table of SEEDED_TABLE_NAMES) digest[table] = await tableDigest(handle, table);
  return digest;
}
