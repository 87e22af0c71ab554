/** Shared carts (`/c/{id}`) and curated packages (`/p/{slug}`): their reads and the one write. */
import type { DatabaseHandle } from '../../db/client';

/** A line as a shared cart keeps it: the cart's own shape, without prices. */
export interface StoredSharedLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
}

/** A shared cart as stored; its lines are read defensively by the service. */
export interface StoredSharedCart {
  id: string;
  cityId: number;
  lines: unknown;
  createdAt: Date | string;
  expiresAt: Date | string;
}

const SHARED_CART_COLUMNS =
  'id, city_id as "cityId", lines, created_at as "createdAt", expires_at as "expiresAt"';

/** Inserts a shared cart; false when the id is taken (the caller draws another). */
export async function insertSharedCart(
  handle: DatabaseHandle,
  cart: { id: string; cityId: number; lines: readonly StoredSharedLine[]; ttlDays: number },
): Promise<StoredSharedCart | undefined> {
  const rows = await handle.query<StoredSharedCart & Record<string, unknown>>(
    `insert into shared_carts (id, city_id, lines, expires_at)
     values ($1, $2, $3::jsonb, now() + make_interval(days => $4::int))
     on conflict (id) do nothing
     returning ${SHARED_CART_COLUMNS}`,
    [cart.id, cart.cityId, JSON.stringify(cart.lines), cart.ttlDays],
  );
  return rows[0];
}

/** The shared cart with this id while its link works (not yet expired). */
export async function findSharedCart(
  handle: DatabaseHandle,
  id: string,
): Promise<StoredSharedCart | undefined> {
  const rows = await handle.query<StoredSharedCart & Record<string, unknown>>(
    `select ${SHARED_CART_COLUMNS}
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

/** What a cart line shows of its variant, and the ways to pay for it. */
export interface VariantSummary {
  id: number;
  parentProductId: number;
  name: string;
  slug: string;
  imageUrl: string | null;
  visible: boolean;
  purchaseOptions: { purchaseOption: string; termLengthMonths: number | null }[];
}

/** Names, links, pictures and the ways to pay of these variants (hidden ones included). */
export async function findProductSummaries(
  handle: DatabaseHandle,
  ids: readonly number[],
): Promise<VariantSummary[]> {
  if (ids.length === 0) return [];
  return handle.query<VariantSummary & Record<string, unknown>>(
    `select p.id, p.parent_product_id as "parentProductId", p.name, pp.slug,
            coalesce(p.image_url, pp.image_url) as "imageUrl",
            (p.visible and pp.visible) as visible,
            coalesce(
              (select json_agg(json_build_object(
                        'purchaseOption', pr.purchase_option,
                        'termLengthMonths', pr.term_length_months))
                 from product_prices pr where pr.product_id = p.id),
              '[]'::json) as "purchaseOptions"
       from products p
       join parent_products pp on pp.id = p.parent_product_id
      where p.id = any($1::int[])`,
    [ids],
  );
}

export interface StoredPackage {
  id: number;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
}

export interface StoredPackageItem {
  packageId: number;
  pos: number;
  productId: number;
  quantity: number;
  purchaseOption: string;
  termLengthMonths: number | null;
  optionValues: { optionId: string; valueId: string }[];
}

/** Visible packages in display order; one by slug when `slug` is given. */
export async function listPackages(
  handle: DatabaseHandle,
  slug?: string,
): Promise<StoredPackage[]> {
  return handle.query<StoredPackage & Record<string, unknown>>(
    `select id, slug, name, description, image_url as "imageUrl"
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
): Promise<StoredPackageItem[]> {
  if (packageIds.length === 0) return [];
  return handle.query<StoredPackageItem & Record<string, unknown>>(
    `select pi.package_id as "packageId", pi.pos, pi.product_id as "productId", pi.quantity,
            pi.purchase_option as "purchaseOption", pi.term_length_months as "termLengthMonths",
            coalesce(
              (select json_agg(json_build_object(
                        'optionId', ov.option_id::text, 'valueId', ov.id::text)
                        order by ov.option_id)
                 from product_option_values pov
                 join option_values ov on ov.id = pov.option_value_id
                where pov.product_id = pi.product_id),
              '[]'::json) as "optionValues"
       from package_items pi
      where pi.package_id = any($1::int[])
      order by pi.package_id, pi.pos`,
    [packageIds],
  );
}
