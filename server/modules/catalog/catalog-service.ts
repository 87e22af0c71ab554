/**
 * Catalogue rules over the repository: city resolution, visibility (spec section 5),
 * argument validation and per-city caching.
 */
import type { DatabaseHandle } from '../../db/client';
import type { Locale } from '../../i18n/locale';
import { LIQUIDATION_FLAG } from '../../db/constants';
import * as repo from '../../db/repositories/catalog-repository';
import type {
  CartFacts,
  Category,
  City,
  FeatureFlag,
  Listing,
  ParentProduct,
  SortKey,
  Variant,
} from '../../db/repositories/catalog-repository';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { LISTED_MONTHLY_PURCHASE_OPTIONS } from '../../shared/purchase-options';
import { TtlCache } from '../../shared/ttl-cache';

export const PAGE_SIZE = 18;
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 10_000;
/**
 * The most parents of a list's order kept for its pages: as far as the last page reaches. A
 * shorter order is the whole list, so its length is the exact total (decision 187).
 */
export const LIST_ORDER_MAX = MAX_OFFSET + MAX_PAGE_SIZE;
export const MAX_SEARCH_LENGTH = 200;
export const MAX_FILTER_VALUES = 30;
export const SUGGESTIONS_LIMIT = 6;
export const MAX_SUGGESTIONS = 24;
/** Catalogue answers are reused for this long; stock changes clear them at once. */
export const CATALOGUE_TTL_MS = 30_000;
/**
 * Feature flags (the liquidation switch) are reused for this long: a switch written to the
 * database (`npm run flag`) reaches every request within it.
 */
export const FEATURE_FLAG_TTL_MS = 5_000;
/** Stock shown in a quote is at most this old; checkout re-checks stock in its transaction. */
export const CART_FACTS_TTL_MS = 5_000;

export type {
  CartFacts,
  Category,
  City,
  ColourCount,
  DepotAvailability,
  FeatureFlag,
  FeaturedListing,
  Listing,
  ListingAvailability,
  ParentProduct,
  SocialImage,
  Suggestion,
  Variant,
} from '../../db/repositories/catalog-repository';

export interface ProductListArgs {
  cityId?: string | null | undefined;
  categoryId?: string | null | undefined;
  search?: string | null | undefined;
  tags?: readonly string[] | null | undefined;
  colors?: readonly string[] | null | undefined;
  orderBy?: { pos?: string | null; price?: string | null; name?: string | null } | null | undefined;
  condition?: string | null | undefined;
  bestsellers?: boolean | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}

export interface ProductPage {
  rows: Listing[];
  /** Exact up to repo.EXACT_TOTAL_BOUND matching parents; past it an estimate (decision 187). */
  total: number;
  totalEstimated: boolean;
  limit: number;
  offset: number;
  city: City;
}

export interface ProductDetailsResult {
  parent: ParentProduct;
  variant: Variant;
  variants: Variant[];
  city: City;
  availableInCity: boolean;
}

function badInput(message: LocalizedText, field: string): DomainError {
  return new DomainError('BAD_USER_INPUT', message, { details: { field } });
}

/** Parses a GraphQL ID that must be a positive integer. */
export function parseId(value: string | number, field: string): number {
  const text = String(value).trim();
  if (!/^\d{1,9}$/.test(text) || Number(text) === 0) {
    throw badInput(tr(m.errors_catalog_id, { field, got: text.slice(0, 40) }), field);
  }
  return Number(text);
}

function checkList(values: readonly string[] | null | undefined, field: string): string[] {
  if (!values) return [];
  if (values.length > MAX_FILTER_VALUES) {
    throw badInput(tr(m.errors_catalog_too_many_values, { max: MAX_FILTER_VALUES, field }), field);
  }
  for (const value of values) {
    if (value.length > 60) throw badInput(tr(m.errors_catalog_value_too_long, { field }), field);
  }
  return values.map((value) => value.trim()).filter((value) => value.length > 0);
}

