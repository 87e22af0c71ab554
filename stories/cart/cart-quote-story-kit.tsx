import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { cartQuoteMachine } from '../../machines/cart-quote.machine';
import type { PriceCartInput, PriceCartOutput } from '../../machines/cart-quote.machine';
import type { PricedCart } from '../../src/api/cart-queries';
import { CartScreen } from '../../src/features/cart/cart-page';
import { CartQuoteActor } from '../../src/features/cart/cart-quote-actor';
import { clearBothCarts, replaceCart } from '../../src/lib/cart-store';
import type { NewCartLine } from '../../src/lib/cart-store';
import { setCityId } from '../../src/lib/city-store';
import { storyQueryClient } from '../catalog/catalog-story-providers';
import { pricedLine, quoteTotals } from './priced-line';

export const STORY_CITY_ID = '6';

export const storyCartLines: NewCartLine[] = [
  {
    productId: '101',
    quantity: 1,
    purchaseOption: 'monthlyv3',
    termLength: 36,
    options: [],
    name: 'Bedford Apartment Sofa',
    slug: 'bedford-apartment-sofa',
    image: null,
  },
  {
    productId: '102',
    quantity: 2,
    purchaseOption: 'ownv3',
    termLength: null,
    options: [],
    name: 'Harbourfront Side Table',
    slug: 'harbourfront-side-table',
    image: null,
  },
];

const storyLines = () => [
  pricedLine({
    productId: '101',
    name: 'Bedford Apartment Sofa',
    slug: 'bedford-apartment-sofa',
    purchaseOption: 'monthlyv3',
    termLength: 36,
    price: 104.55,
    purchasePrice: 3049,
  }),
  pricedLine({
    productId: '102',
    name: 'Harbourfront Side Table',
    slug: 'harbourfront-side-table',
    purchaseOption: 'ownv3',
    quantity: 2,
    price: 249,
  }),
];

/**
 * A server quote for {@link storyCartLines} in Toronto (dollars, as the API answers): the sofa's
 * first instalment and the tables today, then the instalment each month. `total` replaces
 * today's charge (tests tell quotes apart by it).
 */
export function storyQuote(total?: number): PricedCart {
  const products = storyLines();
  const totals = quoteTotals(products, { delivery: 130 });
  return {
    ...totals,
    ...(total === undefined ? {} : { total, amountDue: total }),
    products,
    errors: [],
    finalSale: false,
    estimatedDeliveryDate: '2026-12-03',
    maxEstimatedDeliveryDate: '2026-12-08',
  };
}

/** One sofa twice: bought outright, and two on 36-month financing (two cart lines). */
export const twoLinesOfOneProduct: NewCartLine[] = [
  { ...storyCartLines[0]!, purchaseOption: 'ownv3', termLength: null, quantity: 1 },
  { ...storyCartLines[0]!, purchaseOption: 'monthlyv3', termLength: 36, quantity: 2 },
];

/** The server's quote for {@link twoLinesOfOneProduct}: each line priced on its own. */
export function twoLinesQuote(): PricedCart {
  const sofa = { productId: '101', name: 'Bedford Apartment Sofa', slug: 'bedford-apartment-sofa' };
  const products = [
    pricedLine({ ...sofa, purchaseOption: 'ownv3', price: 1299 }),
    pricedLine({ ...sofa, purchaseOption: 'monthlyv3', termLength: 36, quantity: 2, price: 249 }),
  ];
  return { ...storyQuote(), ...quoteTotals(products, { delivery: 130 }), products };
}

/**
 * A mixed cart: a subscription with PivotCare, a financed sofa, a bought side table; and the
 * server's quote for it.
 */
export const mixedCartLines: NewCartLine[] = [
  {
    productId: '103',
    quantity: 1,
    purchaseOption: 'subscribe',
    termLength: null,
    pivotCare: true,
    options: [],
    name: 'Muskoka Lounge Chair',
    slug: 'muskoka-lounge-chair',
    image: null,
  },
  storyCartLines[0]!,
  { ...storyCartLines[1]!, quantity: 1 },
];

export function mixedCartQuote(): PricedCart {
  const products = [
    pricedLine({
      productId: '103',
      name: 'Muskoka Lounge Chair',
      slug: 'muskoka-lounge-chair',
      purchaseOption: 'subscribe',
      price: 15.65,
      purchasePrice: 299,
      pivotCare: true,
    }),
    storyLines()[0]!,
    pricedLine({
      productId: '102',
      name: 'Harbourfront Side Table',
      slug: 'harbourfront-side-table',
      purchaseOption: 'ownv3',
      price: 249,
    }),
  ];
  return { ...storyQuote(), ...quoteTotals(products, { delivery: 130 }), products };
}

/** The cart-quote machine answering `quote` at once. */
export function fixedQuoteLogic(quote: () => PricedCart) {
  return cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) => ({
        quote: quote(),
        version: input.version,
      })),
    },
    actions: { reportError: () => undefined },
  });
}

/** The cart-quote machine answering {@link twoLinesQuote} at once. */
export function twoLinesQuoteLogic() {
  return fixedQuoteLogic(twoLinesQuote);
}

/** How the fake priceCart actor answers. */
export type FakePricing =
  /** Answers at once with {@link storyQuote}. */
  | { kind: 'quote'; total?: number }
  /** Never answers: the screen stays in "Updating prices". */
  | { kind: 'pending' }
  /** Fails `failures` times, then answers. */
  | { kind: 'fail'; failures?: number };

/**
 * The cart-quote machine with a fake priceCart actor (no backend) and, optionally, a debounce
 * so long the screen stays in its debouncing state.
 */
export function fakeCartQuoteLogic(pricing: FakePricing, options: { debounceMs?: number } = {}) {
  let failuresLeft = pricing.kind === 'fail' ? (pricing.failures ?? 1) : 0;
  let calls = 0;
  const logic = cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) => {
        calls += 1;
        if (pricing.kind === 'pending') return new Promise<PriceCartOutput>(() => undefined);
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw new Error('network down');
        }
        const total = pricing.kind === 'quote' ? pricing.total : undefined;
        return { quote: storyQuote(total), version: input.version };
      }),
    },
    actions: { reportError: () => undefined },
    ...(options.debounceMs === undefined ? {} : { delays: { debounce: options.debounceMs } }),
  });
  return Object.assign(logic, { calls: () => calls });
}

/** The cart-quote machine with some of its actors, actions or delays provided. */
export type CartQuoteLogic = ReturnType<typeof cartQuoteMachine.provide>;

/** Puts the story's cart and city in the browser's storage (as a shopper's earlier visit would). */
export function seedCart(lines: readonly NewCartLine[] = storyCartLines, cityId = STORY_CITY_ID) {
  clearBothCarts();
  if (lines.length > 0) replaceCart(lines);
  setCityId(cityId);
}

/**
 * The cart screen under a quote actor made from the given logic (as the app's cart page provides
 * its own), inside a query client and a memory router.
 */
export function CartScreenFrame({
  logic,
  children = <CartScreen />,
}: {
  logic: CartQuoteLogic;
  children?: ReactNode;
}) {
  const [client] = useState(() => storyQueryClient());
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({
        component: () => (
          <CartQuoteActor.Provider logic={logic}>{children}</CartQuoteActor.Provider>
        ),
      }),
      history: createMemoryHistory({ initialEntries: ['/cart'] }),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
