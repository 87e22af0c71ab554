/**
 * The two pricing modes on a real database (docs/pricing.md, decision 096): regular prices each
 * line by its own option with the taxes of the city's province; the liquidation-sale flag prices
 * every line as an ownv3 purchase. Both backends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { CartService } from '../../server/modules/cart/cart-service';
import { CatalogService } from '../../server/modules/catalog/catalog-service';
import { DomainError } from '../../server/shared/errors';
import type { CartLineInput } from '../../server/modules/cart/price-cart';
import { testBackends } from './helpers/backends';
import type { Offer } from './helpers/checkout-fixtures';
import { offerOf, stockProduct } from './helpers/checkout-fixtures';

const backends = await testBackends();

describe.each(backends)('pricing modes on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await dispose();
  });

  async function cityId(name: string): Promise<number> {
    const [row] = await database.query<{ id: number }>('select id from cities where name = $1', [
      name,
    ]);
    return row!.id;
  }

  async function setLiquidation(on: boolean): Promise<void> {
    await database.query(
      `insert into feature_flags (name, "on") values ('liquidation-sale', $1)
       on conflict (name) do update set "on" = excluded."on"`,
      [on],
    );
  }

  /** A subscription with PivotCare, 36-month financing and a purchase, at the city. */
  async function mixedCart(city: number) {
    const sofa = await stockProduct(database, city, 5, 0, { everyWay: true });
    const table = await stockProduct(database, city, 5, 1, { everyWay: true });
    const lamp = await stockProduct(database, city, 5, 2, { everyWay: true });
    const subscription = await offerOf(database, sofa.id, ['subscribe']);
    const financing = (
      await database.query<{ term_length_months: number; price_cents: number }>(
        `select term_length_months, price_cents from product_prices
        where product_id = $1 and purchase_option = 'monthlyv3' and term_length_months = 36`,
        [table.id],
      )
    )[0]!;
    const purchase = await offerOf(database, lamp.id, ['ownv3']);
    const lines: CartLineInput[] = [
      {
        productId: String(sofa.id),
        quantity: 1,
        purchaseOption: 'subscribe',
        termLength: subscription.termLength,
        pivotCare: true,
      },
      { productId: String(table.id), quantity: 2, purchaseOption: 'monthlyv3', termLength: 36 },
      { productId: String(lamp.id), quantity: 1, purchaseOption: 'ownv3' },
    ];
    return { lines, sofa, subscription, financing, purchase, lamp };
  }

  async function price(city: number, lines: readonly CartLineInput[]) {
    const catalog = new CatalogService(database, { cache: false });
    return new CartService(catalog).price({
      cityId: String(city),
      products: lines,
      includeAssembly: false,
      today: '2026-06-15',
    });
  }

  const pivotCare = (offer: Offer) => Math.floor((offer.priceCents * 20 + 50) / 100);

  it('regular: prices each option, taxes QC as GST + QST and ON as HST', async () => {
    await setLiquidation(false);
    for (const [name, expectedTaxes] of [
      ['Montreal', ['GST 5%', 'QST 9.975%']],
      ['Toronto', ['HST 13%']],
    ] as const) {
      const city = await cityId(name);
      const { lines, subscription, financing, purchase } = await mixedCart(city);
      const cart = await price(city, lines);
      expect(cart.mode).toBe('regular');
      expect(cart.errors).toEqual([]);
      const [sub, fin, own] = cart.products;
      const subMonthly = subscription.priceCents + pivotCare(subscription);
      expect(sub).toMatchObject({ kind: 'SUBSCRIPTION', pivotCareApplied: true });
      expect(sub!.lineTotalCents).toBe(subMonthly);
      expect(fin).toMatchObject({
        kind: 'FINANCING',
        termLength: 36,
        priceCents: financing.price_cents,
        lineTotalCents: 2 * financing.price_cents,
        paymentsDue: 36,
        totalCostCents: 2 * 36 * financing.price_cents,
      });
      expect(own).toMatchObject({ kind: 'PURCHASE', lineTotalCents: purchase.priceCents });
      expect(cart.ownPurchaseCents).toBe(purchase.priceCents);
      expect(cart.subscriptionSubtotalCents).toBe(subMonthly + 2 * financing.price_cents);
      expect(cart.taxes.map((tax) => tax.name)).toEqual(expectedTaxes);
      expect(cart.monthly.subtotalCents).toBe(subMonthly + 2 * financing.price_cents);
      expect(cart.monthly.taxes.map((tax) => tax.name)).toEqual(expectedTaxes);
      expect(cart.amountDueCents).toBe(cart.taxableSubtotalCents + cart.totalTaxCents);
    }
  });

  it('regular: a line the product does not offer is a BAD_USER_INPUT naming it', async () => {
    await setLiquidation(false);
    const city = await cityId('Toronto');
    const { lines, sofa } = await mixedCart(city);
    const bad = [{ ...lines[0]!, termLength: 48 }];
    const error = await price(city, bad).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'BAD_USER_INPUT',
      details: { field: 'lines[0].termLength', productId: String(sofa.id) },
    });
  });

  it('liquidation: every line is an ownv3 purchase at the sale price', async () => {
    await setLiquidation(true);
    try {
      const city = await cityId('Toronto');
      const { lines } = await mixedCart(city);
      const cart = await price(city, lines);
      expect(cart.mode).toBe('liquidation');
      expect(cart.products.map((line) => [line.pricedPurchaseOption, line.kind])).toEqual([
        ['ownv3', 'PURCHASE'],
        ['ownv3', 'PURCHASE'],
        ['ownv3', 'PURCHASE'],
      ]);
      for (const line of cart.products) {
        expect(line.lineTotalCents).toBe(line.purchasePriceCents * line.quantity);
      }
      expect(cart.monthly.subtotalCents).toBe(0);
      expect(cart.ownPurchaseCents).toBe(cart.productsSubtotalCents);
    } finally {
      await setLiquidation(false);
    }
  });
});
