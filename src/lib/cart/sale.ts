import { purchaseKindOf } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';
import { m } from '../../i18n/paraglide/messages.js';
import { changed } from './changes';
import { readCart, showCartNotice, writeLines } from './lines';
import type { CartLine } from './lines';
import { clampQuantity, sameLine } from './merge';

/** The liquidation sale's conversion of monthly lines into purchases. */

/** The option every line is bought with in the liquidation sale (the server's LIQUIDATION_PURCHASE_OPTION). */
export const SALE_PURCHASE_OPTION: PurchaseOption = 'ownv3';

/** What the shopper is told when lines from the regular store became sale purchases. */
export function saleConversionNotice(names: readonly string[]): string {
  const list =
    names.length <= 1
      ? (names[0] ?? m.cart_sale_notice_an_item())
      : m.cart_list_and({ first: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
  return names.length === 1
    ? m.cart_sale_notice_one({ name: list })
    : m.cart_sale_notice_other({ names: list });
}

/**
 * Liquidation mode: lines left from the regular store (subscriptions, financing, rentals) become
 * purchases at the sale price (ownv3, no term, no PivotCare), merged with a purchase of the same
 * product; the cart's notice says which. Returns the notice, or null when nothing changed.
 */
export function convertCartForSale(): string | null {
  const before = readCart();
  const monthly = before.filter((line) => purchaseKindOf(line.purchaseOption) !== 'PURCHASE');
  if (monthly.length === 0) return null;
  const lines: CartLine[] = [];
  for (const line of before) {
    const sold: CartLine = {
      ...line,
      purchaseOption: SALE_PURCHASE_OPTION,
      termLength: null,
      pivotCare: false,
    };
    const index = lines.findIndex((existing) => sameLine(existing, sold));
    if (index >= 0) {
      const existing = lines[index]!;
      lines[index] = { ...existing, quantity: clampQuantity(existing.quantity + sold.quantity) };
    } else {
      lines.push(sold);
    }
  }
  const notice = saleConversionNotice([...new Set(monthly.map((line) => line.name))]);
  try {
    writeLines(lines);
  } catch {
    return null;
  }
  showCartNotice(notice);
  changed();
  return notice;
}
