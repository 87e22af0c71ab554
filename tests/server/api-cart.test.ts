import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from '../../server/api/api-plugin';
import { createServices } from '../../server/composition-root';
import type { DatabaseHandle } from '../../server/db/client';
import { CartService } from '../../server/modules/cart/cart-service';
import type { ReturnItemFacts } from '../../server/modules/cart/return-items';
import { testBackends } from './helpers/backends';
import { startApiServer } from './helpers/api-server';
import { offerOf } from './helpers/checkout-fixtures';

let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof startApiServer>>;

let dispose: () => Promise<void> = async () => undefined;

const backends = await testBackends();

describe.each(backends)('on $name', (backend) => {
  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    server = await startApiServer(database);
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!, $assembly: Boolean) {
  priceCart(cityId: $cityId, products: $products, includeAssembly: $assembly) {
    products { productId quantity price lineTotal monthlyTotal purchaseOption pricedPurchaseOption assemblyNotOffered assemblyPrice }
    errors { productId productName error reason }
    ownPurchase subscriptionSubtotal monthlyBill { subtotal total } delivery deliveryTotal assemblyApplied assemblyTotal totalTax total
    taxes { name price } estimatedDeliveryDate maxEstimatedDeliveryDate finalSale
  }
}`;

  interface Priced {
    priceCart: {
      products: {
        productId: string;
        quantity: number;
        price: number;
        lineTotal: number;
        monthlyTotal: number;
        purchaseOption: string;
        pricedPurchaseOption: string;
      }[];
      errors: { productId: string; productName: string | null; error: string; reason: string }[];
      ownPurchase: number;
      subscriptionSubtotal: number;
      monthlyBill: { subtotal: number; total: number };
      deliveryTotal: number;
      assemblyApplied: boolean;
      assemblyTotal: number;
      totalTax: number;
      total: number;
      taxes: { name: string; price: number }[];
      estimatedDeliveryDate: string | null;
    };
  }

  const cents = (dollars: number) => Math.round(dollars * 100);

  async function cityId(name: string): Promise<string> {
    const [row] = await database.query<{ id: number }>('select id from cities where name = $1', [
      name,
    ]);
    return String(row!.id);
  }

  /** Products in stock at the city with a known price, cheapest first. */
  async function stocked(city: string, count: number) {
    return database.query<{ id: number; price: number }>(
      `select p.id, coalesce(p.sale_price_cents, p.retail_price_cents) as price
       from products p join parent_products pp on pp.id = p.parent_product_id
       join depot_availability da on da.product_id = p.id and da.city_id = $1
      where p.visible and pp.visible and da.visible and da.available >= 2 and p.retail_price_cents > 0
        and not p.final_sale
      order by p.id limit $2`,
      [Number(city), count],
    );
  }

  describe('priceCart', () => {
    it('prices five lines each by its own option, with HST in Toronto', async () => {
      const toronto = await cityId('Toronto');
      const rows = await stocked(toronto, 5);
      const wanted = [
        ['ownv3'],
        ['subscribe', 'subscribev2'],
        ['monthlyv3', 'finalsalemonthlyv3'],
        ['rentv2', 'subscribe', 'monthlyv3', 'finalsalemonthlyv3'],
        ['own'],
      ];
      const offers = await Promise.all(
        rows.map((row, index) => offerOf(database, row.id, wanted[index]!)),
      );
      const products = rows.map((row, index) => ({
        productId: String(row.id),
        quantity: 1,
        purchaseOption: offers[index]!.purchaseOption,
        termLength: offers[index]!.termLength,
        pivotCare: ['subscribe', 'subscribev2', 'rentv2'].includes(offers[index]!.purchaseOption),
      }));
      const answer = await server.graphql<Priced>(PRICE, { cityId: toronto, products });
      expect(answer.errors).toBeUndefined();
      const cart = answer.data!.priceCart;
      expect(cart.products).toHaveLength(5);
      // Each line is priced by the option it asked for: the fee, the instalment or the price.
      expect(cart.products.map((line) => [line.pricedPurchaseOption, line.price])).toEqual(
        offers.map((offer) => [offer.purchaseOption, offer.priceCents / 100]),
      );
      const todayCents = cart.products.reduce((sum, line) => sum + cents(line.lineTotal), 0);
      expect(cents(cart.ownPurchase) + cents(cart.subscriptionSubtotal)).toBe(todayCents);
      expect(cents(cart.ownPurchase)).toBe(offers[0]!.priceCents + offers[4]!.priceCents);
      expect(cart.taxes.map((tax) => tax.name)).toEqual(['HST 13%']);
      const taxable = todayCents + cents(cart.deliveryTotal);
      expect(cents(cart.totalTax)).toBe(Math.round((taxable * 13) / 100));
      expect(cents(cart.total)).toBe(taxable + cents(cart.totalTax));
      // The monthly bill that follows: every monthly line again, taxed at HST.
      const monthlyCents = cart.products.reduce((sum, line) => sum + cents(line.monthlyTotal), 0);
      expect(cents(cart.monthlyBill.subtotal)).toBe(monthlyCents);
      expect(cents(cart.monthlyBill.total)).toBe(
        monthlyCents + Math.round((monthlyCents * 13) / 100),
      );
      expect(cart.estimatedDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('names GST and QST separately in Montreal', async () => {
      const montreal = await cityId('Montreal');
      const [row] = await stocked(montreal, 1);
      const answer = await server.graphql<Priced>(PRICE, {
        cityId: montreal,
        products: [{ productId: String(row!.id), quantity: 1, purchaseOption: 'ownv3' }],
      });
      expect(answer.data!.priceCart.taxes.map((tax) => tax.name)).toEqual(['GST 5%', 'QST 9.975%']);
    });

    it('adds assembly only when asked', async () => {
      const toronto = await cityId('Toronto');
      const rows = await database.query<{ id: number }>(
        `select p.id from products p join depot_availability da on da.product_id = p.id and da.city_id = $1
        where not p.disable_assembly and p.assembly_fee_cents > 0 and da.visible and da.available > 0 and p.visible
        order by p.id limit 1`,
        [Number(toronto)],
      );
      const products = [{ productId: String(rows[0]!.id), quantity: 1, purchaseOption: 'ownv3' }];
      const without = await server.graphql<Priced>(PRICE, {
        cityId: toronto,
        products,
        assembly: false,
      });
      const withAssembly = await server.graphql<Priced>(PRICE, {
        cityId: toronto,
        products,
        assembly: true,
      });
      expect(without.data!.priceCart.assemblyTotal).toBe(0);
      expect(withAssembly.data!.priceCart.assemblyApplied).toBe(true);
      expect(withAssembly.data!.priceCart.assemblyTotal).toBeGreaterThan(0);
      expect(withAssembly.data!.priceCart.total).toBeGreaterThan(without.data!.priceCart.total);
    });

    it('reports unknown and out-of-stock products per line instead of failing the quote', async () => {
      const toronto = await cityId('Toronto');
      const [good] = await stocked(toronto, 1);
      const [soldOut] = await database.query<{ id: number }>(
        `select da.product_id as id from depot_availability da join products p on p.id = da.product_id
        where da.city_id = $1 and da.available = 0 and da.tied_to_inventory and da.visible and p.visible limit 1`,
        [Number(toronto)],
      );
      const products = [
        { productId: String(good!.id), quantity: 1, purchaseOption: 'ownv3' },
        { productId: '99999999', quantity: 1, purchaseOption: 'ownv3' },
        ...(soldOut
          ? [{ productId: String(soldOut.id), quantity: 1, purchaseOption: 'ownv3' }]
          : []),
      ];
      const answer = await server.graphql<Priced>(PRICE, { cityId: toronto, products });
      expect(answer.errors).toBeUndefined();
      const cart = answer.data!.priceCart;
      expect(cart.products.map((line) => line.productId)).toEqual([String(good!.id)]);
      expect(cart.errors.find((error) => error.productId === '99999999')?.reason).toBe(
        'UNKNOWN_PRODUCT',
      );
      if (soldOut) {
        expect(cart.errors.find((error) => error.productId === String(soldOut.id))?.reason).toBe(
          'OUT_OF_STOCK',
        );
      }
    });

    it('prices an empty cart as zero without delivery', async () => {
      const answer = await server.graphql<Priced>(PRICE, {
        cityId: await cityId('Halifax'),
        products: [],
      });
      expect(answer.data!.priceCart).toMatchObject({
        total: 0,
        deliveryTotal: 0,
        products: [],
        errors: [],
      });
    });
  });

  describe('priceCart with return lines', () => {
    const customerId = '5b0f3c55-2f3d-4c55-9d55-6a1f0d3c1a01';
    const item: ReturnItemFacts = {
      id: 'c3d2a0de-8a4b-4f5e-9c1a-2b3c4d5e6f70',
      name: 'Sofa',
      thumbUrl: null,
      monthlyPriceCents: 8900,
      // Subscribed today with a six-month free-return term: returning now costs the fee.
      subscriptionStartDate: new Date().toISOString().slice(0, 10),
      freeReturnAfterMonths: 6,
      earlyReturnFeeMonths: 2,
    };
    const RETURNS = `query Price($cityId: ID!, $returns: [CartReturnInput!]) {
  priceCart(cityId: $cityId, products: [], returns: $returns) {
    returns { id quantity name price subscriptionPrice pricedHandling { price type } }
    returnsSubtotal returnsTax returnsTotal total
  }
}`;
    let api: FastifyInstance;

    beforeAll(async () => {
      // The API over this database, with the customer's items read from a stand-in: the
      // membership read is not there yet (server/modules/cart/return-items.ts).
      const services = createServices(database, { siteUrl: 'http://127.0.0.1:3000' });
      services.cart = new CartService(services.catalog, {
        async find(owner, ids) {
          return new Map(owner === customerId && ids.includes(item.id) ? [[item.id, item]] : []);
        },
      });
      api = Fastify();
      await api.register(apiPlugin, {
        services,
        releaseVersion: 'test',
        production: false,
        tokenVerifier: async (token: string) => ({
          userId: token,
          roles: ['customer'],
          sessionId: '00000000-0000-4000-8000-000000000001',
          authTime: 0,
          issuedAt: 0,
          expiresAt: 0,
        }),
        // The stand-in tokens' session is always going; this suite is about the cart.
        sessionLiveness: { isLive: async () => true },
      });
      await api.ready();
    });

    afterAll(async () => {
      await api?.close();
    });

    async function price(returns: { id: string; quantity: number }[], token?: string) {
      const response = await api.inject({
        method: 'POST',
        url: '/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query: RETURNS, variables: { cityId: await cityId('Toronto'), returns } },
      });
      return response.json<{
        data: {
          priceCart: {
            returns: {
              id: string;
              quantity: number;
              price: number;
              subscriptionPrice: number;
              pricedHandling: { price: number; type: string };
            }[];
            returnsSubtotal: number;
            returnsTax: number;
            returnsTotal: number;
            total: number;
          };
        } | null;
        errors?: { extensions: { code: string; field?: string } }[];
      }>();
    }

    it("prices the signed-in customer's return line: two monthly fees, taxed on their own", async () => {
      const answer = await price([{ id: item.id, quantity: 1 }], customerId);
      expect(answer.errors).toBeUndefined();
      const cart = answer.data!.priceCart;
      expect(cart.returns).toEqual([
        {
          id: item.id,
          quantity: 1,
          name: 'Sofa',
          price: 178,
          subscriptionPrice: 89,
          pricedHandling: { price: 178, type: 'EARLY_RETURN_FEE' },
        },
      ]);
      expect(cart.returnsSubtotal).toBe(178);
      expect(cart.returnsTax).toBe(23.14);
      expect(cart.returnsTotal).toBe(201.14);
      expect(cart.total).toBe(201.14);
    });

    it("asks a guest to sign in, and refuses an item that is not the customer's", async () => {
      const guest = await price([{ id: item.id, quantity: 1 }]);
      expect(guest.errors?.[0]?.extensions.code).toBe('NO_AUTH');
      const other = await price([{ id: item.id, quantity: 1 }], randomUUID());
      expect(other.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'returns[0].id',
      });
    });
  });
});
