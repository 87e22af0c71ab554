/**
 * The liquidation sale's prices through the API (decision 157), both backends: with the
 * `liquidation-sale` flag on, every catalogue answer, the cart quote and the placed order
 * price each piece at 85% off its retail price (rounded half up per unit), with no delivery
 * or assembly, and the Ontario warehouse's HST; the order is a pickup.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { LIQUIDATION_FLAG } from '../../server/db/constants';
import { setFeatureFlag } from '../../server/db/feature-flags';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { PICKUP_WAREHOUSE } from '../../server/shared/liquidation-sale';
import { NoticeSender } from '../../server/modules/notices/notice-sender';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  cityNamed,
  createCustomer,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { PICKUP_WAREHOUSE as SHOWN_WAREHOUSE } from '../../src/lib/store-mode';

const SITE = 'https://shop.example.ca';

describe('the pickup warehouse', () => {
  it('is the same on the server (mail, schedule) and in the app (checkout, receipt)', () => {
    expect(SHOWN_WAREHOUSE).toEqual({
      name: PICKUP_WAREHOUSE.name,
      address: PICKUP_WAREHOUSE.address,
      hours: PICKUP_WAREHOUSE.hours,
    });
  });
});

const backends = await testBackends();

/** 15% of the retail price, half up to the cent, in integer arithmetic. */
const sale = (retailCents: number) => Math.floor((retailCents * 15 + 50) / 100);
const cents = (dollars: number) => Math.round(dollars * 100);

