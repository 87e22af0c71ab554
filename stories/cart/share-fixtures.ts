import { useState } from 'react';
import { fromPromise } from 'xstate';
import { cartQuoteMachine } from '../../machines/cart-quote.machine';
import type { PriceCartInput, PriceCartOutput } from '../../machines/cart-quote.machine';
import type {
  CartLineSnapshot,
  CartPackage,
  PricedCart,
  SharedCart,
} from '../../src/api/cart-queries';
import type { CartLine } from '../../src/lib/cart-store';
import { pricedLine, quoteTotals } from './priced-line';

export const sofaLine: CartLineSnapshot = {
  productId: '9',
  parentProductId: '3',
  quantity: 1,
  purchaseOption: 'monthlyv3',
  termLength: 36,
  options: [{ optionId: '1', valueId: '1' }],
  name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
  slug: 'bedford-apartment-sofa',
  image: null,
  available: true,
};

export const chairLine: CartLineSnapshot = {
  productId: '21',
  parentProductId: '7',
  quantity: 4,
  purchaseOption: 'monthlyv3',
  termLength: 36,
  options: [],
  name: 'Athabasca Side Chair, Black Ash',
  slug: 'athabasca-side-chair',
  image: null,
  available: true,
};

export const goneLine: CartLineSnapshot = {
  ...sofaLine,
  productId: '44',
  name: 'An item we no longer sell',
  slug: '',
  available: false,
};

export const cartLines: CartLine[] = [sofaLine, chairLine].map((line) => ({
  productId: line.productId,
  quantity: line.quantity,
  purchaseOption: line.purchaseOption,
  termLength: line.termLength,
  pivotCare: false,
  options: line.options,
  name: line.name,
  slug: line.slug,
  image: line.image,
  addedAt: '2026-01-15T14:03:00.000Z',
}));

export const sharedCart: SharedCart = {
  id: '4DT7zG52cWGN',
  slug: 'bedford-apartment-sofa-oatmeal-natural-oak-and-1-more',
  cityId: '6',
  createdAt: '2026-01-15T14:03:00.000Z',
  expiresAt: '2026-04-15T14:03:00.000Z',
  lines: [sofaLine, chairLine],
};

export const diningPackage: CartPackage = {
  id: '2',
  slug: 'dining-for-four',
  name: 'Dining for Four',
  description:
    'A round dining table with four matching wood chairs, for weeknight dinners and the friends who stay late.',
  image: null,
  items: [{ ...sofaLine, quantity: 1, name: 'Cortes Round Dining Table, Natural Oak' }, chairLine],
};

function quoted(line: CartLineSnapshot, price: number): PricedCart['products'][number] {
  return pricedLine(
    {
      productId: line.productId,
      name: line.name,
      slug: line.slug,
      purchaseOption: line.purchaseOption,
      termLength: line.termLength ?? null,
      quantity: line.quantity,
      price,
    },
    {
      assemblyPrice: 0,
      availability: { available: 10, low: 3, high: 7, unit: 'DAYS', stockfrom: null },
    },
  );
}

const quotedLines = [quoted(sofaLine, 104.55), quoted(chairLine, 14.5)];

/** Both lines financed over 36 months: today's first month of each, then the same monthly. */
export const quote: PricedCart = {
  ...quoteTotals(quotedLines),
  finalSale: false,
  estimatedDeliveryDate: null,
  maxEstimatedDeliveryDate: null,
  products: quotedLines,
  errors: [],
};

/** The cart-quote machine answering with `answer`, or failing when it is an Error. */
export function quoteLogic(answer: PricedCart | Error = quote) {
  return cartQuoteMachine.provide({
    actors: {
      priceCart: fromPromise<PriceCartOutput, PriceCartInput>(async ({ input }) => {
        if (answer instanceof Error) throw answer;
        return { quote: answer, version: input.version };
      }),
    },
  });
}

/** The story's quote logic, made once per story (machines are not story args: not serialisable). */
export function useStoryQuoteLogic(fails: boolean) {
  const [logic] = useState(() =>
    quoteLogic(fails ? new Error('We could not reach the store.') : quote),
  );
  return logic;
}
