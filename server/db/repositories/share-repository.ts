/** Shared carts (`/c/{id}`) and curated packages (`/p/{slug}`): their reads and the one write. */
import type { DatabaseHandle } from '../client';

/** A line as a shared cart keeps it: the cart's own shape, without prices. */
export interface StoredSharedLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
}

export interface SharedCartRow {
  id: string;
  city_id: number;
  lines: unknown;
  created_at: Date | string;
  expires_at: Date | string;
}

/** Inserts a shared cart; false when the id is taken (the caller draws another). */
export async function insertSharedCart(
  handle: DatabaseHandle,
  cart: { id: string; cityId: number; lines: readonly StoredSharedLine[]; ttlDays: number },
): Promise<SharedCartRow | undefined> {
  const rows = await handle.query<SharedCartRow & Record<string, unknown>>(
    `insert into shared_carts (id, city_id, lines, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(days => $4::int))
     on conflict (id) do nothing
     returning id, city_id, lines, created_at, expires_at`,
    [cart.id, cart.cityId, JSON.stringify(cart.lines), cart.ttlDays],
  );
  return rows[0];
}

/** The shared cart with this id while its link works (not yet expired). */
export async function findSharedCart(
  handle: DatabaseHandle,
  id: string,
): Promise<SharedCartRow | undefined> {
  const rows = await handle.query<SharedCartRow & Record<string, unknown>>(
    `select id, city_id, lines, created_at, expires_at
       from shared_carts
      where id = $1 and expires_at > now()`,
    [id],
  );
  return rows[0];
}

/** Forgets links past their expiry; returns how many went. */
export async function deleteExpiredSharedCarts(handle: DatabaseHandle): Promise<number> {
  const rows = await handle.query<{ id: string }>(
    'delete from shared_carts where expires_at <= now() returning id',
  );
  return rows.length;
}

export interface ProductSummaryRow {
  id: number;
  parent_product_id: number;
  name: string;
  slug: string;
  image_url: string | null;
  visible: boolean;
  purchase_options: { purchase_option: string; term_length_months: number | null }[];
}

/** Names, links, pictures and the ways to pay of these variants (hidden ones included). */
export async function findProductSummaries(
  handle: DatabaseHandle,
  ids: readonly number[],
): Promise<ProductSummaryRow[]> {
  if (ids.length === 0) return [];
  return handle.query<ProductSummaryRow & Record<string, unknown>>(
    `select p.id, p.parent_product_id, p.name, pp.slug,
            coalesce(p.image_url, pp.image_url) as image_url,
            (p.visible and pp.visible) as visible,
            coalesce(
              (select json_agg(json_build_object(
                        'purchase_option', pr.purchase_option,
                        'term_length_months', pr.term_length_months))
                 from product_prices pr where pr.product_id = p.id),
              '[]'::json) as purchase_options
       from products p
       join parent_products pp on pp.id = p.parent_product_id
      where p.id = any($1::int[])`,
    [ids],
  );
}

export interface PackageRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  image_url: string | null;
}

export interface PackageItemRow {
  package_id: number;
  pos: number;
  product_id: number;
  quantity: number;
  purchase_option: string;
  term_length_months: number | null;
  option_values: { optionId: string; valueId: string }[];
}

/** Visible packages in display order; one by slug when `slug` is given. */
export async function listPackages(handle: DatabaseHandle, slug?: string): Promise<PackageRow[]> {
  return handle.query<PackageRow & Record<string, unknown>>(
    `select id, slug, name, description, image_url
       from packages
      where visible and ($1::text is null or slug = $1)
      order by pos, id`,
    [slug ?? null],
  );
}

/** The items of these packages in order, with each variant's own option values. */
export async function listPackageItems(
  handle: DatabaseHandle,
  packageIds: readonly number[],
): Promise<PackageItemRow[]> {
  if (packageIds.length === 0) return [];
  return handle.query<PackageItemRow & Record<string, unknown>>(
    `select pi.package_id, pi.pos, pi.product_id, pi.quantity, pi.purchase_option,
            pi.term_length_months,
            coalesce(
              (select json_agg(json_build_object(
                        'optionId', ov.option_id::text, 'valueId', ov.id::text)
                        order by ov.option_id)
                 from product_option_values pov
                 join option_values ov on ov.id = pov.option_value_id
                where pov.product_id = pi.product_id),
              '[]'::json) as option_values
       from package_items pi
      where pi.package_id = any($1::int[])
      order by pi.package_id, pi.pos`,
    [packageIds],
  );
}
