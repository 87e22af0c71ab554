/**
 * Catalogue reads. Every function sends one SQL statement (or a fixed few), whatever the
 * page size: lists use joins, window counts and lateral subqueries, never a query per row.
 */
import type { DatabaseHandle } from '../client';

export interface CityRow {
  id: number;
  name: string;
  slug: string;
  province_code: string;
  fsa_prefixes: string[];
  depot_id: number;
  parent_id: number | null;
  visible: boolean;
  preorder: boolean;
  timezone: string;
  delivery_fee_cents: number;
  default_delivery_days: number;
  delivery_start_hour: number;
  delivery_end_hour: number;
  is_default: boolean;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  internal_name: string;
  name: string;
  slug: string;
  visible: boolean;
  description: string;
  bottom_description: string;
  image_url: string | null;
  image_caption: string | null;
  bestseller: boolean;
}

export interface FlagRow {
  name: string;
  on: boolean;
}

export interface ListingRow {
  parent_id: number;
  parent_slug: string;
  parent_name: string;
  manufacturer: string;
  image_caption: string | null;
  product_id: number;
  colour_name: string;
  image_url: string;
  retail_price_cents: number;
  sale_price_cents: number | null;
  final_sale: boolean;
  condition: string;
  available: number;
  low_days: number;
  high_days: number;
  unit: string;
  stock_from: string | null;
  monthly_price_cents: number | null;
  monthly_option: string | null;
  monthly_term: number | null;
  total: number;
}

export type SortKey = 'pos' | 'price' | 'name';

export interface ListFilter {
  cityId: number;
  categoryId?: number | undefined;
  search?: string | undefined;
  tagSlugs?: readonly string[] | undefined;
  colours?: readonly string[] | undefined;
  condition?: string | undefined;
  bestsellers?: boolean | undefined;
  sort: { key: SortKey; direction: 'asc' | 'desc' };
  limit: number;
  offset: number;
}

export async function listCities(handle: DatabaseHandle): Promise<CityRow[]> {
  return handle.query<CityRow & Record<string, unknown>>(
    `select id, name, slug, province_code, fsa_prefixes, depot_id, parent_id, visible, preorder, timezone,
            delivery_fee_cents, default_delivery_days, delivery_start_hour, delivery_end_hour, is_default
       from cities order by pos, name`,
  );
}

export async function listCategories(handle: DatabaseHandle): Promise<CategoryRow[]> {
  return handle.query<CategoryRow & Record<string, unknown>>(
    `select c.id, c.parent_id, c.level, c.internal_name, c.name, c.slug, c.visible, c.description,
            c.bottom_description, c.image_url, c.image_caption,
            exists (select 1 from category_parent_products cpp where cpp.category_id = c.id and cpp.bestseller) as bestseller
       from categories c
      where c.locale = 'CA_EN'
      order by c.level, c.pos, c.name`,
  );
}

export async function listFeatureFlags(handle: DatabaseHandle): Promise<FlagRow[]> {
  return handle.query<FlagRow & Record<string, unknown>>(
    'select name, "on" from feature_flags order by name',
  );
}

/** Conditions every listed variant meets (spec section 5), for the city in $1. */
const LISTABLE_VARIANT = `
  p.visible and p.retail_price_cents > 0 and p.image_url is not null
  and exists (select 1 from product_images pi where pi.product_id = p.id)
  and da.visible`;

/**
 * One card per parent product: its first listable variant (by pos) at the city,
 * restricted by the filters; total is the number of matching parents.
 */
