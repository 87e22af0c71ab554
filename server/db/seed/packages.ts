/**
 * Curated packages (`/p/{slug}`): named sets of seeded products a shopper adds to the cart in one
 * step. Built from the catalogue just inserted, deterministically: for each item the first
 * sellable variant (lowest parent position, then id) of a leaf category, in stock at the default
 * depot, on monthly financing over its longest term (the default ownership preference).
 */
import type { DatabaseHandle } from '../client';
import { bulkInsert } from '../bulk-insert';
import { packageItems } from '../schema';

interface PackageItemSeed {
  categorySlug: string;
  quantity: number;
}

interface PackageSeed {
  slug: string;
  name: string;
  description: string;
  items: readonly PackageItemSeed[];
}

export const PACKAGE_SEEDS: readonly PackageSeed[] = [
  {
    slug: 'living-room-starter',
    name: 'Living Room Starter',
    description:
      'A three-seat sofa, a lounge chair and a coffee table chosen to go together: everything a first living room needs, delivered and set up in one visit.',
    items: [
      { categorySlug: 'three-seat-sofas', quantity: 1 },
      { categorySlug: 'lounge-chairs', quantity: 1 },
      { categorySlug: 'coffee-tables', quantity: 1 },
    ],
  },
  {
    slug: 'dining-for-four',
    name: 'Dining for Four',
    description:
      'A round dining table with four matching wood chairs, for weeknight dinners and the friends who stay late.',
    items: [
      { categorySlug: 'round-dining-tables', quantity: 1 },
      { categorySlug: 'wood-dining-chairs', quantity: 4 },
    ],
  },
  {
    slug: 'bedroom-essentials',
    name: 'Bedroom Essentials',
    description:
      'A platform bed with a nightstand on each side and a dresser: a complete bedroom in one delivery.',
    items: [
      { categorySlug: 'platform-beds', quantity: 1 },
      { categorySlug: 'nightstands', quantity: 2 },
      { categorySlug: 'dressers', quantity: 1 },
    ],
  },
  {
    slug: 'home-office',
    name: 'Home Office',
    description:
      'A desk and a supportive office chair for a workday that ends without a sore back.',
    items: [
      { categorySlug: 'desks', quantity: 1 },
      { categorySlug: 'office-chairs', quantity: 1 },
    ],
  },
];

interface PickedVariant {
  product_id: number;
  purchase_option: 'monthlyv3' | 'ownv3';
  term_length_months: number | null;
}

/** The first sellable variant of a leaf category at the default depot, with its way to pay. */
async function pickVariant(
  handle: DatabaseHandle,
  categorySlug: string,
  quantity: number,
): Promise<PickedVariant | undefined> {
  const rows = await handle.query<PickedVariant & Record<string, unknown>>(
    `select p.id as product_id,
            case when monthly.term is null then 'ownv3' else 'monthlyv3' end as purchase_option,
            monthly.term as term_length_months
       from categories c
       join parent_products pp on pp.primary_category_id = c.id and pp.visible
       join products p on p.parent_product_id = pp.id and p.visible
       join cities city on city.is_default
       join depot_availability da on da.product_id = p.id and da.city_id = city.id and da.visible
       left join lateral (
         select max(pr.term_length_months) as term from product_prices pr
          where pr.product_id = p.id and pr.purchase_option = 'monthlyv3'
       ) monthly on true
      where c.slug = $1
        and p.retail_price_cents > 0
        and p.image_url is not null
        and not p.final_sale
        and (not da.tied_to_inventory or da.available >= $2)
      order by pp.id, p.pos, p.id
      limit 1`,
    [categorySlug, quantity],
  );
  return rows[0];
}

/** Inserts the packages whose every item could be found; returns how many. */
export async function seedPackages(handle: DatabaseHandle): Promise<number> {
  let inserted = 0;
  for (const [index, seed] of PACKAGE_SEEDS.entries()) {
    const picked: (PickedVariant & { quantity: number })[] = [];
    for (const item of seed.items) {
      const variant = await pickVariant(handle, item.categorySlug, item.quantity);
      if (variant) picked.push({ ...variant, quantity: item.quantity });
    }
    // A package missing a piece (a tiny catalogue) is left out rather than sold incomplete.
    if (picked.length !== seed.items.length) continue;
    const [row] = await handle.query<{ id: number }>(
      'insert into packages (slug, name, description, pos) values ($1, $2, $3, $4) returning id',
      [seed.slug, seed.name, seed.description, index + 1],
    );
    if (!row) throw new Error(`package ${seed.slug}: insert returned no row`);
    await bulkInsert(
      handle,
      packageItems,
      picked.map((item, pos) => ({
        packageId: row.id,
        pos: pos + 1,
        productId: item.product_id,
        quantity: item.quantity,
        purchaseOption: item.purchase_option,
        termLengthMonths: item.term_length_months,
      })),
    );
    inserted += 1;
  }
  return inserted;
}
