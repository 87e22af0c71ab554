import { describe, expect, it } from 'vitest';
import { DomainError } from '../../server/shared/errors';
import type {
  CartLineInput,
  CityFacts,
  DepotAvailability,
  PriceCartInput,
  PricedCart,
  PriceFact,
  ProductFacts,
  ReturnLineFacts,
} from '../../server/modules/cart/price-cart';
import {
  MAX_LINE_QUANTITY,
  priceCart,
  subscriptionPayments,
} from '../../server/modules/cart/price-cart';
import { PURCHASE_OPTIONS, offersPivotCare } from '../../server/shared/purchase-options';

// ---------------------------------------------------------------- fixtures

function city(id: string, name: string, province: string, timezone: string): CityFacts {
  return { id, name, province, deliveryFeeCents: 7900, defaultDeliveryDays: 3, timezone };
}
const TORONTO = city('toronto', 'Toronto', 'ON', 'America/Toronto');
const MONTREAL = city('montreal', 'Montreal', 'QC', 'America/Toronto');
const VANCOUVER = city('vancouver', 'Vancouver', 'BC', 'America/Vancouver');
const HALIFAX = city('halifax', 'Halifax', 'NS', 'America/Halifax');

function stock(available: number, stockFrom: string | null = null): DepotAvailability {
  return { available, low: 3, high: 7, unit: 'days', stockFrom };
}

/** The catalogue's rows for a price (server/db/seed/catalogue.ts priceRows, rounded alike). */
function pricesFor(effective: number): PriceFact[] {
  const monthly = (rate: number) => Math.round(effective * rate);
  return [
    { purchaseOption: 'subscribe', termLength: 12, priceCents: monthly(0.055) },
    { purchaseOption: 'subscribev2', termLength: 6, priceCents: monthly(0.065) },
    { purchaseOption: 'rentv2', termLength: 3, priceCents: monthly(0.09) },
    { purchaseOption: 'monthlyv3', termLength: 12, priceCents: Math.round(effective / 12) },
    { purchaseOption: 'monthlyv3', termLength: 24, priceCents: monthly(0.0443) },
    { purchaseOption: 'monthlyv3', termLength: 36, priceCents: monthly(0.0323) },
    { purchaseOption: 'own', termLength: null, priceCents: effective },
    { purchaseOption: 'ownv2', termLength: null, priceCents: effective },
    { purchaseOption: 'ownv3', termLength: null, priceCents: effective },
  ];
}

function product(id: string, overrides: Partial<ProductFacts> = {}): ProductFacts {
  const base = {
    productId: id,
    parentProductId: `parent-${id}`,
    name: id,
    slug: id,
    image: `https://images.example.ca/${id}.jpg`,
    condition: 'BETTER_THAN_NEW',
    finalSale: false,
    visible: true,
    retailPriceCents: 100_000,
    salePriceCents: null,
    assemblyFeeCents: null,
    availability: stock(10),
    ...overrides,
  };
  return {
    prices: pricesFor(base.salePriceCents ?? base.retailPriceCents),
    ...base,
  };
}

/** $1,899.00 sofa at 85% off ($284.85), assembly $49.00. */
const SOFA = product('sofa', {
  name: 'Hugo Sofa',
  retailPriceCents: 189_900,
  salePriceCents: 28_485,
  assemblyFeeCents: 4900,
});
/** $199.00 side table, no sale, no assembly. */
const SIDE_TABLE = product('side-table', { name: 'Oak Side Table', retailPriceCents: 19_900 });
/** $349.00 lamp at $52.35, final sale, assembly $15.00, two left. */
const LAMP = product('lamp', {
  name: 'Arc Lamp',
  retailPriceCents: 34_900,
  salePriceCents: 5235,
  assemblyFeeCents: 1500,
  finalSale: true,
  availability: stock(2),
  prices: [
    { purchaseOption: 'finalsaleownv3', termLength: null, priceCents: 5235 },
    { purchaseOption: 'finalsalemonthlyv3', termLength: 12, priceCents: 436 },
    { purchaseOption: 'own', termLength: null, priceCents: 5235 },
    { purchaseOption: 'ownv3', termLength: null, priceCents: 5235 },
  ],
});

function catalogue(...items: ProductFacts[]): Map<string, ProductFacts> {
  return new Map(items.map((p) => [p.productId, p]));
}