export async function listProducts(
  handle: DatabaseHandle,
  filter: ListFilter,
): Promise<ListingRow[]> {
  const params: unknown[] = [filter.cityId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = ['pp.visible', LISTABLE_VARIANT];
  let categoryJoin = '';
  let categoryPos = 'pp.pos';
  if (filter.categoryId !== undefined) {
    categoryJoin = `join category_parent_products cpp on cpp.parent_product_id = pp.id and cpp.category_id = ${add(filter.categoryId)}`;
    categoryPos = 'cpp.pos';
    if (filter.bestsellers) where.push('cpp.bestseller');
  } else if (filter.bestsellers) {
    where.push('pp.bestseller');
  }
  if (filter.colours && filter.colours.length > 0) {
    where.push(
      `lower(p.colour_name) = any(${add(filter.colours.map((c) => c.toLowerCase()))}::text[])`,
    );
  }
  if (filter.condition) where.push(`p.condition = ${add(filter.condition)}`);
  if (filter.tagSlugs && filter.tagSlugs.length > 0) {
    where.push(
      `exists (select 1 from parent_product_tags ppt join tags t on t.id = ppt.tag_id
                where ppt.parent_product_id = pp.id and t.slug = any(${add(filter.tagSlugs)}::text[]))`,
    );
  }
  let rank = '0::real';
  if (filter.search) {
    const q = add(filter.search);
    where.push(
      `(pp.search_vector @@ websearch_to_tsquery('english', ${q}) or word_similarity(lower(${q}), pp.search_text) >= 0.5)`,
    );
    rank = `(ts_rank(pp.search_vector, websearch_to_tsquery('english', ${q})) + word_similarity(lower(${q}), pp.search_text))::real`;
  }
  const direction = filter.sort.direction === 'desc' ? 'desc' : 'asc';
  const order =
    filter.search && filter.sort.key === 'pos'
      ? `rank desc, sort_pos ${direction}, parent_id`
      : filter.sort.key === 'price'
        ? `coalesce(sale_price_cents, retail_price_cents) ${direction}, parent_id`
        : filter.sort.key === 'name'
          ? `parent_name ${direction}, parent_id`
          : `sort_pos ${direction}, parent_id`;
  const limit = add(filter.limit);
  const offset = add(filter.offset);
  const sql = `
    with matches as (
      select distinct on (pp.id)
             pp.id as parent_id, pp.slug as parent_slug, pp.name as parent_name, pp.manufacturer,
             pp.image_caption, ${categoryPos} as sort_pos, ${rank} as rank,
             p.id as product_id, p.colour_name, p.image_url, p.retail_price_cents, p.sale_price_cents,
             p.final_sale, p.condition,
             da.available, da.low_days, da.high_days, da.unit, da.stock_from
        from parent_products pp
        ${categoryJoin}
        join products p on p.parent_product_id = pp.id
        join depot_availability da on da.product_id = p.id and da.city_id = $1
       where ${where.join(' and ')}
       order by pp.id, p.pos, p.id
    ), counted as (
      select m.*, count(*) over () as total from matches m
       order by ${order}
       limit ${limit} offset ${offset}
    )
    select c.*, mp.price_cents as monthly_price_cents, mp.purchase_option as monthly_option,
           mp.term_length_months as monthly_term
      from counted c
      left join lateral (
        select pr.price_cents, pr.purchase_option, pr.term_length_months
          from product_prices pr
         where pr.product_id = c.product_id
           and pr.purchase_option in ('subscribe', 'subscribev2', 'monthlyv3', 'rentv2')
         order by pr.price_cents
         limit 1
      ) mp on true
     order by ${order.replace(/\bparent_name\b/g, 'c.parent_name')}`;
  return handle.query<ListingRow & Record<string, unknown>>(sql, params);
}

/** Colours of listable variants, with the number of parents offering each. */
export async function productColours(
  handle: DatabaseHandle,
  cityId: number,
  categoryId: number | undefined,
): Promise<{ name: string; hex: string; count: number }[]> {
  const params: unknown[] = [cityId];
  let categoryJoin = '';
  if (categoryId !== undefined) {
    params.push(categoryId);
    categoryJoin =
      'join category_parent_products cpp on cpp.parent_product_id = pp.id and cpp.category_id = $2';
  }
  return handle.query(
    `select p.colour_name as name, min(p.colour_hex) as hex, count(distinct pp.id)::int as count
       from parent_products pp
       ${categoryJoin}
       join products p on p.parent_product_id = pp.id
       join depot_availability da on da.product_id = p.id and da.city_id = $1
      where pp.visible and ${LISTABLE_VARIANT}
      group by p.colour_name
      order by count desc, p.colour_name`,
    params,
  );
}

export interface ParentRow {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  overview: string;
  additional_info: string;
  materials: string;
  care: string;
  visible: boolean;
  hidden_from_suggestions: boolean;
  image_url: string | null;
  image_caption: string | null;
  purchase_type: string;
  assembly_required: boolean;
  term_length: number;
  categories: { id: number; slug: string; name: string; parent_id: number | null; level: number }[];
  tags: string[];
  options: {
    id: number;
    name: string;
    upholstery: boolean;
    values: {
      id: number;
      name: string;
      description: string;
      image_url: string | null;
      group_name: string | null;
      large_image_url: string | null;
      learn_more_name: string | null;
      learn_more_url: string | null;
      colour_hex: string | null;
    }[];
  }[];
}

export interface VariantRow {
  id: number;
  name: string;
  colour_name: string;
  colour_hex: string;
  image_url: string | null;
  visible: boolean;
  pos: number;
  retail_price_cents: number;
  sale_price_cents: number | null;
  condition: string;
  final_sale: boolean;
  assembly_fee_cents: number | null;
  disable_assembly: boolean;
  depth_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  seat_height_cm: number | null;
  seat_depth_cm: number | null;
  arm_height_cm: number | null;
  arm_width_cm: number | null;
  leg_height_cm: number | null;
  mass_kg: number | null;
  pile_thickness_cm: number | null;
  dimension_drawing_front_url: string | null;
  dimension_drawing_side_url: string | null;
  dimension_drawing_version: number;
  value_ids: number[];
  images: { type: string; url: string; caption: string | null; pos: number }[];
  prices: {
    purchase_option: string;
    term_length_months: number | null;
    price_cents: number;
    original_price_cents: number | null;
  }[];
  availability: {
    available: number;
    visible: boolean;
    tied_to_inventory: boolean;
    max_quantity: number | null;
    low_days: number;
    high_days: number;
    unit: string;
    stock_from: string | null;
  } | null;
}

/** The parent product with its categories, tags and options (values in display order). */
export async function findParentBySlug(
  handle: DatabaseHandle,
  slug: string,
): Promise<ParentRow | undefined> {
  const rows = await handle.query<ParentRow & Record<string, unknown>>(
    `select pp.id, pp.slug, pp.name, pp.manufacturer, pp.overview, pp.additional_info, pp.materials, pp.care,
            pp.visible, pp.hidden_from_suggestions, pp.image_url, pp.image_caption, pp.purchase_type,
            pp.assembly_required, pp.term_length,
            coalesce((select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
                                                        'parent_id', c.parent_id, 'level', c.level)
                                      order by c.level)
                        from category_parent_products cpp join categories c on c.id = cpp.category_id
                       where cpp.parent_product_id = pp.id), '[]'::json) as categories,
            coalesce((select json_agg(t.slug order by t.pos)
                        from parent_product_tags ppt join tags t on t.id = ppt.tag_id
                       where ppt.parent_product_id = pp.id), '[]'::json) as tags,
            coalesce((select json_agg(json_build_object(
                        'id', o.id, 'name', o.name, 'upholstery', o.upholstery,
                        'values', (select coalesce(json_agg(json_build_object(
                                      'id', ov.id, 'name', ov.name, 'description', ov.description,
                                      'image_url', ov.image_url, 'group_name', ov.group_name,
                                      'large_image_url', ov.large_image_url,
                                      'learn_more_name', ov.learn_more_name,
                                      'learn_more_url', ov.learn_more_url,
                                      'colour_hex', ov.colour_hex) order by ov.pos, ov.id), '[]'::json)
                                     from option_values ov
                                    where ov.option_id = o.id
                                      and exists (select 1 from product_option_values pov
                                                    join products p2 on p2.id = pov.product_id
                                                   where pov.option_value_id = ov.id
                                                     and p2.parent_product_id = pp.id)))
                        order by ppo.pos)
                        from parent_product_options ppo join options o on o.id = ppo.option_id
                       where ppo.parent_product_id = pp.id), '[]'::json) as options
       from parent_products pp
      where pp.slug = $1`,
    [slug],
  );
  return rows[0];
}

/** Every variant of a parent with images, prices and availability at the city. */
export async function listVariants(
  handle: DatabaseHandle,
  parentId: number,
  cityId: number,
): Promise<VariantRow[]> {
  return handle.query<VariantRow & Record<string, unknown>>(
    `select p.id, p.name, p.colour_name, p.colour_hex, p.image_url, p.visible, p.pos,
            p.retail_price_cents, p.sale_price_cents, p.condition, p.final_sale,
            p.assembly_fee_cents, p.disable_assembly,
            p.depth_cm, p.width_cm, p.height_cm, p.seat_height_cm, p.seat_depth_cm, p.arm_height_cm,
            p.arm_width_cm, p.leg_height_cm, p.mass_kg, p.pile_thickness_cm,
            p.dimension_drawing_front_url, p.dimension_drawing_side_url, p.dimension_drawing_version,
            coalesce((select array_agg(pov.option_value_id order by pov.option_value_id)
                        from product_option_values pov where pov.product_id = p.id), '{}') as value_ids,
            coalesce((select json_agg(json_build_object('type', pi.type, 'url', pi.url,
                                                        'caption', pi.caption, 'pos', pi.pos)
                                      order by pi.type desc, pi.pos)
                        from product_images pi where pi.product_id = p.id), '[]'::json) as images,
            coalesce((select json_agg(json_build_object('purchase_option', pr.purchase_option,
                                                        'term_length_months', pr.term_length_months,
                                                        'price_cents', pr.price_cents,
                                                        'original_price_cents', pr.original_price_cents)
                                      order by pr.purchase_option, pr.term_length_months)
                        from product_prices pr where pr.product_id = p.id), '[]'::json) as prices,
            (select json_build_object('available', da.available, 'visible', da.visible,
                                      'tied_to_inventory', da.tied_to_inventory,
                                      'max_quantity', da.max_quantity, 'low_days', da.low_days,
                                      'high_days', da.high_days, 'unit', da.unit,
                                      'stock_from', da.stock_from)
               from depot_availability da where da.product_id = p.id and da.city_id = $2) as availability
       from products p
      where p.parent_product_id = $1
      order by p.pos, p.id`,
    [parentId, cityId],
  );
}

export interface SuggestionRow {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  image_url: string;
  lowest_price_cents: number;
}

/**
 * Related parents: sharing a leaf category (then a room) with the given products, visible,
 * not hidden from suggestions, with a listable variant at the city.
 */
export async function listSuggestions(
  handle: DatabaseHandle,
  productIds: readonly number[],
  cityId: number,
  limit: number,
): Promise<SuggestionRow[]> {
  return handle.query<SuggestionRow & Record<string, unknown>>(
    `with source as (
       select distinct p.parent_product_id as parent_id
         from products p where p.id = any($1::int[])
     ), source_categories as (
       select cpp.category_id, c.level
         from category_parent_products cpp
         join categories c on c.id = cpp.category_id
        where cpp.parent_product_id in (select parent_id from source)
     ), candidates as (
       select pp.id, max(sc.level) as closeness
         from parent_products pp
         join category_parent_products cpp on cpp.parent_product_id = pp.id
         join source_categories sc on sc.category_id = cpp.category_id
        where pp.visible and not pp.hidden_from_suggestions
          and pp.id not in (select parent_id from source)
        group by pp.id
     )
     select pp.id, pp.slug, pp.name, pp.manufacturer, v.image_url, v.lowest_price_cents
       from candidates cand
       join parent_products pp on pp.id = cand.id
       join lateral (
         -- The first listable variant's picture (the first variant overall may not be sold here).
         select (array_agg(p.image_url order by p.pos, p.id))[1] as image_url,
                min(coalesce(p.sale_price_cents, p.retail_price_cents)) as lowest_price_cents
           from products p
           join depot_availability da on da.product_id = p.id and da.city_id = $2
          where p.parent_product_id = pp.id and ${LISTABLE_VARIANT}
       ) v on v.lowest_price_cents is not null
      order by cand.closeness desc, pp.pos, pp.id
      limit $3`,
    [productIds, cityId, limit],
  );
}

export type FeaturedListingRow = ListingRow & { featured_pos: number; featured_image_url: string };

/** Featured parents with their first listable variant at the city. */
export async function listFeatured(
  handle: DatabaseHandle,
  cityId: number,
  condition: string,
  purchaseOption: string,
): Promise<FeaturedListingRow[]> {
  return handle.query<FeaturedListingRow & Record<string, unknown>>(
    `select fp.pos as featured_pos, fp.image_url as featured_image_url, v.*,
            0 as total
       from featured_products fp
       join parent_products pp on pp.id = fp.parent_product_id and pp.visible
       join lateral (
         select pp.id as parent_id, pp.slug as parent_slug, pp.name as parent_name, pp.manufacturer,
                pp.image_caption, p.id as product_id, p.colour_name, p.image_url, p.retail_price_cents,
                p.sale_price_cents, p.final_sale, p.condition, da.available, da.low_days, da.high_days,
                da.unit, da.stock_from,
                (select pr.price_cents from product_prices pr where pr.product_id = p.id
                   and pr.purchase_option = $3 order by pr.price_cents limit 1) as monthly_price_cents,
                $3::text as monthly_option,
                (select pr.term_length_months from product_prices pr where pr.product_id = p.id
                   and pr.purchase_option = $3 order by pr.price_cents limit 1) as monthly_term
           from products p
           join depot_availability da on da.product_id = p.id and da.city_id = $1
          where p.parent_product_id = pp.id and p.condition = $2 and ${LISTABLE_VARIANT}
          order by p.pos, p.id
          limit 1
       ) v on true
      order by fp.pos`,
    [cityId, condition, purchaseOption],
  );
}

export async function listSocialImages(
  handle: DatabaseHandle,
): Promise<{ pos: number; image_url: string; caption: string | null }[]> {
  return handle.query('select pos, image_url, caption from social_images order by pos');
}

export interface CartFactsRow {
  id: number;
  parent_product_id: number;
  name: string;
  slug: string;
  image_url: string | null;
  condition: string;
  final_sale: boolean;
  visible: boolean;
  retail_price_cents: number;
  sale_price_cents: number | null;
  assembly_fee_cents: number | null;
  disable_assembly: boolean;
  availability: {
    available: number;
    visible: boolean;
    tied_to_inventory: boolean;
    max_quantity: number | null;
    low_days: number;
    high_days: number;
    unit: string;
    stock_from: string | null;
  } | null;
  prices: { purchase_option: string; term_length_months: number | null; price_cents: number }[];
}

/** What pricing needs of each product in the cart, in one statement. */
export async function loadCartFacts(
  handle: DatabaseHandle,
  productIds: readonly number[],
  cityId: number,
): Promise<CartFactsRow[]> {
  return handle.query<CartFactsRow & Record<string, unknown>>(
    `select p.id, p.parent_product_id, pp.name || case when p.colour_name <> '' then ' - ' || p.colour_name else '' end as name,
            pp.slug, p.image_url, p.condition, p.final_sale, (p.visible and pp.visible) as visible,
            p.retail_price_cents, p.sale_price_cents, p.assembly_fee_cents, p.disable_assembly,
            (select json_build_object('available', da.available, 'visible', da.visible,
                                      'tied_to_inventory', da.tied_to_inventory,
                                      'max_quantity', da.max_quantity, 'low_days', da.low_days,
                                      'high_days', da.high_days, 'unit', da.unit,
                                      'stock_from', da.stock_from)
               from depot_availability da where da.product_id = p.id and da.city_id = $2) as availability,
            coalesce((select json_agg(json_build_object('purchase_option', pr.purchase_option,
                                                        'term_length_months', pr.term_length_months,
                                                        'price_cents', pr.price_cents))
                        from product_prices pr where pr.product_id = p.id), '[]'::json) as prices
       from products p
       join parent_products pp on pp.id = p.parent_product_id
      where p.id = any($1::int[])`,
    [productIds, cityId],
  );
}
