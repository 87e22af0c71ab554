/**
 * Analytics events for tag managers (spec section 7: view item, add to cart, begin checkout,
 * purchase, tips). Events are pushed to `window.dataLayer` in the GA4 ecommerce shape a tag manager
 * expects: the previous `ecommerce` object is cleared first, then
 * `{ event, ecommerce: { currency: 'CAD', value, items: [...] } }` is pushed. Nothing is sent
 * anywhere from here; a tag manager container, when one is installed, reads the data layer.
 */
export type AnalyticsEventName =
  | 'view_item'
  | 'add_to_cart'
  | 'begin_checkout'
  | 'purchase'
  /** A crew tip paid after a delivery (decision 132): `transaction_id` is the tip's id. */
  | 'tip';

export interface AnalyticsItem {
  /** The variant id (Product.id). */
  item_id: string;
  item_name: string;
  /** Purchase option and term, e.g. `subscribe 12`, or the chosen colour. */
  item_variant?: string;
  item_category?: string;
  /** Unit price in dollars (CAD), as the shopper saw it. */
  price: number;
  quantity: number;
}

export interface AnalyticsEcommerce {
  currency: 'CAD';
  /** Total value in dollars (CAD). */
  value: number;
  items: AnalyticsItem[];
  /** The order id, for `purchase`. */
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: AnalyticsEcommerce;
}

type DataLayerEntry = AnalyticsEvent | { ecommerce: null } | Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Pushes one GA4 ecommerce event; the events a page pushed can be read back from `window.dataLayer`. */
export function pushAnalyticsEvent(event: AnalyticsEventName, ecommerce: AnalyticsEcommerce): void {
  if (typeof window === 'undefined') return;
  const layer = (window.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push({
    event,
    ecommerce: {
      ...ecommerce,
      value: roundCents(ecommerce.value),
      items: ecommerce.items.map((item) => ({ ...item, price: roundCents(item.price) })),
    },
  });
}

/** The events of one name pushed so far (for tests and the debugging panel). */
export function analyticsEvents(event?: AnalyticsEventName): AnalyticsEvent[] {
  if (typeof window === 'undefined') return [];
  return (window.dataLayer ?? []).filter(
    (entry): entry is AnalyticsEvent =>
      typeof (entry as AnalyticsEvent).event === 'string' &&
      (event === undefined || (entry as AnalyticsEvent).event === event),
  );
}