export class CatalogService {
  private readonly shared: TtlCache<unknown>;
  private readonly pages: TtlCache<ProductPage>;
  /** A list's total, shared by all its pages and sort orders. */
  private readonly totals: TtlCache<repo.ListTotal>;
  /** A list's parents in pos order (at most LIST_ORDER_MAX), shared by its pages. */
  private readonly orders: TtlCache<number[]>;
  private readonly details: TtlCache<ProductDetailsResult | null>;
  /** Price and stock facts per (city, product); short-lived, since a quote shows stock. */
  private readonly facts: TtlCache<CartFacts | null>;
  private readonly flagCache: TtlCache<FeatureFlag[]>;

  /** `cache: false` turns caching off (benchmarks of the uncached path). */
  constructor(
    private readonly handle: DatabaseHandle,
    options: { cache?: boolean } = {},
  ) {
    const ttl = options.cache === false ? 0 : CATALOGUE_TTL_MS;
    this.shared = new TtlCache(4_000, ttl);
    this.pages = new TtlCache(2_000, ttl);
    this.totals = new TtlCache(2_000, ttl);
    this.orders = new TtlCache(500, ttl);
    this.details = new TtlCache(2_000, ttl);
    this.facts = new TtlCache(20_000, options.cache === false ? 0 : CART_FACTS_TTL_MS);
    this.flagCache = new TtlCache(1, options.cache === false ? 0 : FEATURE_FLAG_TTL_MS);
  }

  private readonly invalidationListeners = new Set<() => void>();

  /** Calls `listener` on every invalidate() (the site's rendered-page cache); returns how to stop. */
  onInvalidate(listener: () => void): () => void {
    this.invalidationListeners.add(listener);
    return () => this.invalidationListeners.delete(listener);
  }

  /** Forget cached answers, after stock or catalogue changes. */
  invalidate(): void {
    this.invalidationListeners.forEach((listener) => listener());
    this.shared.clear();
    this.pages.clear();
    this.totals.clear();
    this.orders.clear();
    this.details.clear();
    this.facts.clear();
    this.flagCache.clear();
  }

