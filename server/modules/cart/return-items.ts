/**
 * Return lines of a cart: items the signed-in customer has with us (membership products) that
 * they ask us to pick up. Pricing needs each item's membership facts (./price-cart,
 * ReturnLineFacts); a `ReturnItems` source reads them for the customer.
 */
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { ReturnLineFacts } from './price-cart';

/**
 * What pricing a return needs of one item, without the quantity the cart asks for; `refusal`
 * says why the customer's own item cannot be returned (already returned, bought out, ...).
 */
export type ReturnItemFacts = Omit<ReturnLineFacts, 'quantity'> & {
  refusal?: LocalizedText | null;
};

export interface ReturnLineRequest {
  id: string;
  quantity: number;
}

/** Reads the customer's items by id; ids that are not theirs are left out of the answer. */
export interface ReturnItems {
  find(customerId: string, ids: readonly string[]): Promise<ReadonlyMap<string, ReturnItemFacts>>;
}

/**
 * The source while memberships cannot be read yet (no repository reads membership products,
 * and no policy's free-return term is stored): it knows no item, so a return line is refused
 * with its field instead of being priced as nothing.
 */
export const NO_RETURN_ITEMS: ReturnItems = {
  async find() {
    return new Map();
  },
};

/** The cart's return lines with their facts; a line that is not the customer's is refused. */
export async function returnLineFacts(
  source: ReturnItems,
  customerId: string,
  lines: readonly ReturnLineRequest[],
): Promise<ReturnLineFacts[]> {
  if (lines.length === 0) return [];
  const items = await source.find(customerId, [...new Set(lines.map((line) => line.id))]);
  return lines.map((line, index) => {
    const item = items.get(line.id);
    if (!item) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_cart_return_not_found), {
        details: { field: `returns[${index}].id` },
      });
    }
    if (item.refusal) {
      throw new DomainError(
        'BAD_USER_INPUT',
        tr(m.errors_cart_item_refusal, { name: item.name, refusal: item.refusal }),
        {
          details: { field: `returns[${index}].id` },
        },
      );
    }
    const { refusal: _refusal, ...facts } = item;
    return { ...facts, quantity: line.quantity };
  });
}
