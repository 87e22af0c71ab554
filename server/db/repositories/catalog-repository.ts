/**
 * Catalogue reads. Every function sends one SQL statement (or a fixed few), whatever the
 * page size: lists use joins and lateral subqueries, never a query per row.
 */
import type { Locale } from '../../i18n/locale';
import type { DatabaseHandle } from '../client';

/**
 * A catalogue text column in the language (decision 180): the French column, or the English one
 * where no French was written (the seed check forbids that in the seeded catalogue).
 */
function text(column: string, locale: Locale): string {
  return locale === 'fr' ? `coalesce(${column}_fr, ${column})` : column;
}

export interface City {
  id: number;
  name: string;
  slug: string;
  provinceCode: string;
  fsaPrefixes: string[];
  depotId: number;
  parentId: number | null;
  visible: boolean;
  preorder: boolean;
  timezone: string;
  deliveryFeeCents: number;
  defaultDeliveryDays: number;
  deliveryStartHour: number;
  deliveryEndHour: number;
  isDefault: boolean;
}

export interface Category {
  id: number;
  parentId: number | null;
  level: number;
  internalName: string;
  name: string;
  slug: string;
  visible: boolean;
  description: string;
  bottomDescription: string;
  imageUrl: string | null;
  imageCaption: string | null;
  bestseller: boolean;
}

export interface FeatureFlag {
  name: string;
  on: boolean;
}

/** Stock of a variant at a city's depot, as a product card or page shows it. */
export interface ListingAvailability {
  available: number;
  lowDays: number;
  highDays: number;
  unit: string;
  stockFrom: string | null;
}

/** One product card: a parent product with its first listable variant at the city. */
export interface Listing extends ListingAvailability {
  parentId: number;
  parentSlug: string;
  parentName: string;
  manufacturer: string;
  imageCaption: string | null;
  productId: number;
  colourName: string;
  imageUrl: string;
  retailPriceCents: number;
  salePriceCents: number | null;
  finalSale: boolean;
  condition: string;
  /** The variant's monthly price rows, from which its "from" price is chosen (decision 161). */
  monthlyPrices: { purchaseOption: string; termLengthMonths: number | null; priceCents: number }[];
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
  /** The purchase options among which a card's "from" monthly price is chosen. */
  monthlyOptions: readonly string[];
  limit: number;
  offset: number;
  /** The language of the texts, and of the search (decision 180); English when not given. */
  locale?: Locale | undefined;
  /** Only these parents (a page of a list's order, see listParentOrder). */
  parentIds?: readonly number[] | undefined;
}

/** At most this many full-text matches of each document are ranked (decision 187). */
export const SEARCH_FULL_TEXT_CANDIDATES = 1_000;
/** At most this many typo-tolerant matches, the nearest first by the trigram index. */
export const SEARCH_FUZZY_CANDIDATES = 100;

/**
 * The search hits of a query in $n (decisions 180 and 187), as CTEs ending in `search_hits
 * (id, rank)`. The English store searches the English document as it always has; only when no
 * product's English document matches the words (« canapé », « table basse ») does it search the
 * French one too, so English results stay the same. The French store searches the French
 * document (accents removed, so « canape » finds « canapé ») and the English one (« sofa »), and
 * tolerates typos on the unaccented French text.
 *
 * Each kind of match is found through its index and bounded by a LIMIT, so a search costs at
 * most those bounds whatever the catalogue: full-text matches through the GIN tsvector indexes
 * (at most SEARCH_FULL_TEXT_CANDIDATES, ranked by ts_rank), typo-tolerant ones through the GiST
 * trigram indexes, nearest first (`<<->`), at most SEARCH_FUZZY_CANDIDATES with a word similarity
 * of at least TRIGRAM_WORD_SIMILARITY (`<%`, the threshold every connection sets). Full-text
 * matches come first, ranked by the sum of their ts_rank; typo-tolerant matches that full text
 * did not find follow, by word similarity (at most 1, so below any full-text match). `bounded: false` drops the bounds (for the planner's
 * estimate of a total).
 */
