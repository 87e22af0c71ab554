/**
 * Search params of the product page and the image viewer: the chosen option values (ids) and
 * the chosen way to pay, so a configured product can be shared as a link.
 */
import { isPurchaseOption } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';

export interface ProductSearch {
  /** Chosen option value ids, e.g. [1, 19]. */
  values?: number[];
  option?: PurchaseOption;
  /** Months of the chosen monthly option. */
  term?: number;
}

const MAX_VALUES = 10;

function idsOf(value: unknown): number[] | undefined {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : [];
  const ids: number[] = [];
  for (const item of list) {
    const id = typeof item === 'number' ? item : Number(String(item).trim());
    if (Number.isInteger(id) && id > 0 && id < 1e9 && !ids.includes(id)) ids.push(id);
  }
  return ids.length > 0 ? ids.slice(0, MAX_VALUES).sort((a, b) => a - b) : undefined;
}

export function validateProductSearch(search: Record<string, unknown>): ProductSearch {
  const term = typeof search.term === 'string' ? Number(search.term) : search.term;
  // Every key is answered (undefined when unusable): the router keeps a key validateSearch
  // leaves out as the link had it, and a raw value (`?values=abc`) would reach the loader.
  return {
    values: idsOf(search.values),
    option: isPurchaseOption(search.option) ? search.option : undefined,
    term:
      typeof term === 'number' && Number.isInteger(term) && term > 0 && term <= 120
        ? term
        : undefined,
  };
}

/** The values as the API takes them (ID strings). */
export function valueIdsOf(search: ProductSearch): string[] {
  return (search.values ?? []).map(String);
}