  /**
   * What pricing needs of each product at the city: cached ones from memory, the rest in one
   * statement. Unknown ids are remembered as missing too.
   */
  async cartFacts(
    cityId: number,
    productIds: readonly number[],
    locale: Locale = 'en',
  ): Promise<CartFacts[]> {
    const found: CartFacts[] = [];
    const missing: number[] = [];
    for (const id of productIds) {
      const hit = this.facts.get(`${locale}:${cityId}:${id}`);
      if (hit === undefined) missing.push(id);
      else if (hit !== null) found.push(hit);
    }
    if (missing.length > 0) {
      const rows = await repo.loadCartFacts(this.handle, missing, cityId, locale);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of missing) {
        const row = byId.get(id) ?? null;
        this.facts.set(`${locale}:${cityId}:${id}`, row);
        if (row) found.push(row);
      }
    }
    return found;
  }

  async cities(): Promise<City[]> {
    return this.sharedLoad('cities', () => repo.listCities(this.handle));
  }

  /** The category tree, its texts in the language (decision 180). */
  async categories(locale: Locale = 'en'): Promise<Category[]> {
    return this.sharedLoad(`categories:${locale}`, () => repo.listCategories(this.handle, locale));
  }

  async flags(): Promise<FeatureFlag[]> {
    return this.flagCache.getOrLoad('flags', () => repo.listFeatureFlags(this.handle));
  }

  async isFlagOn(name: string): Promise<boolean> {
    return (await this.flags()).some((flag) => flag.name === name && flag.on);
  }

  /** Liquidation mode (LIQUIDATION_FLAG): ownv3 pricing, default depot, pickup only. */
  async isLiquidation(): Promise<boolean> {
    return this.isFlagOn(LIQUIDATION_FLAG);
  }

  async defaultCity(): Promise<City> {
    const cities = await this.cities();
    const city = cities.find((candidate) => candidate.isDefault) ?? cities[0];
    if (!city) throw new DomainError('NOT_FOUND', tr(m.errors_catalog_no_city));
    return city;
  }

  /**
   * The city a request is for: the chosen one, or the default depot when none is chosen or
   * in liquidation mode (LIQUIDATION_FLAG), which fixes everyone to it whatever was chosen.
   */
  async resolveCity(cityId: string | null | undefined): Promise<City> {
    if (cityId === null || cityId === undefined || cityId === '') return this.defaultCity();
    const id = parseId(cityId, 'cityId');
    if (await this.isLiquidation()) return this.defaultCity();
    const city = (await this.cities()).find((candidate) => candidate.id === id);
    if (!city || !city.visible) {
      throw new DomainError('NOT_FOUND', tr(m.errors_catalog_city_not_served, { id }), {
        details: { field: 'cityId' },
      });
    }
    return city;
  }

  async category(categoryId: string, locale: Locale = 'en'): Promise<Category> {
    const id = parseId(categoryId, 'categoryId');
    const category = (await this.categories(locale)).find((candidate) => candidate.id === id);
    if (!category || !category.visible) {
      throw new DomainError('NOT_FOUND', tr(m.errors_catalog_no_category, { id }), {
        details: { field: 'categoryId' },
      });
    }
    return category;
  }

  async productList(args: ProductListArgs, locale: Locale = 'en'): Promise<ProductPage> {
    const city = await this.resolveCity(args.cityId);
    const limit = args.limit ?? PAGE_SIZE;
    const offset = args.offset ?? 0;
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
      throw badInput(tr(m.errors_catalog_limit_range, { max: MAX_PAGE_SIZE }), 'limit');
    }
    if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
      throw badInput(tr(m.errors_catalog_offset_range, { max: MAX_OFFSET }), 'offset');
    }
    const search = args.search?.trim() ?? '';
    if (search.length > MAX_SEARCH_LENGTH) {
      throw badInput(tr(m.errors_catalog_search_long, { max: MAX_SEARCH_LENGTH }), 'search');
    }
    const category = args.categoryId ? await this.category(args.categoryId, locale) : undefined;
    const sort = sortOf(args.orderBy);
    const filter: repo.ListFilter = {
      cityId: city.id,
      categoryId: category?.id,
      search: search || undefined,
      tagSlugs: checkList(args.tags, 'tags').map((tag) => tag.toLowerCase()),
      colours: checkList(args.colors, 'colors'),
      condition: args.condition ?? undefined,
      bestsellers: args.bestsellers ?? false,
      sort,
      monthlyOptions: LISTED_MONTHLY_PURCHASE_OPTIONS,
      limit,
      offset,
      locale,
    };
    const key = JSON.stringify(filter);
    return this.pages.getOrLoad(key, async () => {
      if (!filter.search && filter.sort.key === 'pos') {
        // Pages of a list sorted by pos slice its order, which all its pages share.
        const order = await this.listOrder(filter);
        const ids = order.slice(offset, offset + limit);
        const rows =
          ids.length === 0
            ? []
            : await repo.listProducts(this.handle, { ...filter, parentIds: ids, offset: 0 });
        if (order.length < LIST_ORDER_MAX) {
          return { rows, total: order.length, totalEstimated: false, limit, offset, city };
        }
        const count = await this.listTotal(filter);
        return { rows, total: count.total, totalEstimated: count.estimated, limit, offset, city };
      }
      const [rows, count] = await Promise.all([
        repo.listProducts(this.handle, filter),
        this.listTotal(filter),
      ]);
      return { rows, total: count.total, totalEstimated: count.estimated, limit, offset, city };
    });
  }

  /** A list's parents in pos order, as far as its last page can reach. */
  private listOrder(filter: repo.ListFilter): Promise<number[]> {
    const { limit: _limit, offset: _offset, monthlyOptions: _options, ...list } = filter;
    return this.orders.getOrLoad(JSON.stringify(list), () =>
      repo.listParentOrder(this.handle, filter, LIST_ORDER_MAX),
    );
  }

  /** The list's total: every page and sort of one list shares it. */
  private listTotal(filter: repo.ListFilter): Promise<repo.ListTotal> {
    const {
      limit: _limit,
      offset: _offset,
      sort: _sort,
      monthlyOptions: _options,
      ...list
    } = filter;
    return this.totals.getOrLoad(JSON.stringify(list), () =>
      repo.countProducts(this.handle, filter),
    );
  }

  async productFilters(
    cityId: string | null | undefined,
    categoryId: string | null | undefined,
    locale: Locale = 'en',
  ) {
    const city = await this.resolveCity(cityId);
    const category = categoryId ? await this.category(categoryId, locale) : undefined;
    return this.sharedLoad(`colours:${locale}:${city.id}:${category?.id ?? ''}`, () =>
      repo.productColours(this.handle, city.id, category?.id, locale),
    );
  }

  async productDetails(
    cityId: string | null | undefined,
    slug: string,
    values: readonly string[] | null | undefined,
    locale: Locale = 'en',
  ): Promise<ProductDetailsResult> {
    const city = await this.resolveCity(cityId);
    const cleanSlug = slug.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,120}$/.test(cleanSlug)) {
      throw new DomainError(
        'NOT_FOUND',
        tr(m.errors_catalog_no_product, { slug: slug.slice(0, 60) }),
        {
          details: { field: 'slug' },
        },
      );
    }
    const valueIds = checkList(values, 'values').map((value) => parseId(value, 'values'));
    const key = `${locale}:${city.id}:${cleanSlug}:${valueIds.join(',')}`;
    const result = await this.details.getOrLoad(key, async () => {
      const parent = await repo.findParentBySlug(this.handle, cleanSlug, locale);
      if (!parent || !parent.visible) return null;
      const variants = (await repo.listVariants(this.handle, parent.id, city.id, locale)).filter(
        (variant) => variant.visible,
      );
      if (variants.length === 0) return null;
      const sellable = (variant: Variant) =>
        variant.availability !== null &&
        variant.availability.visible &&
        variant.retailPriceCents > 0 &&
        variant.images.length > 0;
      const matches = (variant: Variant) =>
        valueIds.every((valueId) => variant.valueIds.includes(valueId));
      const variant =
        variants.find((candidate) => matches(candidate) && sellable(candidate)) ??
        variants.find(matches) ??
        variants.find(sellable) ??
        variants[0];
      if (!variant) return null;
      return { parent, variant, variants, city, availableInCity: variants.some(sellable) };
    });
    if (!result) {
      throw new DomainError('NOT_FOUND', tr(m.errors_catalog_no_product, { slug: cleanSlug }), {
        details: { field: 'slug' },
      });
    }
    return result;
  }

  async suggestions(
    productIds: readonly string[],
    cityId: string | null | undefined,
    limit: number | null | undefined,
    locale: Locale = 'en',
  ) {
    const city = await this.resolveCity(cityId);
    const count = limit ?? SUGGESTIONS_LIMIT;
    if (!Number.isInteger(count) || count < 1 || count > MAX_SUGGESTIONS) {
      throw badInput(tr(m.errors_catalog_limit_range, { max: MAX_SUGGESTIONS }), 'limit');
    }
    if (productIds.length > MAX_FILTER_VALUES) {
      throw badInput(
        tr(m.errors_catalog_suggestions_max, { max: MAX_FILTER_VALUES }),
        'productIds',
      );
    }
    const ids = productIds.map((id) => parseId(id, 'productIds'));
    if (ids.length === 0) return [];
    return this.sharedLoad(`suggest:${locale}:${city.id}:${count}:${ids.join(',')}`, () =>
      repo.listSuggestions(this.handle, ids, city.id, count, locale),
    );
  }

  async featured(cityId: string | null | undefined, condition: string, locale: Locale = 'en') {
    const city = await this.resolveCity(cityId);
    return this.sharedLoad(`featured:${locale}:${city.id}:${condition}`, () =>
      repo.listFeatured(this.handle, city.id, condition, LISTED_MONTHLY_PURCHASE_OPTIONS, locale),
    );
  }

  async socialImages(locale: Locale = 'en') {
    return this.sharedLoad(`social:${locale}`, () => repo.listSocialImages(this.handle, locale));
  }

  private async sharedLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.shared.getOrLoad(key, load)) as T;
  }
}

function sortOf(orderBy: ProductListArgs['orderBy']): repo.ListFilter['sort'] {
  const entries = Object.entries(orderBy ?? { pos: 'asc' }).filter(
    (entry): entry is [SortKey, string] => typeof entry[1] === 'string',
  );
  if (entries.length > 1) throw badInput(tr(m.errors_catalog_one_sort), 'orderBy');
  const [key, direction] = entries[0] ?? ['pos', 'asc'];
  return { key, direction: direction === 'desc' ? 'desc' : 'asc' };
}
