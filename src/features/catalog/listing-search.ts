/**
 * The search params of product lists (category, search and tag pages): page, sort, colours and
 * bestsellers live in the URL, so a filtered page can be shared and the back button works.
 */
import { m } from '../../i18n/paraglide/messages.js';
import type { ProductListArgs } from '../../api/product-queries';
import { PRODUCT_PAGE_SIZE } from '../../api/product-queries';

export const SORT_KEYS = ['price-asc', 'price-desc', 'name'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * Labels of the sort menu; the empty key is the default order (pos ascending). Messages, read
 * when the menu is drawn, so they follow the page's language (decision 178).
 */
export const SORT_LABELS: Record<SortKey | 'featured', () => string> = {
  featured: m.catalog_sort_featured,
  'price-asc': m.catalog_sort_price_asc,
  'price-desc': m.catalog_sort_price_desc,
  name: m.catalog_sort_name,
};

/** The server refuses offsets past 10,000 (about page 556). */
export const MAX_PAGE = Math.floor(10_000 / PRODUCT_PAGE_SIZE) + 1;
const MAX_COLOURS = 30;

export interface ListingSearch {
  /** 1-based; absent means page 1. */
  page?: number;
  /** Absent means the default order, pos ascending. */
  sort?: SortKey;
  colors?: string[];
  bestsellers?: boolean;
}

function pageOf(value: unknown): number | undefined {
  const page = typeof value === 'string' ? Number(value) : value;
  if (typeof page !== 'number' || !Number.isInteger(page) || page <= 1) return undefined;
  return Math.min(page, MAX_PAGE);
}

function coloursOf(value: unknown): string[] | undefined {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const colours: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    // Control characters (a NUL in a hand-edited link) are no colour's name.
    const colour = item
      // eslint-disable-next-line no-control-regex -- exactly what is being removed
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 60);
    if (colour && !colours.includes(colour)) colours.push(colour);
  }
  return colours.length > 0 ? colours.slice(0, MAX_COLOURS) : undefined;
}

/**
 * validateSearch for list pages: anything malformed is dropped rather than refused, so an old
 * or hand-edited link still opens the list.
 */
export function validateListingSearch(search: Record<string, unknown>): ListingSearch {
  // Every key is answered (undefined when unusable): the router keeps a key validateSearch
  // leaves out as the link had it, and a raw value would reach the page's loader.
  return {
    page: pageOf(search.page),
    sort: (SORT_KEYS as readonly unknown[]).includes(search.sort)
      ? (search.sort as SortKey)
      : undefined,
    colors: coloursOf(search.colors),
    bestsellers: search.bestsellers === true || search.bestsellers === 'true' ? true : undefined,
  };
}

export function orderByOf(sort: SortKey | undefined): ProductListArgs['orderBy'] {
  switch (sort) {
    case 'price-asc':
      return { price: 'asc' };
    case 'price-desc':
      return { price: 'desc' };
    case 'name':
      return { name: 'asc' };
    default:
      return { pos: 'asc' };
  }
}

/** The productList arguments for a list page. */
export function listArgsOf(
  search: ListingSearch,
  scope: { categoryId?: string; search?: string; tags?: string[] },
): ProductListArgs {
  return {
    ...(scope.categoryId ? { categoryId: scope.categoryId } : {}),
    ...(scope.search ? { search: scope.search } : {}),
    ...(scope.tags ? { tags: scope.tags } : {}),
    ...(search.colors ? { colors: search.colors } : {}),
    ...(search.bestsellers ? { bestsellers: true } : {}),
    orderBy: orderByOf(search.sort),
    offset: ((search.page ?? 1) - 1) * PRODUCT_PAGE_SIZE,
  };
}

/** The last page the API serves: it answers offsets up to 10,000 (its MAX_OFFSET). */
export const LAST_LIST_PAGE = Math.floor(10_000 / PRODUCT_PAGE_SIZE) + 1;

/** Pages of a list of `total` products, at most the last page the API serves. */
export function pageCountOf(total: number): number {
  return Math.min(LAST_LIST_PAGE, Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE)));
}

/** Turns one colour on or off; the page goes back to 1 because the list changed. */
export function toggleColour(search: ListingSearch, colour: string): ListingSearch {
  const current = search.colors ?? [];
  const colors = current.includes(colour)
    ? current.filter((item) => item !== colour)
    : [...current, colour];
  return withoutEmpty({ ...search, colors, page: undefined });
}

export function withoutFilters(search: ListingSearch): ListingSearch {
  return withoutEmpty({ sort: search.sort });
}

export function hasFilters(search: ListingSearch): boolean {
  return Boolean(search.colors?.length || search.bestsellers);
}

/** Drops empty and default values so URLs stay short: `{ page: 1, colors: [] }` → `{}`. */
export function withoutEmpty(search: ListingSearch): ListingSearch {
  const result: ListingSearch = {};
  if (search.page && search.page > 1) result.page = search.page;
  if (search.sort) result.sort = search.sort;
  if (search.colors && search.colors.length > 0) result.colors = search.colors;
  if (search.bestsellers) result.bestsellers = true;
  return result;
}