function line(productId: string, quantity = 1, purchaseOption = 'ownv3'): CartLineInput {
  return { productId, quantity, purchaseOption };
}

function quote(overrides: Partial<PriceCartInput> = {}): PricedCart {
  return priceCart({
    lines: [],
    products: catalogue(SOFA, SIDE_TABLE, LAMP),
    city: TORONTO,
    includeAssembly: false,
    today: '2025-06-02',
    ...overrides,
  });
}

function expectBadInput(run: () => unknown, field: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('BAD_USER_INPUT');
    expect((error as DomainError).details).toEqual({ field });
    return;
  }
  throw new Error('expected a DomainError');
}

// ---------------------------------------------------------------- tests

describe('priceCart in the liquidation sale: worked example (docs/pricing.md, example 1)', () => {
  const cart = quote({
    mode: 'liquidation',
    lines: [{ ...line('sofa', 1, 'monthlyv3'), termLength: 12 }, line('side-table', 2, 'own')],
    includeAssembly: true,
    balanceCents: 10_000,
  });

  it('prices the lines as ownv3 at 85% off the retail price, rounded half up per unit', () => {
    expect(
      cart.products.map((p) => [p.productId, p.priceCents, p.quantity, p.lineTotalCents]),
    ).toEqual([
      // $1,899.00 → $284.85; $199.00 → $29.85.
      ['sofa', 28_485, 1, 28_485],
      ['side-table', 2985, 2, 5970],
    ]);
  });

  it('charges no delivery and no assembly (pickup only), then HST 13%', () => {
    expect(cart).toMatchObject({
      productsSubtotalCents: 34_455,
      deliveryFeeCents: 0,
      deliveryTotalCents: 0,
      assemblyPriceCents: 0,
      assemblyTotalCents: 0,
      assemblyApplied: false,
      assemblyNotOffered: [],
      deliveryAssemblyTotalCents: 0,
      taxableSubtotalCents: 34_455,
      taxes: [{ code: 'HST', name: 'HST 13%', amountCents: 4479 }],
      totalTaxCents: 4479,
      totalCents: 38_934,
      balanceUsedCents: 10_000,
      amountDueCents: 28_934,
      errors: [],
      finalSale: false,
    });
    expect(cart.products.every((p) => p.assemblyFeeCents === null)).toBe(true);
  });

  it('has no delivery window: the earliest pickup day is tomorrow', () => {
    expect(cart.estimatedDeliveryDate).toBe('2025-06-03');
    expect(cart.maxEstimatedDeliveryDate).toBeNull();
  });

  it('rounds each unit half up to the cent before quantity and tax', () => {
    const odd = quote({
      mode: 'liquidation',
      products: catalogue(product('stool', { retailPriceCents: 12_345, salePriceCents: 9000 })),
      lines: [line('stool', 3)],
    });
    // 15% of $123.45 is $18.5175 → $18.52 a unit (an earlier markdown does not stack).
    expect(odd.products[0]).toMatchObject({ priceCents: 1852, lineTotalCents: 5556 });
    expect(odd.taxes).toMatchObject([{ amountCents: 722 }]);
    expect(odd.totalCents).toBe(6278);
  });
});

describe('liquidation: ownv3 pricing whatever the stored option', () => {
  for (const option of PURCHASE_OPTIONS) {
    it(`a line stored as ${option} costs the outright sale price`, () => {
      const cart = quote({
        mode: 'liquidation',
        lines: [{ ...line('sofa', 2, option), termLength: 12, pivotCare: true }],
      });
      const [priced] = cart.products;
      expect(priced).toMatchObject({
        purchaseOption: option,
        pricedPurchaseOption: 'ownv3',
        kind: 'PURCHASE',
        termLength: null,
        pivotCareApplied: false,
        monthlyTotalCents: 0,
        priceCents: 28_485,
        retailPriceCents: 189_900,
        lineTotalCents: 56_970,
      });
      expect(cart.productsSubtotalCents).toBe(56_970);
    });
  }

  it('offers the one way the sale sells it: outright at the sale price', () => {
    const [priced] = quote({
      mode: 'liquidation',
      lines: [line('sofa', 1, 'monthlyv3')],
    }).products;
    expect(priced?.prices).toEqual([
      { purchaseOption: 'ownv3', termLength: null, priceCents: 28_485 },
    ]);
    expect(priced?.priceCents).toBe(28_485);
  });

  it('rejects an unknown purchase option', () => {
    expectBadInput(() => quote({ lines: [line('sofa', 1, 'lease')] }), 'lines[0].purchaseOption');
  });
});