function searchHits(q: string, locale: Locale, bounded: boolean): string {
  const english = `websearch_to_tsquery('english', ${q})`;
  const french = `websearch_to_tsquery('storefront_french', ${q})`;
  const fullTextLimit = bounded ? `limit ${SEARCH_FULL_TEXT_CANDIDATES}` : '';
  const fuzzyLimit = bounded ? `limit ${SEARCH_FUZZY_CANDIDATES}` : '';
  const fuzzy = (words: string, column: string) => `
    fuzzy_hits as materialized (
      select f.id, word_similarity(${words}, f.${column}) as rank
        from parent_products f
       where f.visible and ${words} <% f.${column}
       order by ${words} <<-> f.${column}
       ${fuzzyLimit})`;
  if (locale === 'fr') {
    const unaccented = `lower(storefront_unaccent(${q}))`;
    return `
      french_hits as materialized (
        select f.id, ts_rank(f.search_vector_fr, ${french}) as rank
          from parent_products f where f.visible and f.search_vector_fr @@ ${french} ${fullTextLimit}),
      english_hits as materialized (
        select e.id, 0.5 * ts_rank(e.search_vector, ${english}) as rank
          from parent_products e where e.visible and e.search_vector @@ ${english} ${fullTextLimit}),
      ${fuzzy(unaccented, 'search_text_fr')},
      search_hits as (
        select id, (case when bool_or(full_text) then 1 + sum(rank) else max(rank) end)::real as rank
          from (select id, rank, true as full_text from french_hits
                union all select id, rank, true from english_hits
                union all select id, rank, false from fuzzy_hits) hits
         group by id)`;
  }
  return `
    english_hits as materialized (
      select e.id, ts_rank(e.search_vector, ${english}) as rank
        from parent_products e where e.visible and e.search_vector @@ ${english} ${fullTextLimit}),
    french_hits as materialized (
      select f.id, ts_rank(f.search_vector_fr, ${french}) as rank
        from parent_products f
       where f.visible and f.search_vector_fr @@ ${french}
         and not exists (select 1 from english_hits) ${fullTextLimit}),
    ${fuzzy(`lower(${q})`, 'search_text')},
    search_hits as (
      select id, (case when bool_or(full_text) then 1 + sum(rank) else max(rank) end)::real as rank
        from (select id, rank, true as full_text from english_hits
              union all select id, rank, true from french_hits
              union all select id, rank, false from fuzzy_hits) hits
       group by id)`;
}

export async function listCities(handle: DatabaseHandle): Promise<City[]> {
  return handle.query<City & Record<string, unknown>>(
    `select id, name, slug, province_code as "provinceCode", fsa_prefixes as "fsaPrefixes",
            depot_id as "depotId", parent_id as "parentId", visible, preorder, timezone,
            delivery_fee_cents as "deliveryFeeCents", default_delivery_days as "defaultDeliveryDays",
            delivery_start_hour as "deliveryStartHour", delivery_end_hour as "deliveryEndHour",
            is_default as "isDefault"
       from cities order by pos, name`,
  );
}

export async function listCategories(
  handle: DatabaseHandle,
  locale: Locale = 'en',
): Promise<Category[]> {
  return handle.query<Category & Record<string, unknown>>(
    `select c.id, c.parent_id as "parentId", c.level, c.internal_name as "internalName",
            ${text('c.name', locale)} as name, c.slug, c.visible,
            ${text('c.description', locale)} as description,
            ${text('c.bottom_description', locale)} as "bottomDescription",
            c.image_url as "imageUrl", ${text('c.image_caption', locale)} as "imageCaption",
            exists (select 1 from category_parent_products cpp where cpp.category_id = c.id and cpp.bestseller) as bestseller
       from categories c
      where c.locale = 'CA_EN'
      order by c.level, c.pos, c.name`,
  );
}

export async function listFeatureFlags(handle: DatabaseHandle): Promise<FeatureFlag[]> {
  return handle.query<FeatureFlag & Record<string, unknown>>(
    'select name, "on" from feature_flags order by name',
  );
}

/** A listing's columns, from a query whose rows carry them under their snake_case names. */
const LISTING_COLUMNS = (from: string) =>
  `${from}.parent_id as "parentId", ${from}.parent_slug as "parentSlug",
   ${from}.parent_name as "parentName", ${from}.manufacturer, ${from}.image_caption as "imageCaption",
   ${from}.product_id as "productId", ${from}.colour_name as "colourName",
   ${from}.image_url as "imageUrl", ${from}.retail_price_cents as "retailPriceCents",
   ${from}.sale_price_cents as "salePriceCents", ${from}.final_sale as "finalSale",
   ${from}.condition, ${from}.available, ${from}.low_days as "lowDays",
   ${from}.high_days as "highDays", ${from}.unit, ${from}.stock_from as "stockFrom"`;

