/**
 * The cart as checkout charges it: priced from the database as it is now (never the quote
 * cache), with the customer's account credit spent the way priceCart's rule 9 does.
 */
import type { DatabaseHandle } from '../../db/client';
import type { CheckoutCustomer } from '../../db/repositories/checkout-repository';
import { findCheckoutCustomer } from '../../db/repositories/checkout-repository';
import { CartService, cartProblemText } from '../cart/index';
import type { SalesChannel } from '../cart/index';
import type { City } from '../catalog/index';
import { CatalogService } from '../catalog/index';
import { isUuid } from '../../shared/uuid';
import { depotHours } from '../../shared/delivery-schedule';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import { m } from '../../i18n/paraglide/messages.js';
import type { CartLineInput, PricedCart } from '../cart/index';

export interface FreshPriceArgs {
  cityId: string;
  products: readonly CartLineInput[];
  includeAssembly: boolean;
  /** Default `online` (decision 116). */
  channel?: SalesChannel | undefined;
}

/** The signed-in customer who checks out; NO_AUTH when the account is gone. */
export async function checkoutCustomer(
  handle: DatabaseHandle,
  customerId: string,
): Promise<CheckoutCustomer> {
  const customer = isUuid(customerId) ? await findCheckoutCustomer(handle, customerId) : null;
  if (!customer) {
    throw new DomainError('NO_AUTH', tr(m.errors_account_not_found));
  }
  return customer;
}

/** The cart priced from the database as it is now (no cache), with the customer's credit. */
export async function priceFresh(
  handle: DatabaseHandle,
  now: Date,
  balanceCents: number,
  args: FreshPriceArgs,
): Promise<{ city: City; priced: PricedCart }> {
  const fresh = new CatalogService(handle, { cache: false });
  const city = await fresh.resolveCity(args.cityId);
  const priced = await new CartService(fresh).price({
    cityId: String(city.id),
    products: args.products,
    includeAssembly: args.includeAssembly,
    today: now,
    channel: args.channel ?? 'online',
    // The ledger never lets the balance go below zero; a negative one would draw nothing.
    balanceCents: Math.max(0, balanceCents),
  });
  return { city, priced };
}

/** A quote line that cannot be sold stops the checkout with the quote's own message. */
export function assertSellable(priced: PricedCart): void {
  const [problem] = priced.errors;
  if (!problem) {
    if (priced.products.length === 0) {
      throw new DomainError('BAD_USER_INPUT', tr(m.errors_checkout_cart_empty), {
        details: { field: 'products' },
      });
    }
    return;
  }
  const stock = problem.reason === 'OUT_OF_STOCK' || problem.reason === 'NOT_ENOUGH_STOCK';
  throw new DomainError(
    stock ? 'OUT_OF_STOCK' : 'BAD_USER_INPUT',
    tr(m.errors_checkout_cart_problem, {
      name: problem.productName ?? tr(m.errors_checkout_cart_item),
      problem: cartProblemText(problem),
    }),
    {
      details: {
        field: 'products',
        productId: problem.productId,
        reason: problem.reason,
        errors: priced.errors,
      },
    },
  );
}

export { depotHours };