describe('per-product errors', () => {
  const products = catalogue(
    SOFA,
    SIDE_TABLE,
    LAMP,
    product('hidden-chair', { name: 'Hidden Chair', visible: false }),
    product('vancouver-desk', { name: 'Desk', availability: null }),
    product('sold-out-bed', { name: 'Bed', availability: stock(0) }),
    product('free-rug', { name: 'Rug', retailPriceCents: 0 }),
  );
  const cart = quote({
    products,
    lines: [
      line('sofa'),
      line('ghost'),
      line('hidden-chair'),
      line('vancouver-desk'),
      line('sold-out-bed'),
      line('lamp', 3),
      line('free-rug'),
    ],
  });

  it('explains each unsellable product once', () => {
    expect(cart.errors).toEqual([
      {
        productId: 'ghost',
        productName: null,
        reason: 'UNKNOWN_PRODUCT',
        error: 'This item is no longer sold. Please remove it from your cart.',
      },
      {
        productId: 'hidden-chair',
        productName: 'Hidden Chair',
        reason: 'NOT_VISIBLE',
        error: 'This item is no longer available. Please remove it from your cart.',
      },
      {
        productId: 'vancouver-desk',
        productName: 'Desk',
        reason: 'NOT_AT_DEPOT',
        error: 'This item is not available in Toronto.',
      },
      {
        productId: 'sold-out-bed',
        productName: 'Bed',
        reason: 'OUT_OF_STOCK',
        error: 'This item is out of stock.',
        available: 0,
      },
      {
        productId: 'lamp',
        productName: 'Arc Lamp',
        reason: 'NOT_ENOUGH_STOCK',
        error: 'Only 2 available in Toronto. Choose 2 or fewer.',
        available: 2,
      },
      {
        productId: 'free-rug',
        productName: 'Rug',
        reason: 'NOT_FOR_SALE',
        error: 'This item cannot be bought right now. Please remove it from your cart.',
      },
    ]);
  });

  it('prices the rest and leaves the failures out of the totals', () => {
    expect(cart.products.map((p) => p.productId)).toEqual(['sofa']);
    expect(cart.productsSubtotalCents).toBe(28_485);
    expect(cart.taxableSubtotalCents).toBe(28_485 + 7900);
    expect(cart.finalSale).toBe(false);
  });

  it('checks stock against all lines of one product together', () => {
    const split = quote({
      lines: [line('lamp', 1), { ...line('lamp', 2, 'finalsalemonthlyv3'), termLength: 12 }],
    });
    expect(split.errors).toEqual([
      expect.objectContaining({
        productId: 'lamp',
        error: 'Only 2 available in Toronto. Choose 2 or fewer.',
        available: 2,
      }),
    ]);
    expect(split.products).toEqual([]);

    const fits = quote({
      lines: [line('lamp', 1), { ...line('lamp', 1, 'finalsalemonthlyv3'), termLength: 12 }],
    });
    expect(fits.errors).toEqual([]);
    expect(fits.products.map((p) => p.purchaseOption)).toEqual(['ownv3', 'finalsalemonthlyv3']);
  });

  it('charges nothing when no line can be sold', () => {
    const empty = quote({ lines: [line('ghost')], includeAssembly: true, balanceCents: 5000 });
    expect(empty).toMatchObject({
      products: [],
      deliveryTotalCents: 0,
      assemblyTotalCents: 0,
      assemblyApplied: false,
      taxableSubtotalCents: 0,
      totalTaxCents: 0,
      totalCents: 0,
      balanceUsedCents: 0,
      amountDueCents: 0,
      estimatedDeliveryDate: null,
      maxEstimatedDeliveryDate: null,
    });
    expect(empty.taxes).toEqual([expect.objectContaining({ name: 'HST 13%', amountCents: 0 })]);
  });
});