/** Conditions every listed variant meets (spec section 5), for the city in $1. */
const LISTABLE_VARIANT = `
  p.visible and p.retail_price_cents > 0 and p.image_url is not null
  and exists (select 1 from product_images pi where pi.product_id = p.id)
  and da.visible`;

/**
 * Exact totals up to this many matching parents (55 pages of 18, well past where shoppers page);
 * past it, the planner's estimate, and the answer says it is one (decision 187).
 */
export const EXACT_TOTAL_BOUND = 1_000;

/** The parts of a list query: the parents that may match, and their first matching variant. */
interface ListQueryParts {
  params: unknown[];
  add: (value: unknown) => string;
  /** CTEs the other parts refer to (a search's hits), or ''. */
  with: string;
  /** `parent_products pp` (joined to category_parent_products cpp for a category). */
  from: string;
  /** The conditions on pp (and cpp). */
  where: string;
  /** The variant conditions, over products p and depot_availability da, correlated to pp. */
  variant: string;
  sortPos: string;
  rank: string;
}

function listQueryParts(filter: ListFilter, bounded = true): ListQueryParts {
  const locale = filter.locale ?? 'en';
  const params: unknown[] = [filter.cityId];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where: string[] = ['pp.visible'];
  let categoryJoin = '';
  let sortPos = 'pp.pos';
  if (filter.categoryId !== undefined) {
    categoryJoin = `join category_parent_products cpp on cpp.parent_product_id = pp.id and cpp.category_id = ${add(filter.categoryId)}`;
    sortPos = 'cpp.pos';
    if (filter.bestsellers) where.push('cpp.bestseller');
  } else if (filter.bestsellers) {
    where.push('pp.bestseller');
  }
  const variantWhere: string[] = [
    'p.parent_product_id = pp.id',
    LISTABLE_VARIANT,
    'da.city_id = $1',
  ];
  if (filter.colours && filter.colours.length > 0) {
    const colours = add(filter.colours.map((c) => c.toLowerCase()));
    // A colour as either store names it, so a link from one language works in the other.
    variantWhere.push(
      locale === 'fr'
        ? `(lower(p.colour_name) = any(${colours}::text[]) or lower(p.colour_name_fr) = any(${colours}::text[]))`
        : `lower(p.colour_name) = any(${colours}::text[])`,
    );
  }
  if (filter.condition) variantWhere.push(`p.condition = ${add(filter.condition)}`);
  if (filter.tagSlugs && filter.tagSlugs.length > 0) {
    where.push(
      `exists (select 1 from parent_product_tags ppt join tags t on t.id = ppt.tag_id
                where ppt.parent_product_id = pp.id and t.slug = any(${add(filter.tagSlugs)}::text[]))`,
    );
  }
  if (filter.parentIds) where.push(`pp.id = any(${add(filter.parentIds)}::int[])`);
  let rank = '0::real';
  let withClause = '';
  let from = `parent_products pp ${categoryJoin}`;
  if (filter.search) {
    withClause = searchHits(add(filter.search), locale, bounded);
    from = `search_hits h join parent_products pp on pp.id = h.id ${categoryJoin}`;
    rank = 'h.rank';
  }
  return {
    params,
    add,
    with: withClause,
    from,
    where: where.join(' and '),
    variant: `from products p join depot_availability da on da.product_id = p.id
               where ${variantWhere.join(' and ')}`,
    sortPos,
    rank,
  };
}

/**
 * One card per parent product: its first listable variant (by pos) at the city, restricted by
 * the filters. Sorted by pos, the parents are walked in the order of an index
 * (category_parent_products (category_id, pos, parent_product_id), or parent_products (pos, id))
 * and each one's first variant found by index, so a page costs its offset plus its size, never
 * the catalogue; a search ranks only the parents its indexes find (decision 187).
 */