const QUOTE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products, includeAssembly: true) {
    mode products { productId price retailPrice lineTotal kind pricedPurchaseOption termLength
      pivotCareApplied assemblyPrice offers { purchaseOption price } }
    ownPurchase subscriptionSubtotal delivery deliveryTotal assemblyTotal totalTax total amountDue
    taxes { name price } estimatedDeliveryDate maxEstimatedDeliveryDate errors { reason }
  }
}`;

const ORDERS = `query Orders($ids: [ID!]!) {
  findOrders(orderIds: $ids) {
    id total amountCharged deliverytimetype
    products { productId quantity price purchaseOption }
    taxes { name price }
    payment { status amount }
  }
}`;

interface Quote {
  priceCart: {
    mode: string;
    products: {
      productId: string;
      price: number;
      retailPrice: number;
      lineTotal: number;
      kind: string;
      pricedPurchaseOption: string;
      termLength: number | null;
      pivotCareApplied: boolean;
      assemblyPrice: number | null;
      offers: { purchaseOption: string; price: number }[];
    }[];
    ownPurchase: number;
    subscriptionSubtotal: number;
    delivery: number;
    deliveryTotal: number;
    assemblyTotal: number;
    totalTax: number;
    total: number;
    amountDue: number;
    taxes: { name: string; price: number }[];
    estimatedDeliveryDate: string;
    maxEstimatedDeliveryDate: string | null;
    errors: { reason: string }[];
  };
}

describe.each(backends)('liquidation sale prices on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let dispose: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    // On before the server starts: its flag cache never holds the old answer.
    await setFeatureFlag(database, LIQUIDATION_FLAG, true);
    server = await startCheckoutServer(database, {}, { SITE_URL: SITE, NOTICE_SENDER: '0' });
    toronto = await cityNamed(database, 'Toronto');
  }, 120_000);

  afterAll(async () => {
    await server?.app.close();
    await dispose();
  });

  async function retailOf(productId: number): Promise<number> {
    const [row] = await database.query<{ retail: number }>(
      'select retail_price_cents as retail from products where id = $1',
      [productId],
    );
    return row!.retail;
  }

  it('product cards (a category list) show 85% off the struck retail price, no monthly price', async () => {
    const answer = await server.graphql<{
      productList: {
        products: {
          id: string;
          retailprice: number;
          saleretailprice: number | null;
          monthlyprice: number | null;
          pricing: { price: number; originalprice: number | null; deliveryfee: number };
        }[];
      };
    }>(
      `{ productList(limit: 12) { products { id retailprice saleretailprice monthlyprice
          pricing { price originalprice deliveryfee } } } }`,
    );
    expect(answer.errors).toBeUndefined();
    const products = answer.data!.productList.products;
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const retail = cents(product.retailprice);
      expect(cents(product.pricing.price)).toBe(sale(retail));
      expect(cents(product.saleretailprice ?? -1)).toBe(sale(retail));
      expect(product.pricing.originalprice).toBe(product.retailprice);
      expect(product.pricing.deliveryfee).toBe(0);
      expect(product.monthlyprice).toBeNull();
    }
  });

  it('a product page offers one way to pay: outright at 85% off, beside the retail price', async () => {
    const stocked = await stockProduct(database, toronto.id, 5, 3);
    const [slug] = await database.query<{ slug: string }>(
      `select pp.slug from products p join parent_products pp on pp.id = p.parent_product_id
        where p.id = $1`,
      [stocked.id],
    );
    const answer = await server.graphql<{
      productDetails: {
        product: {
          retailprice: number;
          saleretailprice: number;
          pricing: { price: number; originalprice: number };
          prices: { purchaseoption: string; termlength: number | null; price: number }[];
        };
        parent: { lowestprice: number };
      };
    }>(
      `query P($slug: String!) { productDetails(slug: $slug) {
        product { retailprice saleretailprice pricing { price originalprice }
          prices { purchaseoption termlength price originalprice } }
        parent { lowestprice } } }`,
      { slug: slug!.slug },
    );
    expect(answer.errors).toBeUndefined();
    const { product } = answer.data!.productDetails;
    const retail = cents(product.retailprice);
    expect(cents(product.pricing.price)).toBe(sale(retail));
    expect(product.pricing.originalprice).toBe(product.retailprice);
    expect(cents(product.saleretailprice)).toBe(sale(retail));
    expect(product.prices).toEqual([
      {
        purchaseoption: 'ownv3',
        termlength: null,
        price: sale(retail) / 100,
        originalprice: product.retailprice,
      },
    ]);
    expect(cents(answer.data!.productDetails.parent.lowestprice)).toBeLessThanOrEqual(sale(retail));
  });

  it('the cart quote and the placed order charge 15% of retail plus HST, no delivery or assembly', async () => {
    const sofa = await stockProduct(database, toronto.id, 5, 10, { everyWay: true });
    const chair = await stockProduct(database, toronto.id, 5, 11);
    const [sofaRetail, chairRetail] = [await retailOf(sofa.id), await retailOf(chair.id)];
    const lines = [
      // A subscription left from the regular store, with PivotCare: sold outright instead.
      {
        productId: String(sofa.id),
        quantity: 1,
        purchaseOption: 'subscribe',
        termLength: 12,
        pivotCare: true,
      },
      { productId: String(chair.id), quantity: 2, purchaseOption: 'ownv3' },
    ];
    const subtotal = sale(sofaRetail) + 2 * sale(chairRetail);
    const hst = Math.floor((subtotal * 13 + 50) / 100);

    const quoted = await server.graphql<Quote>(QUOTE, {
      cityId: String(toronto.id),
      products: lines,
    });
    expect(quoted.errors).toBeUndefined();
    const cart = quoted.data!.priceCart;
    expect(cart.mode).toBe('LIQUIDATION');
    expect(cart.errors).toEqual([]);
    expect(
      cart.products.map((line) => ({
        price: cents(line.price),
        lineTotal: cents(line.lineTotal),
        kind: line.kind,
        option: line.pricedPurchaseOption,
        termLength: line.termLength,
        pivotCare: line.pivotCareApplied,
        assembly: line.assemblyPrice,
        offers: line.offers,
      })),
    ).toEqual([
      {
        price: sale(sofaRetail),
        lineTotal: sale(sofaRetail),
        kind: 'PURCHASE',
        option: 'ownv3',
        termLength: null,
        pivotCare: false,
        assembly: null,
        offers: [{ purchaseOption: 'ownv3', price: sale(sofaRetail) / 100 }],
      },
      {
        price: sale(chairRetail),
        lineTotal: 2 * sale(chairRetail),
        kind: 'PURCHASE',
        option: 'ownv3',
        termLength: null,
        pivotCare: false,
        assembly: null,
        offers: [{ purchaseOption: 'ownv3', price: sale(chairRetail) / 100 }],
      },
    ]);
    expect(cents(cart.ownPurchase)).toBe(subtotal);
    expect(cart.subscriptionSubtotal).toBe(0);
    expect(cart.delivery).toBe(0);
    expect(cart.deliveryTotal).toBe(0);
    expect(cart.assemblyTotal).toBe(0);
    expect(cart.taxes).toEqual([{ name: 'HST 13%', price: hst / 100 }]);
    expect(cents(cart.total)).toBe(subtotal + hst);
    expect(cents(cart.amountDue)).toBe(subtotal + hst);
    // Picked up from tomorrow: no delivery window.
    const today = localDate(new Date(), toronto.timezone);
    expect(cart.estimatedDeliveryDate).toBe(addDays(today, 1));
    expect(cart.maxEstimatedDeliveryDate).toBeNull();

    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const placed = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      {
        cityId: String(toronto.id),
        products: lines,
        shippingAddressId: customer.addressId,
        deliverydate: addDays(today, 2),
        deliverytimetype: 'PICKUP',
        includeAssembly: true,
        idempotencyKey: randomUUID(),
        payment: { source: await server.cardToken('4242 4242 4242 4242') },
        expectedAmountDue: (subtotal + hst) / 100,
      },
      token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data!.checkout;
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      shippingPrice: 0,
      assemblyPrice: 0,
      deliverytimetype: 'PICKUP',
      taxes: [{ name: 'HST 13%', price: hst / 100 }],
    });
    expect(cents(order.subtotalProduct)).toBe(subtotal);
    expect(cents(order.totalTax)).toBe(hst);
    expect(cents(order.total)).toBe(subtotal + hst);
    expect(cents(order.amountCharged)).toBe(subtotal + hst);
    expect(
      order.products.map((line) => [line.purchaseOption, cents(line.price), line.quantity]),
    ).toEqual([
      ['ownv3', sale(sofaRetail), 1],
      ['ownv3', sale(chairRetail), 2],
    ]);

    // What the database recorded: the lines, the totals and the charge.
    const [row] = await database.query<{
      products_subtotal_cents: number;
      delivery_cents: number;
      assembly_cents: number;
      tax_total_cents: number;
      total_cents: number;
      memberships: number;
      charged: number;
    }>(
      `select o.products_subtotal_cents, o.delivery_cents, o.assembly_cents, o.tax_total_cents,
              o.total_cents,
              (select count(*)::int from memberships m where m.customer_id = o.customer_id) as memberships,
              (select coalesce(sum(amount_cents), 0)::int from payments p
                where p.order_id = o.id and p.status = 'SUCCEEDED') as charged
         from orders o where o.id = $1`,
      [order.id],
    );
    expect(row).toEqual({
      products_subtotal_cents: subtotal,
      delivery_cents: 0,
      assembly_cents: 0,
      tax_total_cents: hst,
      total_cents: subtotal + hst,
      memberships: 0,
      charged: subtotal + hst,
    });

    const read = await server.graphql<{
      findOrders: { amountCharged: number; products: { price: number }[] }[];
    }>(ORDERS, { ids: [order.id] }, token);
    expect(read.errors).toBeUndefined();
    expect(cents(read.data!.findOrders[0]!.amountCharged)).toBe(subtotal + hst);

    // The confirmation mail says where and when to pick up, and nothing about a delivery.
    await new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 1_000 },
      sms: server.app.services.sms,
      siteUrl: SITE,
      log: { info: () => undefined, warn: () => undefined },
    }).runOnce();
    const [mail] = await database.query<{ subject: string; text_body: string }>(
      `select subject, text_body from auth_mail_outbox
        where to_address = (select email from customers where id = $1)`,
      [customer.customerId],
    );
    expect(mail!.subject).toBe(`Your Pivot order is confirmed (${order.orderNumber})`);
    expect(mail!.text_body).toContain(
      `Pick up at Pivot warehouse, 6200 Tomken Road, Mississauga, ON L5T 1X7, on`,
    );
    expect(mail!.text_body).toContain('between 10 am and 5 pm');
    expect(mail!.text_body).not.toMatch(/Delivery \$/);
    expect(read.data!.findOrders[0]!.products.map((line) => cents(line.price))).toEqual([
      sale(sofaRetail),
      sale(chairRetail),
    ]);
  });

  it('refuses a pickup day more than 14 days ahead, naming the last one', async () => {
    const lamp = await stockProduct(database, toronto.id, 5, 12);
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const today = localDate(new Date(), toronto.timezone);
    const answer = await server.graphql(
      CHECKOUT,
      {
        cityId: String(toronto.id),
        products: [{ productId: String(lamp.id), quantity: 1, purchaseOption: 'ownv3' }],
        shippingAddressId: customer.addressId,
        deliverydate: addDays(today, 15),
        deliverytimetype: 'PICKUP',
        idempotencyKey: randomUUID(),
        payment: { source: await server.cardToken('4242 4242 4242 4242') },
      },
      token,
    );
    expect(answer.errors?.[0]?.message).toBe(
      `Sale orders are picked up within 14 days. Choose a day by ${addDays(today, 14)}.`,
    );
  });
});
