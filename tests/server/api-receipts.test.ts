import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { testBackends } from './helpers/backends';
import type {
  CheckoutOrder,
  CheckoutServer,
  CityFacts,
  TestCustomer,
} from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const RECEIPTS = `query Receipts($limit: Int, $offset: Int) {
  orderReceipts(limit: $limit, offset: $offset) {
    totalCount limit offset hasMore
    receipts { id ordernumber type status createdtime deliverydate itemcount firstitemname
      total totalcharged }
  }
}`;

const RECEIPT = `query Receipt($orderId: ID!) {
  getOrderReceiptData(orderId: $orderId) {
    id ordernumber type status cityid cityname createdtime purchasedate deliverydate
    deliverytimetype customername email
    address { name streetaddress unitnumber city province postalcode country }
    products { productId name thumburl condition options quantity purchaseOption termLength
      price originalprice lineTotal assembly finalSale }
    returns { name handlingPrice }
    productsubtotal originalproductsubtotal shippingprice assemblyprice handlingprice discount
    taxes { name ratePercent amount label }
    totaltaxescharged total accountbalanceused totalcharged
    payments { chargetime chargesuccess chargetype status amount cardtype cardlastfourdigits
      cardexpirymonth cardexpiryyear }
  }
}`;

interface ReceiptSummary {
  id: string;
  ordernumber: string;
  type: string;
  status: string;
  createdtime: string;
  deliverydate: string | null;
  itemcount: number;
  firstitemname: string | null;
  total: number;
  totalcharged: number;
}

interface ReceiptsAnswer {
  orderReceipts: {
    totalCount: number;
    limit: number;
    offset: number;
    hasMore: boolean;
    receipts: ReceiptSummary[];
  };
}

interface Receipt {
  id: string;
  ordernumber: string;
  type: string;
  status: string;
  cityid: string;
  cityname: string;
  createdtime: string;
  purchasedate: string | null;
  deliverydate: string | null;
  deliverytimetype: string | null;
  customername: string;
  email: string;
  address: Record<string, string | null> | null;
  products: {
    productId: string;
    name: string;
    options: string[];
    quantity: number;
    purchaseOption: string;
    price: number;
    lineTotal: number;
  }[];
  returns: unknown[];
  productsubtotal: number;
  shippingprice: number;
  assemblyprice: number;
  taxes: { name: string; ratePercent: number; amount: number; label: string }[];
  totaltaxescharged: number;
  total: number;
  accountbalanceused: number;
  totalcharged: number;
  payments: Record<string, unknown>[];
}

interface ReceiptAnswer {
  getOrderReceiptData: Receipt;
}

const cents = (dollars: number) => Math.round(dollars * 100);

const ALEX = DEMO_CUSTOMERS.find((customer) => customer.email === 'alex.tremblay@example.ca')!;

const backends = await testBackends();