export async function listProducts(handle: DatabaseHandle, filter: ListFilter): Promise<Listing[]> {
  const locale = filter.locale ?? 'en';
  const parts = listQueryParts(filter);
  const direction = filter.sort.direction === 'desc' ? 'desc' : 'asc';
  const order =
    filter.search && filter.sort.key === 'pos'
      ? `rank desc, sort_pos ${direction}, parent_id`
      : filter.sort.key === 'price'
        ? `coalesce(sale_price_cents, retail_price_cents) ${direction}, parent_id`
        : filter.sort.key === 'name'
          ? `parent_name ${direction}, parent_id`
          : `sort_pos ${direction}, parent_id`;
  // Inside the page query, pos order names the indexed columns themselves so an index serves it.
  const innerOrder =
    !filter.search && filter.sort.key === 'pos'
      ? `${parts.sortPos} ${direction}, pp.id`
      : order.replace(
          /\b(parent_name|parent_id|sale_price_cents|retail_price_cents|sort_pos|rank)\b/g,
          (column) =>
            ({
              parent_name: text('pp.name', locale),
              parent_id: 'pp.id',
              sale_price_cents: 'v.sale_price_cents',
              retail_price_cents: 'v.retail_price_cents',
              sort_pos: parts.sortPos,
              rank: parts.rank,
            })[column] ?? column,
        );
  const limit = parts.add(filter.limit);
  const offset = parts.add(filter.offset);
  const monthlyOptions = parts.add(filter.monthlyOptions);
  const sql = `
    ${parts.with ? `with ${parts.with}` : ''}
    select ${LISTING_COLUMNS('c')},
           coalesce((select json_agg(json_build_object('purchaseOption', pr.purchase_option,
                                                       'termLengthMonths', pr.term_length_months,
                                                       'priceCents', pr.price_cents)
                                     order by pr.price_cents, pr.purchase_option, pr.term_length_months)
                       from product_prices pr
                      where pr.product_id = c.product_id
                        and pr.purchase_option = any(${monthlyOptions}::text[])), '[]'::json)
             as "monthlyPrices"
      from (
        select pp.id as parent_id, pp.slug as parent_slug, ${text('pp.name', locale)} as parent_name,
               pp.manufacturer, ${text('pp.image_caption', locale)} as image_caption,
               ${parts.sortPos} as sort_pos, ${parts.rank} as rank, v.*
          from ${parts.from} cross join lateral (
                 select p.id as product_id, ${text('p.colour_name', locale)} as colour_name, p.image_url,
                        p.retail_price_cents, p.sale_price_cents, p.final_sale, p.condition,
                        da.available, da.low_days, da.high_days, da.unit, da.stock_from
                   ${parts.variant}
                  order by p.pos, p.id
                  limit 1) v
         where ${parts.where}
         order by ${innerOrder}
         limit ${limit} offset ${offset}
      ) c
     order by ${order.replace(/\b(parent_name|parent_id|sale_price_cents|retail_price_cents|sort_pos|rank)\b/g, 'c.$1')}`;
  return handle.query<Listing & Record<string, unknown>>(sql, parts.params);
}

/**
 * The first `max` parents of a list sorted by pos (no search), in order: what its pages show,
 * page after page, found by the same index walk as a page (decision 187).
 */
export async function listParentOrder(
  handle: DatabaseHandle,
  filter: ListFilter,
  max: number,
): Promise<number[]> {
  const parts = listQueryParts(filter);
  const direction = filter.sort.direction === 'desc' ? 'desc' : 'asc';
  const rows = await handle.query<{ id: number }>(
    `select pp.id from ${parts.from}
      where ${parts.where} and exists (select 1 ${parts.variant})
      order by ${parts.sortPos} ${direction}, pp.id
      limit ${parts.add(max)}`,
    parts.params,
  );
  return rows.map((row) => row.id);
}

/** How many parents a list has: exact up to the bound, past it the planner's estimate. */
export interface ListTotal {
  total: number;
  estimated: boolean;
}

/**
 * The number of parents matching the filter: counted exactly up to `bound`, by a walk that
 * stops there; past it, the planner's estimate of the same query (at least bound + 1, rounded
 * to two significant figures), marked as an estimate (decision 187).
 */
