/**
 * The final liquidation sale (spec section 1, LIQUIDATION_FLAG `liquidation-sale`), written once:
 * every piece is 85% off its retail price, bought outright, and picked up at the warehouse.
 * The catalogue answers, the cart quote, the order, the receipt and the mail all take their
 * price from here (docs/decisions/157-liquidation-sale-price-and-pickup.md).
 */
import { multiplyHalfUp } from './money';
import type { Rational } from './money';

/** How the cart is priced: the regular prices, or the liquidation sale's. */
export type PricingMode = 'regular' | 'liquidation';

/** How much is taken off the retail price during the sale. */
export const LIQUIDATION_DISCOUNT_PERCENT = 85;

/** What the shopper pays of the retail price: the 15% left. */
export const LIQUIDATION_PRICE_RATE: Rational = {
  numerator: 100 - LIQUIDATION_DISCOUNT_PERCENT,
  denominator: 100,
};

/**
 * The sale price of one unit: 15% of its retail price, rounded half up to the cent, per unit
 * (quantity and tax apply to the rounded unit price). An earlier markdown (the product's own
 * sale price) does not stack: the sale is 85% off the retail price the shopper sees struck.
 */
export function liquidationPriceCents(retailPriceCents: number): number {
  return multiplyHalfUp(retailPriceCents, LIQUIDATION_PRICE_RATE);
}

/** The price a piece sells at: the liquidation price in the sale, else its own sale or retail price. */
export function sellingPriceCents(
  prices: { readonly retailPriceCents: number; readonly salePriceCents: number | null },
  liquidation: boolean,
): number {
  return liquidation
    ? liquidationPriceCents(prices.retailPriceCents)
    : (prices.salePriceCents ?? prices.retailPriceCents);
}

/** The warehouse the sale's orders are picked up at: the default depot's, as its city record gives it. */
export interface PickupWarehouse {
  readonly name: string;
  /** One line: street, city, province, postal code. */
  readonly address: string;
  /** 'Every day, 9 am to 9 pm'. */
  readonly hours: string;
}

/** The warehouse every sale order is picked up at (the sale policy page names it). */
export const PICKUP_WAREHOUSE = {
  name: 'Pivot warehouse',
  address: '6200 Tomken Road, Mississauga, ON L5T 1X7',
  /** Pickup hours, local (America/Toronto), [openHour, closeHour). */
  openHour: 10,
  closeHour: 17,
  hours: 'Every day, 10 am to 5 pm (Toronto time)',
} as const satisfies PickupWarehouse & { openHour: number; closeHour: number };

/** A sale order is picked up within this many days of purchase (the sale policy). */
export const PICKUP_WITHIN_DAYS = 14;

/** Where and when an order is picked up, as the success page, the receipt and the mail say it. */
export function pickupSentence(dayText: string): string {
  return `Pick up at ${PICKUP_WAREHOUSE.name}, ${PICKUP_WAREHOUSE.address}, on ${dayText}, between ${hour(PICKUP_WAREHOUSE.openHour)} and ${hour(PICKUP_WAREHOUSE.closeHour)}.`;
}

function hour(value: number): string {
  if (value === 12) return 'noon';
  return value < 12 ? `${value} am` : `${value - 12} pm`;
}