describe.each(backends)('receipts API on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let montreal: CityFacts;

  withCheckoutWorld(backend, async (world) => {
    ({ database, server, toronto } = world);
    montreal = await cityNamed(database, 'Montreal');
  });

  /** Places an order through the real checkout mutation, paid with a 4242 card. */
  async function placeOrder(
    city: CityFacts,
    customer: TestCustomer,
    lines: { productId: number; quantity: number }[],
    overrides: Record<string, unknown> = {},
  ): Promise<CheckoutOrder> {
    const token = await server.tokenFor(customer.customerId);
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      checkoutVariables(
        city,
        customer,
        lines,
        { source: await server.cardToken('4242 4242 4242 4242') },
        overrides,
      ),
      token,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.checkout.status).toBe('CONFIRMED');
    return answer.data!.checkout;
  }

  it('refuses callers without an access token (NO_AUTH) and with a bad one (invalid-jwt)', async () => {
    const listed = await server.graphql<ReceiptsAnswer>(RECEIPTS);
    expect(listed.data).toBeNull();
    expect(listed.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
    const one = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: randomUUID() });
    expect(one.data).toBeNull();
    expect(one.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
    const forged = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, 'not-a-token');
    expect(forged.errors?.[0]?.extensions?.code).toBe('invalid-jwt');
  });

  it('shows exactly what checkout wrote: products, delivery, GST and QST, credit, the card', async () => {
    const customer = await createCustomer(database, montreal, { balanceCents: 1500 });
    const token = await server.tokenFor(customer.customerId);
    const product = await stockProduct(database, montreal.id, 5, 3);
    const second = await stockProduct(database, montreal.id, 5, 4);
    const order = await placeOrder(
      montreal,
      customer,
      [
        { productId: product.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ],
      { deliverytimetype: 'MORNING' },
    );

    const answer = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: order.id }, token);
    expect(answer.errors).toBeUndefined();
    const receipt = answer.data!.getOrderReceiptData;
    expect(receipt).toMatchObject({
      id: order.id,
      ordernumber: order.orderNumber,
      type: 'ORDER',
      status: 'CONFIRMED',
      cityid: String(montreal.id),
      cityname: 'Montreal',
      deliverydate: order.deliverydate,
      deliverytimetype: 'MORNING',
      customername: 'Test Shopper',
      email: `shopper-${customer.customerId}@example.ca`,
      productsubtotal: order.subtotalProduct,
      shippingprice: order.shippingPrice,
      assemblyprice: order.assemblyPrice,
      totaltaxescharged: order.totalTax,
      total: order.total,
      accountbalanceused: 15,
      totalcharged: order.amountCharged,
      returns: [],
    });
    expect(cents(receipt.totalcharged)).toBe(cents(receipt.total) - 1500);
    expect(receipt.address).toMatchObject({
      name: 'Test Shopper',
      streetaddress: '175 Rue Sainte-Catherine Ouest',
      city: 'Montréal',
      province: 'QC',
      postalcode: 'H2X 1Y4',
      country: 'CA',
    });

    // Each tax on its own line, named as stored, with the amounts checkout charged.
    expect(receipt.taxes.map((tax) => tax.label)).toEqual(['GST 5%', 'QST 9.975%']);
    expect(receipt.taxes.map((tax) => ({ name: tax.label, price: tax.amount }))).toEqual(
      order.taxes,
    );
    expect(receipt.taxes.map((tax) => [tax.name, tax.ratePercent])).toEqual([
      ['GST', 5],
      ['QST', 9.975],
    ]);
    expect(cents(receipt.totaltaxescharged)).toBe(
      receipt.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0),
    );
    expect(cents(receipt.total)).toBe(
      cents(receipt.productsubtotal) +
        cents(receipt.shippingprice) +
        cents(receipt.assemblyprice) +
        cents(receipt.totaltaxescharged),
    );

    // Products as bought, with their chosen options.
    expect(receipt.products).toEqual(
      order.products.map((line) =>
        expect.objectContaining({
          productId: line.productId,
          name: line.name,
          options: line.options,
          quantity: line.quantity,
          purchaseOption: line.purchaseOption,
          price: line.price,
          lineTotal: line.lineTotal,
        }),
      ),
    );
    expect(receipt.products.map((line) => line.quantity)).toEqual([2, 1]);

    // The card only by type, last four and expiry.
    expect(receipt.payments).toEqual([
      {
        chargetime: expect.any(String),
        chargesuccess: true,
        chargetype: 'CHARGE',
        status: 'SUCCEEDED',
        amount: order.amountCharged,
        cardtype: 'VISA',
        cardlastfourdigits: '4242',
        cardexpirymonth: 12,
        cardexpiryyear: new Date().getUTCFullYear() + 3,
      },
    ]);
    expect(JSON.stringify(receipt)).not.toMatch(/tok_|4242 ?4242/);

    // The list line of the same order agrees.
    const listed = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, token);
    expect(listed.data?.orderReceipts.receipts).toEqual([
      {
        id: order.id,
        ordernumber: order.orderNumber,
        type: 'ORDER',
        status: 'CONFIRMED',
        createdtime: receipt.createdtime,
        deliverydate: order.deliverydate,
        itemcount: 3,
        firstitemname: order.products[0]!.name,
        total: order.total,
        totalcharged: order.amountCharged,
      },
    ]);
  });

  it('lists the caller’s own orders newest first, in pages, without declined attempts', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const empty = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, token);
    expect(empty.data?.orderReceipts).toEqual({
      totalCount: 0,
      limit: 20,
      offset: 0,
      hasMore: false,
      receipts: [],
    });

    const product = await stockProduct(database, toronto.id, 10, 5);
    const first = await placeOrder(toronto, customer, [{ productId: product.id, quantity: 1 }]);
    const second = await placeOrder(toronto, customer, [{ productId: product.id, quantity: 2 }]);
    // A declined card leaves no order, so no receipt.
    const declined = await server.graphql(
      CHECKOUT,
      checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], {
        source: await server.cardToken('4000 0000 0000 0002'),
      }),
      token,
    );
    expect(declined.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    const third = await placeOrder(toronto, customer, [{ productId: product.id, quantity: 3 }]);

    const all = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, token);
    expect(all.errors).toBeUndefined();
    expect(all.data?.orderReceipts.totalCount).toBe(3);
    expect(all.data?.orderReceipts.receipts.map((receipt) => receipt.ordernumber)).toEqual([
      third.orderNumber,
      second.orderNumber,
      first.orderNumber,
    ]);
    expect(all.data?.orderReceipts.receipts.map((receipt) => receipt.itemcount)).toEqual([3, 2, 1]);
    const times = all.data!.orderReceipts.receipts.map((receipt) =>
      Date.parse(receipt.createdtime),
    );
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Ontario: one HST line.
    const ontario = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: third.id }, token);
    expect(ontario.data?.getOrderReceiptData.taxes.map((tax) => tax.label)).toEqual(['HST 13%']);

    const page1 = await server.graphql<ReceiptsAnswer>(RECEIPTS, { limit: 2 }, token);
    expect(page1.data?.orderReceipts).toMatchObject({ totalCount: 3, hasMore: true, offset: 0 });
    expect(page1.data?.orderReceipts.receipts.map((receipt) => receipt.id)).toEqual([
      third.id,
      second.id,
    ]);
    const page2 = await server.graphql<ReceiptsAnswer>(RECEIPTS, { limit: 2, offset: 2 }, token);
    expect(page2.data?.orderReceipts).toMatchObject({ totalCount: 3, hasMore: false, offset: 2 });
    expect(page2.data?.orderReceipts.receipts.map((receipt) => receipt.id)).toEqual([first.id]);

    for (const variables of [{ limit: 0 }, { limit: 51 }, { offset: -1 }]) {
      const refused = await server.graphql<ReceiptsAnswer>(RECEIPTS, variables, token);
      expect(refused.data).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
  });

  it('never shows another customer’s order: it answers like a missing id', async () => {
    const owner = await createCustomer(database, toronto);
    const other = await createCustomer(database, toronto);
    const product = await stockProduct(database, toronto.id, 5, 6);
    const order = await placeOrder(toronto, owner, [{ productId: product.id, quantity: 1 }]);
    const otherToken = await server.tokenFor(other.customerId);

    const foreign = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: order.id }, otherToken);
    const missing = await server.graphql<ReceiptAnswer>(
      RECEIPT,
      { orderId: randomUUID() },
      otherToken,
    );
    const malformed = await server.graphql<ReceiptAnswer>(
      RECEIPT,
      { orderId: 'SF100001' },
      otherToken,
    );
    for (const answer of [foreign, missing, malformed]) {
      expect(answer.data).toBeNull();
      expect(answer.errors).toHaveLength(1);
      expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    expect(foreign.errors?.[0]?.message).toBe(malformed.errors?.[0]?.message);
    expect(JSON.stringify(foreign)).not.toContain(order.orderNumber);

    const otherList = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, otherToken);
    expect(otherList.data?.orderReceipts.receipts).toEqual([]);
    // The owner reads it, in any case of the id.
    const own = await server.graphql<ReceiptAnswer>(
      RECEIPT,
      { orderId: order.id.toUpperCase() },
      await server.tokenFor(owner.customerId),
    );
    expect(own.data?.getOrderReceiptData.ordernumber).toBe(order.orderNumber);
  });

  it('shows an order waiting for its payment as being confirmed (no taxes, no payments), keeps a failed one out, and shows the seeded past order of a demo customer', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const [pending] = await database.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, idempotency_key, tax_total_cents,
                           total_cents)
       values ($1, $2, 'PENDING', $3, 115, 1000) returning id`,
      [customer.customerId, toronto.id, randomUUID()],
    );
    await database.query(
      `insert into order_taxes (order_id, name, rate_percent, amount_cents, pos)
       values ($1, 'HST', 13, 115, 1)`,
      [pending!.id],
    );
    const [failed] = await database.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, idempotency_key, total_cents)
       values ($1, $2, 'PAYMENT_FAILED', $3, 2000) returning id`,
      [customer.customerId, toronto.id, randomUUID()],
    );
    const listed = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, token);
    expect(listed.data?.orderReceipts.receipts).toEqual([
      expect.objectContaining({ id: pending!.id, status: 'PENDING', total: 10 }),
    ]);
    const read = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: pending!.id }, token);
    expect(read.errors).toBeUndefined();
    // Its total as placed; no tax lines nor charge until the payment is settled.
    expect(read.data?.getOrderReceiptData).toMatchObject({
      id: pending!.id,
      status: 'PENDING',
      total: 10,
      taxes: [],
      totaltaxescharged: 0,
      totalcharged: 0,
      payments: [],
    });
    const gone = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: failed!.id }, token);
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const alexToken = await server.tokenFor(ALEX.id);
    const alex = await server.graphql<ReceiptsAnswer>(RECEIPTS, {}, alexToken);
    expect(alex.errors).toBeUndefined();
    const past = alex.data!.orderReceipts.receipts.find(
      (receipt) => receipt.status === 'COMPLETED',
    );
    expect(past).toBeDefined();
    const receipt = await server.graphql<ReceiptAnswer>(RECEIPT, { orderId: past!.id }, alexToken);
    const data = receipt.data!.getOrderReceiptData;
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.taxes.length).toBeGreaterThan(0);
    for (const tax of data.taxes) expect(['GST', 'HST', 'PST', 'QST', 'RST']).toContain(tax.name);
    expect(cents(data.totaltaxescharged)).toBe(
      data.taxes.reduce((sum, tax) => sum + cents(tax.amount), 0),
    );
    expect(data.payments).toMatchObject([
      { cardtype: 'VISA', cardlastfourdigits: '4242', status: 'SUCCEEDED' },
    ]);
  });
});