export async function countProducts(
  handle: DatabaseHandle,
  filter: ListFilter,
  bound: number = EXACT_TOTAL_BOUND,
): Promise<ListTotal> {
  const parts = listQueryParts(filter);
  const matches = `select 1 from ${parts.from} where ${parts.where} and exists (select 1 ${parts.variant})`;
  const withClause = parts.with ? `with ${parts.with}` : '';
  const limit = parts.add(bound + 1);
  const [row] = await handle.query<{ n: number }>(
    `${withClause} select count(*)::int as n from (${matches} limit ${limit}) x`,
    parts.params,
  );
  const exact = row?.n ?? 0;
  if (exact <= bound) return { total: exact, estimated: false };
  const unbounded = listQueryParts(filter, false);
  const plan = await handle.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${unbounded.with ? `with ${unbounded.with}` : ''}
     select 1 from ${unbounded.from} where ${unbounded.where} and exists (select 1 ${unbounded.variant})`,
    unbounded.params,
  );
  const raw = plan[0]?.['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number };
  }[];
  const planned = Math.round(parsed[0]?.Plan['Plan Rows'] ?? 0);
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(planned, 1))) - 1);
  return {
    total: Math.max(bound + 1, Math.round(planned / magnitude) * magnitude),
    estimated: true,
  };
}

/** A colour of listable variants, with the number of parents offering it. */
export interface ColourCount {
  name: string;
  hex: string;
  count: number;
}

/** Colours of listable variants, with the number of parents offering each. */
export async function productColours(
  handle: DatabaseHandle,
  cityId: number,
  categoryId: number | undefined,
  locale: Locale = 'en',
): Promise<ColourCount[]> {
  const params: unknown[] = [cityId];
  let categoryJoin = '';
  if (categoryId !== undefined) {
    params.push(categoryId);
    categoryJoin =
      'join category_parent_products cpp on cpp.parent_product_id = pp.id and cpp.category_id = $2';
  }
  return handle.query<ColourCount & Record<string, unknown>>(
    `select ${text('p.colour_name', locale)} as name, min(p.colour_hex) as hex, count(distinct pp.id)::int as count
       from parent_products pp
       ${categoryJoin}
       join products p on p.parent_product_id = pp.id
       join depot_availability da on da.product_id = p.id and da.city_id = $1
      where pp.visible and ${LISTABLE_VARIANT}
      group by 1
      order by count desc, 1`,
    params,
  );
}

export interface OptionValue {
  id: number;
  name: string;
  description: string;
  imageUrl: string | null;
  groupName: string | null;
  largeImageUrl: string | null;
  learnMoreName: string | null;
  learnMoreUrl: string | null;
  colourHex: string | null;
}

/** A parent product: what its variants share, with its categories, tags and options. */
export interface ParentProduct {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  overview: string;
  additionalInfo: string;
  materials: string;
  care: string;
  visible: boolean;
  hiddenFromSuggestions: boolean;
  imageUrl: string | null;
  imageCaption: string | null;
  purchaseType: string;
  assemblyRequired: boolean;
  termLength: number;
  categories: { id: number; slug: string; name: string; parentId: number | null; level: number }[];
  tags: string[];
  options: { id: number; name: string; upholstery: boolean; values: OptionValue[] }[];
}

/** Stock of a product at a city's depot, with its limits. */
export interface DepotAvailability extends ListingAvailability {
  visible: boolean;
  tiedToInventory: boolean;
  maxQuantity: number | null;
}

/** The JSON object of a DepotAvailability, from depot_availability `da`. */
const DEPOT_AVAILABILITY_JSON = `json_build_object('available', da.available, 'visible', da.visible,
                                      'tiedToInventory', da.tied_to_inventory,
                                      'maxQuantity', da.max_quantity, 'lowDays', da.low_days,
                                      'highDays', da.high_days, 'unit', da.unit,
                                      'stockFrom', da.stock_from)`;

/** A variant (a sellable product) of a parent, with its images, prices and stock at the city. */
export interface Variant {
  id: number;
  name: string;
  colourName: string;
  colourHex: string;
  imageUrl: string | null;
  visible: boolean;
  pos: number;
  retailPriceCents: number;
  salePriceCents: number | null;
  condition: string;
  finalSale: boolean;
  assemblyFeeCents: number | null;
  disableAssembly: boolean;
  depthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  seatHeightCm: number | null;
  seatDepthCm: number | null;
  armHeightCm: number | null;
  armWidthCm: number | null;
  legHeightCm: number | null;
  massKg: number | null;
  pileThicknessCm: number | null;
  dimensionDrawingFrontUrl: string | null;
  dimensionDrawingSideUrl: string | null;
  dimensionDrawingVersion: number;
  valueIds: number[];
  images: { type: string; url: string; caption: string | null; pos: number }[];
  prices: {
    purchaseOption: string;
    termLengthMonths: number | null;
    priceCents: number;
    originalPriceCents: number | null;
  }[];
  availability: DepotAvailability | null;
}

/** The parent product with its categories, tags and options (values in display order). */
export async function findParentBySlug(
  handle: DatabaseHandle,
  slug: string,
  locale: Locale = 'en',
): Promise<ParentProduct | undefined> {
  const rows = await handle.query<ParentProduct & Record<string, unknown>>(
    `select pp.id, pp.slug, ${text('pp.name', locale)} as name, pp.manufacturer,
            ${text('pp.overview', locale)} as overview,
            ${text('pp.additional_info', locale)} as "additionalInfo",
            ${text('pp.materials', locale)} as materials, ${text('pp.care', locale)} as care,
            pp.visible, pp.hidden_from_suggestions as "hiddenFromSuggestions",
            pp.image_url as "imageUrl", ${text('pp.image_caption', locale)} as "imageCaption",
            pp.purchase_type as "purchaseType", pp.assembly_required as "assemblyRequired",
            pp.term_length as "termLength",
            coalesce((select json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', ${text('c.name', locale)},
                                                        'parentId', c.parent_id, 'level', c.level)
                                      order by c.level)
                        from category_parent_products cpp join categories c on c.id = cpp.category_id
                       where cpp.parent_product_id = pp.id), '[]'::json) as categories,
            coalesce((select json_agg(t.slug order by t.pos)
                        from parent_product_tags ppt join tags t on t.id = ppt.tag_id
                       where ppt.parent_product_id = pp.id), '[]'::json) as tags,
            coalesce((select json_agg(json_build_object(
                        'id', o.id, 'name', ${text('o.name', locale)}, 'upholstery', o.upholstery,
                        'values', (select coalesce(json_agg(json_build_object(
                                      'id', ov.id, 'name', ${text('ov.name', locale)},
                                      'description', ${text('ov.description', locale)},
                                      'imageUrl', ov.image_url,
                                      'groupName', ${text('ov.group_name', locale)},
                                      'largeImageUrl', ov.large_image_url,
                                      'learnMoreName', ${text('ov.learn_more_name', locale)},
                                      'learnMoreUrl', ov.learn_more_url,
                                      'colourHex', ov.colour_hex) order by ov.pos, ov.id), '[]'::json)
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
  locale: Locale = 'en',
): Promise<Variant[]> {
  return handle.query<Variant & Record<string, unknown>>(
    `select p.id, ${text('p.name', locale)} as name, ${text('p.colour_name', locale)} as "colourName",
            p.colour_hex as "colourHex",
            p.image_url as "imageUrl", p.visible, p.pos,
            p.retail_price_cents as "retailPriceCents", p.sale_price_cents as "salePriceCents",
            p.condition, p.final_sale as "finalSale",
            p.assembly_fee_cents as "assemblyFeeCents", p.disable_assembly as "disableAssembly",
            p.depth_cm as "depthCm", p.width_cm as "widthCm", p.height_cm as "heightCm",
            p.seat_height_cm as "seatHeightCm", p.seat_depth_cm as "seatDepthCm",
            p.arm_height_cm as "armHeightCm", p.arm_width_cm as "armWidthCm",
            p.leg_height_cm as "legHeightCm", p.mass_kg as "massKg",
            p.pile_thickness_cm as "pileThicknessCm",
            p.dimension_drawing_front_url as "dimensionDrawingFrontUrl",
            p.dimension_drawing_side_url as "dimensionDrawingSideUrl",
            p.dimension_drawing_version as "dimensionDrawingVersion",
            coalesce((select array_agg(pov.option_value_id order by pov.option_value_id)
                        from product_option_values pov where pov.product_id = p.id), '{}') as "valueIds",
            coalesce((select json_agg(json_build_object('type', pi.type, 'url', pi.url,
                                                        'caption', ${text('pi.caption', locale)},
                                                        'pos', pi.pos)
                                      order by pi.type desc, pi.pos)
                        from product_images pi where pi.product_id = p.id), '[]'::json) as images,
            coalesce((select json_agg(json_build_object('purchaseOption', pr.purchase_option,
                                                        'termLengthMonths', pr.term_length_months,
                                                        'priceCents', pr.price_cents,
                                                        'originalPriceCents', pr.original_price_cents)
                                      order by pr.purchase_option, pr.term_length_months)
                        from product_prices pr where pr.product_id = p.id), '[]'::json) as prices,
            (select ${DEPOT_AVAILABILITY_JSON}
               from depot_availability da where da.product_id = p.id and da.city_id = $2) as availability
       from products p
      where p.parent_product_id = $1
      order by p.pos, p.id`,
    [parentId, cityId],
  );
}

/** A related parent product, as a suggestion shows it. */
export interface Suggestion {
  id: number;
  slug: string;
  name: string;
  manufacturer: string;
  imageUrl: string;
  lowestPriceCents: number;
  /** The lowest retail price of its variants here (the liquidation sale takes 85% off it). */
  lowestRetailPriceCents: number;
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
  locale: Locale = 'en',
): Promise<Suggestion[]> {
  return handle.query<Suggestion & Record<string, unknown>>(
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
     select pp.id, pp.slug, ${text('pp.name', locale)} as name, pp.manufacturer, v.image_url as "imageUrl",
            v.lowest_price_cents as "lowestPriceCents",
            v.lowest_retail_price_cents as "lowestRetailPriceCents"
       from candidates cand
       join parent_products pp on pp.id = cand.id
       join lateral (
         -- The first listable variant's picture (the first variant overall may not be sold here).
         select (array_agg(p.image_url order by p.pos, p.id))[1] as image_url,
                min(coalesce(p.sale_price_cents, p.retail_price_cents)) as lowest_price_cents,
                min(p.retail_price_cents) as lowest_retail_price_cents
           from products p
           join depot_availability da on da.product_id = p.id and da.city_id = $2
          where p.parent_product_id = pp.id and ${LISTABLE_VARIANT}
       ) v on v.lowest_price_cents is not null
      order by cand.closeness desc, pp.pos, pp.id
      limit $3`,
    [productIds, cityId, limit],
  );
}

/** A featured parent: its place and picture on the home page, and its card. */
export type FeaturedListing = Listing & { featuredPos: number; featuredImageUrl: string };

/** Featured parents with their first listable variant at the city. */
export async function listFeatured(
  handle: DatabaseHandle,
  cityId: number,
  condition: string,
  monthlyOptions: readonly string[],
  locale: Locale = 'en',
): Promise<FeaturedListing[]> {
  return handle.query<FeaturedListing & Record<string, unknown>>(
    `select fp.pos as "featuredPos", fp.image_url as "featuredImageUrl", ${LISTING_COLUMNS('v')},
            v.monthly_prices as "monthlyPrices", 0 as total
       from featured_products fp
       join parent_products pp on pp.id = fp.parent_product_id and pp.visible
       join lateral (
         select pp.id as parent_id, pp.slug as parent_slug, ${text('pp.name', locale)} as parent_name,
                pp.manufacturer, ${text('pp.image_caption', locale)} as image_caption,
                p.id as product_id, ${text('p.colour_name', locale)} as colour_name, p.image_url,
                p.retail_price_cents,
                p.sale_price_cents, p.final_sale, p.condition, da.available, da.low_days, da.high_days,
                da.unit, da.stock_from,
                coalesce((select json_agg(json_build_object('purchaseOption', pr.purchase_option,
                                                            'termLengthMonths', pr.term_length_months,
                                                            'priceCents', pr.price_cents)
                                          order by pr.price_cents, pr.purchase_option,
                                                   pr.term_length_months)
                            from product_prices pr
                           where pr.product_id = p.id and pr.purchase_option = any($3::text[])),
                         '[]'::json) as monthly_prices
           from products p
           join depot_availability da on da.product_id = p.id and da.city_id = $1
          where p.parent_product_id = pp.id and p.condition = $2 and ${LISTABLE_VARIANT}
          order by p.pos, p.id
          limit 1
       ) v on true
      order by fp.pos`,
    [cityId, condition, monthlyOptions],
  );
}

export interface SocialImage {
  pos: number;
  imageUrl: string;
  caption: string | null;
}

export async function listSocialImages(
  handle: DatabaseHandle,
  locale: Locale = 'en',
): Promise<SocialImage[]> {
  return handle.query<SocialImage & Record<string, unknown>>(
    `select pos, image_url as "imageUrl", ${text('caption', locale)} as caption
       from social_images order by pos`,
  );
}

/** What pricing a cart needs to know of one product at the city. */
export interface CartFacts {
  id: number;
  parentProductId: number;
  name: string;
  slug: string;
  imageUrl: string | null;
  condition: string;
  finalSale: boolean;
  visible: boolean;
  retailPriceCents: number;
  salePriceCents: number | null;
  assemblyFeeCents: number | null;
  disableAssembly: boolean;
  availability: DepotAvailability | null;
  prices: { purchaseOption: string; termLengthMonths: number | null; priceCents: number }[];
}

/** What pricing needs of each product in the cart, in one statement. */
export async function loadCartFacts(
  handle: DatabaseHandle,
  productIds: readonly number[],
  cityId: number,
  locale: Locale = 'en',
): Promise<CartFacts[]> {
  return handle.query<CartFacts & Record<string, unknown>>(
    `select p.id, p.parent_product_id as "parentProductId",
            ${text('pp.name', locale)} || case when p.colour_name <> ''
              then ' - ' || ${text('p.colour_name', locale)} else '' end as name,
            pp.slug, p.image_url as "imageUrl", p.condition, p.final_sale as "finalSale",
            (p.visible and pp.visible) as visible,
            p.retail_price_cents as "retailPriceCents", p.sale_price_cents as "salePriceCents",
            p.assembly_fee_cents as "assemblyFeeCents", p.disable_assembly as "disableAssembly",
            (select ${DEPOT_AVAILABILITY_JSON}
               from depot_availability da where da.product_id = p.id and da.city_id = $2) as availability,
            coalesce((select json_agg(json_build_object('purchaseOption', pr.purchase_option,
                                                        'termLengthMonths', pr.term_length_months,
                                                        'priceCents', pr.price_cents))
                        from product_prices pr where pr.product_id = p.id), '[]'::json) as prices
       from products p
       join parent_products pp on pp.id = p.parent_product_id
      where p.id = any($1::int[])`,
    [productIds, cityId],
  );
}

/** A visible product's page for the sitemap: its slug and when it last changed. */
export interface SitemapProduct {
  slug: string;
  updatedAt: Date;
}

/** A visible category for the sitemap, with the newest change of a visible product in it. */
export interface SitemapCategory {
  id: number;
  parentId: number | null;
  slug: string;
  updatedAt: Date | null;
}

/** Every visible product, in slug order (the sitemap's order, stable between answers). */
export async function listSitemapProducts(handle: DatabaseHandle): Promise<SitemapProduct[]> {
  const rows = await handle.query<
    { slug: string; updatedAt: Date | string } & Record<string, unknown>
  >(`select slug, updated_at as "updatedAt" from parent_products where visible order by slug`);
  return rows.map((row) => ({ slug: row.slug, updatedAt: new Date(row.updatedAt) }));
}

/** Every visible category (English tree), with its products' newest change. */
export async function listSitemapCategories(handle: DatabaseHandle): Promise<SitemapCategory[]> {
  const rows = await handle.query<
    {
      id: number;
      parentId: number | null;
      slug: string;
      updatedAt: Date | string | null;
    } & Record<string, unknown>
  >(
    `select c.id, c.parent_id as "parentId", c.slug, max(pp.updated_at) as "updatedAt"
       from categories c
       left join category_parent_products cpp on cpp.category_id = c.id
       left join parent_products pp on pp.id = cpp.parent_product_id and pp.visible
      where c.locale = 'CA_EN' and c.visible
      group by c.id, c.parent_id, c.slug, c.level, c.pos
      order by c.level, c.pos, c.slug`,
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    slug: row.slug,
    updatedAt: row.updatedAt === null ? null : new Date(row.updatedAt),
  }));
}