describe('quantities', () => {
  it.each([0, -1, MAX_LINE_QUANTITY + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    '%s is refused with BAD_USER_INPUT',
    (quantity) => {
      expectBadInput(
        () => quote({ lines: [line('sofa'), line('side-table', quantity)] }),
        'lines[1].quantity',
      );
    },
  );

  it('refuses a quantity sent as text', () => {
    const lines = [
      { productId: 'sofa', quantity: '2', purchaseOption: 'ownv3' },
    ] as unknown as CartLineInput[];
    expectBadInput(() => quote({ lines }), 'lines[0].quantity');
  });

  it('accepts 1 and 20', () => {
    const roomy = catalogue(product('stool', { retailPriceCents: 1000, availability: stock(50) }));
    expect(quote({ products: roomy, lines: [line('stool', 1)] }).productsSubtotalCents).toBe(1000);
    expect(quote({ products: roomy, lines: [line('stool', 20)] }).productsSubtotalCents).toBe(
      20_000,
    );
  });

  it('refuses a line without a product or with a bad term', () => {
    expectBadInput(() => quote({ lines: [line(' ')] }), 'lines[0].productId');
    expectBadInput(
      () => quote({ lines: [{ ...line('sofa'), termLength: 0 }] }),
      'lines[0].termLength',
    );
  });
});

describe('assembly', () => {
  const lines = [line('sofa', 2), line('lamp', 1), line('side-table', 1)];

  it('quotes its price but charges nothing when not asked for', () => {
    const cart = quote({ lines });
    expect(cart).toMatchObject({
      assemblyPriceCents: 2 * 4900 + 1500,
      assemblyTotalCents: 0,
      assemblyApplied: false,
    });
  });

  it('charges fee × quantity for the lines that offer it', () => {
    const cart = quote({ lines, includeAssembly: true });
    expect(cart.assemblyTotalCents).toBe(11_300);
    expect(cart.assemblyNotOffered).toEqual([
      { productId: 'side-table', productName: 'Oak Side Table' },
    ]);
    expect(cart.products.map((p) => p.assemblyNotOffered)).toEqual([false, false, true]);
    expect(cart.taxableSubtotalCents).toBe(2 * 28_485 + 5235 + 19_900 + 7900 + 11_300);
  });

  it('is not applied when no line offers it', () => {
    const cart = quote({ lines: [line('side-table')], includeAssembly: true });
    expect(cart).toMatchObject({
      assemblyApplied: false,
      assemblyTotalCents: 0,
      assemblyPriceCents: 0,
    });
  });
});

describe('delivery', () => {
  it('is charged once per order, whatever the number of lines', () => {
    expect(quote({ lines: [line('sofa')] }).deliveryTotalCents).toBe(7900);
    expect(
      quote({ lines: [line('sofa', 3), line('side-table', 4), line('lamp')] }).deliveryTotalCents,
    ).toBe(7900);
  });

  it('has no free-delivery threshold', () => {
    const big = catalogue(product('sectional', { retailPriceCents: 900_000 }));
    expect(quote({ products: big, lines: [line('sectional', 5)] }).deliveryTotalCents).toBe(7900);
  });

  it('waits for stock that has not reached the depot', () => {
    const late = catalogue(product('bed', { availability: stock(4, '2025-06-20') }));
    const cart = quote({ products: late, lines: [line('bed')] });
    expect(cart.estimatedDeliveryDate).toBe('2025-06-20');
    expect(cart.maxEstimatedDeliveryDate).toBe('2025-06-24');
  });

  it("reads today in the depot's time zone", () => {
    // 03:30 UTC on June 2 is still June 1 in Toronto.
    const cart = quote({ lines: [line('sofa')], today: new Date('2025-06-02T03:30:00Z') });
    expect(cart.quoteDate).toBe('2025-06-01');
    expect(cart.estimatedDeliveryDate).toBe('2025-06-04');
  });
});

describe('taxes by province', () => {
  const lines = [line('sofa'), line('side-table', 2)];

  it('Quebec: GST 5% and QST 9.975% on the same subtotal (example 2)', () => {
    const cart = quote({ city: MONTREAL, lines });
    expect(cart.taxableSubtotalCents).toBe(76_185);
    expect(cart.taxes.map((t) => [t.name, t.amountCents])).toEqual([
      ['GST 5%', 3809],
      ['QST 9.975%', 7599],
    ]);
    expect(cart.totalCents).toBe(87_593);
  });

  it('British Columbia: GST 5% and PST 7%', () => {
    const cart = quote({ city: VANCOUVER, lines });
    expect(cart.taxes.map((t) => [t.name, t.amountCents])).toEqual([
      ['GST 5%', 3809],
      ['PST 7%', 5333],
    ]);
  });

  it('Nova Scotia: 15% on 2025-03-31, 14% from 2025-04-01 (example 3)', () => {
    const before = quote({ city: HALIFAX, lines: [line('side-table')], today: '2025-03-31' });
    const after = quote({ city: HALIFAX, lines: [line('side-table')], today: '2025-04-01' });
    expect(before.taxes.map((t) => [t.name, t.amountCents])).toEqual([['HST 15%', 4170]]);
    expect(after.taxes.map((t) => [t.name, t.amountCents])).toEqual([['HST 14%', 3892]]);
    expect(before.totalCents).toBe(31_970);
    expect(after.totalCents).toBe(31_692);
  });

  it('refuses a city with an unknown province', () => {
    const nowhere = { ...TORONTO, province: 'XX' };
    expect(() => quote({ city: nowhere, lines })).toThrow(DomainError);
  });
});

describe('final sale, balance and referral credit', () => {
  it('marks the cart final sale when any priced line is', () => {
    expect(quote({ lines: [line('sofa'), line('lamp')] }).finalSale).toBe(true);
    expect(quote({ lines: [line('sofa')] }).finalSale).toBe(false);
  });

  it('uses no more balance than the total', () => {
    const cart = quote({ lines: [line('side-table')], balanceCents: 1_000_000 });
    expect(cart.totalCents).toBe(31_414); // (19,900 + 7,900) × 1.13
    expect(cart.balanceUsedCents).toBe(31_414);
    expect(cart.amountDueCents).toBe(0);
  });

  it('spends referral credit before the account balance, after tax', () => {
    const cart = quote({
      lines: [line('side-table')],
      balanceCents: 50_000,
      referral: { referrerId: 'friend-42', creditCents: 2500 },
    });
    expect(cart).toMatchObject({
      totalTaxCents: 3614,
      totalCents: 31_414,
      referralCreditUsedCents: 2500,
      accountBalanceUsedCents: 28_914,
      balanceUsedCents: 31_414,
      amountDueCents: 0,
      referrerId: 'friend-42',
    });
  });

  it('refuses a negative balance as a data error', () => {
    expect(() => quote({ lines: [line('sofa')], balanceCents: -1 })).toThrow(RangeError);
  });
});

describe('returns', () => {
  const sofaReturn: ReturnLineFacts = {
    id: 'membership-7',
    name: 'Hugo Sofa',
    thumbUrl: null,
    quantity: 1,
    monthlyPriceCents: 8900,
    subscriptionStartDate: '2025-01-15',
    freeReturnAfterMonths: 6,
    earlyReturnFeeMonths: 2,
  };

  it('charges twice the monthly fee before the free-return term, taxed (example 4)', () => {
    const cart = quote({ returns: [sofaReturn] });
    expect(cart.returns).toEqual([
      {
        id: 'membership-7',
        name: 'Hugo Sofa',
        thumbUrl: null,
        quantity: 1,
        subscriptionPriceCents: 8900,
        pricedHandling: { priceCents: 17_800, type: 'EARLY_RETURN_FEE' },
        freeReturnFrom: '2025-07-15',
      },
    ]);
    expect(cart).toMatchObject({
      returnsSubtotalCents: 17_800,
      returnsTaxCents: 2314,
      returnsTotalCents: 20_114,
      deliveryTotalCents: 0,
      totalCents: 20_114,
    });
  });

  it('is free from the end of the term', () => {
    const cart = quote({ returns: [sofaReturn], today: '2025-07-15' });
    expect(cart.returns[0]?.pricedHandling).toEqual({ priceCents: 0, type: 'FREE_RETURN' });
    expect(cart.returnsTotalCents).toBe(0);
  });

  it('adds to a delivery in the same order (a swap)', () => {
    const cart = quote({ lines: [line('side-table')], returns: [sofaReturn] });
    expect(cart.totalCents).toBe(31_414 + 20_114);
  });

  it('refuses a bad return quantity', () => {
    expectBadInput(
      () => quote({ returns: [{ ...sofaReturn, quantity: 0 }] }),
      'returns[0].quantity',
    );
  });
});

describe('options', () => {
  const chair = product('chair', {
    options: [
      {
        id: 'fabric',
        name: 'Fabric',
        selectedValueId: 'grey',
        values: [
          { id: 'grey', name: 'Grey' },
          { id: 'blue', name: 'Blue' },
        ],
      },
    ],
  });

  it("shows the shopper's choice when it is one of the values", () => {
    const cart = quote({
      products: catalogue(chair),
      lines: [{ ...line('chair'), options: [{ optionId: 'fabric', valueId: 'blue' }] }],
    });
    expect(cart.products[0]?.options[0]?.selectedValueId).toBe('blue');
  });

  it("falls back to the product's value otherwise", () => {
    const cart = quote({
      products: catalogue(chair),
      lines: [{ ...line('chair'), options: [{ optionId: 'fabric', valueId: 'plaid' }] }],
    });
    expect(cart.products[0]?.options[0]?.selectedValueId).toBe('grey');
  });
});

describe('property: the parts always add up', () => {
  /** mulberry32: a small seeded generator, so a failure can be replayed. */
  function random(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  it('holds for 1,000 random carts', () => {
    const next = random(20_250_401);
    const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
    const cities = [
      TORONTO,
      MONTREAL,
      VANCOUVER,
      HALIFAX,
      city('regina', 'Regina', 'SK', 'America/Regina'),
    ];
    const days = ['2025-03-31', '2025-04-01', '2025-06-02'];

    for (let run = 0; run < 1000; run += 1) {
      const items = Array.from({ length: int(1, 6) }, (_, i) => {
        const retail = int(1, 500_000);
        return product(`p${i}`, {
          retailPriceCents: retail,
          salePriceCents: next() < 0.5 ? int(1, retail) : null,
          assemblyFeeCents: next() < 0.5 ? int(0, 20_000) : null,
          availability: next() < 0.9 ? stock(int(0, 8)) : null,
          finalSale: next() < 0.2,
        });
      });
      const mode = next() < 0.5 ? 'liquidation' : 'regular';
      const lines = Array.from({ length: int(0, 8) }, (): CartLineInput => {
        const productId = `p${int(0, items.length)}`;
        const facts = items.find((item) => item.productId === productId);
        if (mode === 'liquidation' || !facts) {
          return line(productId, int(1, 5), PURCHASE_OPTIONS[int(0, 8)]);
        }
        // Regular carts ask only for what a product offers, as the product page does.
        const row = facts.prices[int(0, facts.prices.length - 1)]!;
        return {
          productId,
          quantity: int(1, 5),
          purchaseOption: row.purchaseOption,
          termLength: row.termLength,
          pivotCare: offersPivotCare(row.purchaseOption) && next() < 0.5,
        };
      });
      const cityFacts = { ...cities[int(0, cities.length - 1)]!, deliveryFeeCents: int(0, 15_000) };
      const cart = priceCart({
        lines,
        mode,
        products: catalogue(...items),
        city: cityFacts,
        includeAssembly: next() < 0.5,
        today: days[int(0, days.length - 1)]!,
        balanceCents: int(0, 200_000),
        referral: next() < 0.3 ? { referrerId: 'r', creditCents: int(0, 10_000) } : null,
        returns:
          next() < 0.3
            ? [{ ...returnLine(), monthlyPriceCents: int(0, 20_000), quantity: int(1, 3) }]
            : [],
      });
      const context = `run ${run}`;
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

      for (const p of cart.products) {
        const unit = p.kind === 'PURCHASE' ? p.priceCents : p.monthlyCents;
        expect(p.lineTotalCents, context).toBe(unit * p.quantity);
        if (mode === 'liquidation') expect(p.kind, context).toBe('PURCHASE');
        if (p.paymentsDue !== null && p.kind === 'SUBSCRIPTION') {
          // Payments stop a month before the fees reach the retail value.
          expect(p.priceCents * p.paymentsDue, context).toBeLessThan(
            Math.max(p.purchasePriceCents, p.priceCents + 1),
          );
          expect(p.priceCents * (p.paymentsDue + 2), context).toBeGreaterThanOrEqual(
            p.purchasePriceCents,
          );
        }
      }
      expect(cart.productsSubtotalCents, context).toBe(
        sum(cart.products.map((p) => p.lineTotalCents)),
      );
      expect(cart.productsSubtotalCents, context).toBe(
        cart.ownPurchaseCents + cart.subscriptionSubtotalCents,
      );
      expect(cart.monthly.subtotalCents, context).toBe(
        cart.monthlySubscription.subtotalCents + cart.monthlyFinancing.subtotalCents,
      );
      expect(cart.monthly.subtotalCents, context).toBe(
        sum(cart.products.map((p) => p.monthlyTotalCents)),
      );
      expect(cart.taxableSubtotalCents, context).toBe(
        cart.productsSubtotalCents + cart.deliveryTotalCents + cart.assemblyTotalCents,
      );
      expect(cart.totalTaxCents, context).toBe(sum(cart.taxes.map((t) => t.amountCents)));
      expect(cart.returnsTotalCents, context).toBe(
        cart.returnsSubtotalCents + cart.returnsTaxCents,
      );
      expect(cart.totalCents, context).toBe(
        cart.taxableSubtotalCents + cart.totalTaxCents + cart.returnsTotalCents,
      );
      expect(cart.balanceUsedCents + cart.amountDueCents, context).toBe(cart.totalCents);
      expect(cart.balanceUsedCents, context).toBeLessThanOrEqual(cart.totalCents);
      expect(cart.amountDueCents, context).toBeGreaterThanOrEqual(0);
      for (const tax of cart.taxes) {
        const d = BigInt(tax.rate.denominator);
        const error =
          2n *
          (BigInt(tax.amountCents) * d -
            BigInt(cart.taxableSubtotalCents) * BigInt(tax.rate.numerator));
        expect(error > -d && error <= d, `${context} ${tax.name}`).toBe(true);
      }
      // Every product asked for is either priced or explained, never both.
      const priced = new Set(cart.products.map((p) => p.productId));
      const failed = new Set(cart.errors.map((e) => e.productId));
      for (const l of lines) {
        expect(priced.has(l.productId) !== failed.has(l.productId), context).toBe(true);
      }
      expect(cart.deliveryTotalCents, context).toBe(
        cart.products.length > 0 && mode === 'regular' ? cityFacts.deliveryFeeCents : 0,
      );
      if (mode === 'liquidation') {
        expect(cart.assemblyTotalCents, context).toBe(0);
        for (const p of cart.products) {
          expect(p.priceCents, context).toBe(Math.floor((p.retailPriceCents * 15 + 50) / 100));
        }
      }
    }
  });

  function returnLine(): ReturnLineFacts {
    return {
      id: 'm1',
      name: 'Chair',
      thumbUrl: null,
      quantity: 1,
      monthlyPriceCents: 0,
      subscriptionStartDate: '2025-01-31',
      freeReturnAfterMonths: 4,
      earlyReturnFeeMonths: 2,
    };
  }
});

describe('regular mode: each line priced by its own option (docs/pricing.md, example 6)', () => {
  // Sofa $284.85 (sale): subscribe $15.67/mo; Side table $199.00: monthlyv3 24 months $8.82/mo;
  // Lamp $52.35 bought outright.
  const cart = quote({
    city: MONTREAL,
    lines: [
      { ...line('sofa', 1, 'subscribe'), termLength: 12, pivotCare: true },
      { ...line('side-table', 1, 'monthlyv3'), termLength: 24 },
      line('lamp', 1, 'ownv3'),
    ],
  });
  const [sofa, table, lamp] = cart.products;

  it('prices a subscription by its fee, with PivotCare at 20% of it', () => {
    expect(sofa).toMatchObject({
      kind: 'SUBSCRIPTION',
      pricedPurchaseOption: 'subscribe',
      priceCents: 1567,
      pivotCareCents: 313,
      pivotCareApplied: true,
      monthlyCents: 1880,
      lineTotalCents: 1880,
      monthlyTotalCents: 1880,
      // ceil(28 485 / 1 567) = 19: the 19th fee would reach the retail value, so 18 are paid.
      paymentsDue: 18,
      totalCostCents: 1567 * 18,
    });
  });

  it('prices financing by its instalment and discloses the term and total cost', () => {
    expect(table).toMatchObject({
      kind: 'FINANCING',
      termLength: 24,
      priceCents: 882,
      pivotCareCents: null,
      lineTotalCents: 882,
      paymentsDue: 24,
      totalCostCents: 882 * 24,
    });
  });

  it('charges a purchase once', () => {
    expect(lamp).toMatchObject({ kind: 'PURCHASE', lineTotalCents: 5235, monthlyTotalCents: 0 });
  });

  it("charges today the purchase and each monthly line's first month, with delivery and Quebec taxes", () => {
    expect(cart).toMatchObject({
      ownPurchaseCents: 5235,
      subscriptionSubtotalCents: 1880 + 882,
      productsSubtotalCents: 5235 + 1880 + 882,
      deliveryTotalCents: 7900,
      taxableSubtotalCents: 15_897,
      taxes: [
        { code: 'GST', amountCents: 795 },
        { code: 'QST', amountCents: 1586 },
      ],
      totalCents: 15_897 + 795 + 1586,
      amountDueCents: 18_278,
    });
  });

  it('shows the monthly bill that follows, by section, taxed at the rates of today', () => {
    expect(cart.monthlySubscription).toMatchObject({ subtotalCents: 1880, totalTaxCents: 282 });
    expect(cart.monthlyFinancing).toMatchObject({ subtotalCents: 882, totalTaxCents: 132 });
    expect(cart.monthly).toMatchObject({ subtotalCents: 2762, totalCents: 2762 + 138 + 276 });
  });

  it('taxes the same cart in Ontario at HST 13%', () => {
    const ontario = quote({
      lines: [
        { ...line('sofa', 1, 'subscribe'), termLength: 12, pivotCare: true },
        { ...line('side-table', 1, 'monthlyv3'), termLength: 24 },
        line('lamp', 1, 'ownv3'),
      ],
    });
    expect(ontario.taxes).toMatchObject([{ code: 'HST', amountCents: 2067 }]);
    expect(ontario.amountDueCents).toBe(15_897 + 2067);
  });

  it('bills a rental monthly and never makes it owned', () => {
    const [rent] = quote({
      lines: [{ ...line('sofa', 2, 'rentv2'), termLength: 3, pivotCare: false }],
    }).products;
    expect(rent).toMatchObject({
      kind: 'RENT',
      priceCents: 2564,
      lineTotalCents: 5128,
      monthlyTotalCents: 5128,
      paymentsDue: null,
      totalCostCents: null,
    });
  });
});

describe('the subscription stops a month before its fees reach the retail value', () => {
  it.each([
    [1000, 10_000, 9], // the 10th fee would reach $100.00
    [1001, 10_000, 9], // 10 fees pass it: the 10th would be the one that reaches it
    [999, 10_000, 10], // 11 fees to pass it
    [10_000, 10_000, 1],
    [20_000, 10_000, 1],
  ])('fee %i, retail %i: %i payments', (fee, retail, payments) => {
    expect(subscriptionPayments(fee, retail)).toBe(payments);
  });
});

describe('bad lines are refused per line, never charged', () => {
  const products = catalogue(SOFA, SIDE_TABLE, LAMP);
  function refused(lines: CartLineInput[], field: string, message: RegExp): void {
    try {
      priceCart({ lines, products, city: TORONTO, includeAssembly: false, today: '2025-06-02' });
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe('BAD_USER_INPUT');
      expect((error as DomainError).details).toMatchObject({ field });
      expect((error as DomainError).message).toMatch(message);
      return;
    }
    throw new Error('expected a DomainError');
  }

  it('a purchase option the product does not offer', () => {
    refused(
      [line('side-table'), line('lamp', 1, 'subscribe')],
      'lines[1].purchaseOption',
      /Arc Lamp is not offered as a subscription/,
    );
  });

  it('a term the product does not have', () => {
    refused(
      [{ ...line('sofa', 1, 'monthlyv3'), termLength: 48 }],
      'lines[0].termLength',
      /not offered over 48 months. Choose 12, 24, 36 months/,
    );
  });

  it('no term where the product offers several', () => {
    refused([line('sofa', 1, 'monthlyv3')], 'lines[0].termLength', /Choose a term/);
  });

  it('a term on a purchase', () => {
    refused(
      [{ ...line('sofa', 1, 'ownv3'), termLength: 12 }],
      'lines[0].termLength',
      /bought outright has no term/,
    );
  });

  it('PivotCare on an owned line, or a financed one', () => {
    refused([{ ...line('sofa', 1, 'ownv3'), pivotCare: true }], 'lines[0].pivotCare', /PivotCare/);
    refused(
      [{ ...line('sofa', 1, 'monthlyv3'), termLength: 12, pivotCare: true }],
      'lines[0].pivotCare',
      /PivotCare/,
    );
  });

  it('a negative or fractional quantity', () => {
    refused([line('sofa', -1)], 'lines[0].quantity', /quantity/);
    refused([line('sofa', 1.5)], 'lines[0].quantity', /quantity/);
  });
});
