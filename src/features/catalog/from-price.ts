/**
 * The "from" monthly price as every screen shows it (decision 161): the server's one answer
 * (`fromprice` on a card or a variant), never worked out again in the browser.
 */
import { priceDisplay } from '../../lib/money-format';
import type { PriceDisplay } from '../../lib/money-format';
import { choiceKey } from './purchase-choices';

/** The API's from-price of a card or a variant. */
export interface FromPriceAnswer {
  price: number;
  purchaseoption: string;
  termlength?: number | null | undefined;
}

/** The from-price as a price with `/mo`, or null when nothing monthly is offered. */
export function fromPriceDisplay(from: FromPriceAnswer | null | undefined): PriceDisplay | null {
  return from ? priceDisplay({ amount: from.price }, from.purchaseoption) : null;
}

/** The product page's way to pay that the from-price is (its choice key). */
export function fromPriceChoiceKey(from: FromPriceAnswer | null | undefined): string | null {
  return from ? choiceKey(from.purchaseoption, from.termlength) : null;
}
