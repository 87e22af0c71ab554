import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  countRows,
  createCustomer,
  deliveryDay,
  offerOf,
  stockOf,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const [ALEX, SAM] = DEMO_CUSTOMERS as [
  (typeof DEMO_CUSTOMERS)[number],
  (typeof DEMO_CUSTOMERS)[number],
];

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!, $assembly: Boolean) {
  priceCart(cityId: $cityId, products: $products, includeAssembly: $assembly) {
    ownPurchase subscriptionSubtotal deliveryTotal assemblyTotal totalTax total balanceUsed amountDue
    taxes { name price } estimatedDeliveryDate errors { reason }
  }
}`;

const QUOTE = `query Quote($cityId: ID!, $products: [CartProductInput!]!, $assembly: Boolean) {
  checkoutQuote(cityId: $cityId, products: $products, includeAssembly: $assembly) {
    total balanceUsed amountDue estimatedDeliveryDate
  }
}`;

const FIND_ORDERS = `query Orders($ids: [ID!]!) {
  findOrders(orderIds: $ids) {
    id orderNumber status email deliverydate deliverytimetype total amountCharged balanceUsed
    orderDate purchaseDate
    city { id name timezone deliveryStart deliveryEnd }
    address { id postalcode province }
    products { productId name quantity price options }
    taxes { name price }
    payment { status amount cardType cardLastFourDigits cardExpiryMonth cardExpiryYear }
  }
}`;

const ADD_ADDRESS = `mutation Add($address: ShippingAddressInput!) {
  addShippingAddress(address: $address) {
    id postalcode province phoneNumber unitnumber floornumber elevatoraccess buzzernumber
    dockdooraccess receivinghours deliveryinstructions typeofaddress primary cityId
  }
}`;

interface PricedAnswer {
  priceCart: {
    ownPurchase: number;
    subscriptionSubtotal: number;
    deliveryTotal: number;
    assemblyTotal: number;
    totalTax: number;
    total: number;
    balanceUsed: number;
    amountDue: number;
    taxes: { name: string; price: number }[];
    estimatedDeliveryDate: string;
    errors: { reason: string }[];
  };
}

const cents = (dollars: number) => Math.round(dollars * 100);

const backends = await testBackends();

describe.each(backends)('checkout API on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let vancouver: CityFacts;
  let montreal: CityFacts;

  withCheckoutWorld(backend, async (world) => {
    ({ database, server, toronto } = world);
    vancouver = await cityNamed(database, 'Vancouver');
    montreal = await cityNamed(database, 'Montreal');
  });

  async function demoAddress(customerId: string): Promise<string> {
    const [row] = await database.query<{ id: string }>(
      `select id from addresses where customer_id = $1 and is_primary`,
      [customerId],
    );
    return row!.id;
  }

  describe('signed-in only', () => {
    it('answers NO_AUTH without an access token', async () => {
      const customer = await createCustomer(database, toronto);
      const product = await stockProduct(database, toronto.id, 5, 40);
      const answers = await Promise.all([
        server.graphql(
          CHECKOUT,
          checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], {
            source: 'tok_visa',
          }),
        ),
        server.graphql(FIND_ORDERS, { ids: [randomUUID()] }),
        server.graphql('{ findShippingAddress { id } }'),
        server.graphql('{ findPayment { id } }'),
      ]);
      for (const answer of answers) {
        expect(answer.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
      }
      expect(await stockOf(database, toronto.id, product.id)).toBe(5);
    });
  });

  describe('addresses', () => {
    it('refuse a wrong postal code under its field, then save a right one normalised', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const address = {
        firstName: 'Jamie',
        lastName: 'Roy',
        phoneNumber: '(416) 555-0134',
        streetaddress: '100 Queen Street West',
        unitnumber: '1204',
        city: 'Toronto',
        province: 'ON',
        postalcode: 'H2X 1Y4',
        typeofaddress: 'CONDO',
        floornumber: 12,
        elevatoraccess: true,
        buzzernumber: '1204',
        dockdooraccess: false,
        receivinghours: '9 am to 5 pm',
        deliveryinstructions: 'Concierge has a key.',
      };
      const wrong = await server.graphql(ADD_ADDRESS, { address }, token);
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'postalcode',
        fields: {
          postalcode: 'H2X 1Y4 is not a postal code in ON. Check the postal code or the province.',
        },
      });
      const malformed = await server.graphql(
        ADD_ADDRESS,
        { address: { ...address, postalcode: 'Z1A 1A1', phoneNumber: '123' } },
        token,
      );
      expect(malformed.errors?.[0]?.extensions?.fields).toEqual({
        phoneNumber: 'Enter a 10-digit Canadian phone number, like 416-555-0134.',
        postalcode: 'Enter a Canadian postal code, like K1A 0B1.',
      });
      const outside = await server.graphql(
        ADD_ADDRESS,
        { address: { ...address, postalcode: 'P3A 1A1' } },
        token,
      );
      expect(outside.errors?.[0]?.message).toMatch(/We don't deliver to P3A 1A1 yet/);

      const saved = await server.graphql<{ addShippingAddress: Record<string, unknown> }>(
        ADD_ADDRESS,
        { address: { ...address, postalcode: 'm5h2n2', primary: true } },
        token,
      );
      expect(saved.errors).toBeUndefined();
      expect(saved.data?.addShippingAddress).toMatchObject({
        postalcode: 'M5H 2N2',
        province: 'ON',
        phoneNumber: '+14165550134',
        unitnumber: '1204',
        floornumber: 12,
        elevatoraccess: true,
        buzzernumber: '1204',
        dockdooraccess: false,
        receivinghours: '9 am to 5 pm',
        deliveryinstructions: 'Concierge has a key.',
        typeofaddress: 'CONDO',
        primary: true,
        cityId: String(toronto.id),
      });
      const list = await server.graphql<{
        findShippingAddress: { id: string; primary: boolean }[];
      }>('{ findShippingAddress { id primary } }', {}, token);
      expect(list.data?.findShippingAddress).toHaveLength(2);
      expect(list.data?.findShippingAddress[0]).toEqual({
        id: (saved.data?.addShippingAddress as { id: string }).id,
        primary: true,
      });
    });

    it('list only the caller’s saved cards, never their tokens', async () => {
      const token = await server.tokenFor(SAM.id);
      const answer = await server.graphql<{ findPayment: Record<string, unknown>[] }>(
        '{ findPayment { id cardType cardLastFourDigits cardExpiryMonth cardExpiryYear isDefault expired } }',
        {},
        token,
      );
      expect(answer.data?.findPayment).toEqual([
        {
          id: expect.any(String),
          cardType: 'VISA',
          cardLastFourDigits: '4242',
          cardExpiryMonth: 12,
          cardExpiryYear: 2028,
          isDefault: true,
          expired: false,
        },
      ]);
    });

    it('give the depot’s delivery windows', async () => {
      const answer = await server.graphql<{
        deliverySchedule: {
          timezone: string;
          maxDaysAhead: number;
          windows: { type: string; label: string }[];
        };
      }>(
        `query S($cityId: ID!) { deliverySchedule(cityId: $cityId) { timezone today latestDate maxDaysAhead windows { type label startHour endHour } } }`,
        { cityId: String(toronto.id) },
      );
      expect(answer.data?.deliverySchedule.timezone).toBe('America/Toronto');
      expect(answer.data?.deliverySchedule.windows.map((window) => window.label)).toEqual([
        'Morning, 9 am to noon',
        'Afternoon, noon to 5 pm',
        'Evening, 5 pm to 9 pm',
        'Any time, 9 am to 9 pm',
      ]);
    });
  });

  describe('a full checkout', () => {
    it('charges the demo customer what priceCart quoted, once, and shows the order', async () => {
      const product = await stockProduct(database, vancouver.id, 6, 3);
      const second = await stockProduct(database, vancouver.id, 4, 8);
      const token = await server.tokenFor(SAM.id);
      const monthly = await offerOf(database, second.id, [
        'subscribe',
        'monthlyv3',
        'finalsalemonthlyv3',
      ]);
      const lines = [
        { productId: String(product.id), quantity: 2, purchaseOption: 'ownv3' },
        {
          productId: String(second.id),
          quantity: 1,
          purchaseOption: monthly.purchaseOption,
          termLength: monthly.termLength,
        },
      ];
      const quote = await server.graphql<PricedAnswer>(PRICE, {
        cityId: String(vancouver.id),
        products: lines,
        assembly: true,
      });
      const priced = quote.data!.priceCart;
      expect(priced.errors).toEqual([]);
      const checkoutQuote = await server.graphql<{
        checkoutQuote: { total: number; amountDue: number };
      }>(QUOTE, { cityId: String(vancouver.id), products: lines, assembly: true }, token);
      expect(checkoutQuote.data?.checkoutQuote).toMatchObject({
        total: priced.total,
        amountDue: priced.total,
      });

      const source = await server.cardToken('4242 4242 4242 4242');
      const variables = {
        ...checkoutVariables(
          vancouver,
          { customerId: SAM.id, addressId: await demoAddress(SAM.id) },
          [],
          {
            source,
          },
        ),
        products: lines,
        includeAssembly: true,
        deliverydate: priced.estimatedDeliveryDate,
        deliverytimetype: 'MORNING',
        expectedAmountDue: priced.amountDue,
      };
      const answer = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
      expect(answer.errors).toBeUndefined();
      const order = answer.data!.checkout;
      expect(order).toMatchObject({
        status: 'CONFIRMED',
        orderNumber: expect.stringMatching(/^SF\d+$/),
        subtotalProduct: cents(priced.ownPurchase + priced.subscriptionSubtotal) / 100,
        shippingPrice: priced.deliveryTotal,
        assemblyPrice: priced.assemblyTotal,
        totalTax: priced.totalTax,
        total: priced.total,
        taxes: priced.taxes,
        balanceUsed: 0,
        amountCharged: priced.total,
        deliverydate: priced.estimatedDeliveryDate,
        deliverytimetype: 'MORNING',
        payment: {
          status: 'SUCCEEDED',
          amount: priced.total,
          cardType: 'VISA',
          cardLastFourDigits: '4242',
        },
      });
      expect(priced.taxes.map((tax) => tax.name)).toEqual(['GST 5%', 'PST 7%']);
      expect(order.products).toEqual([
        expect.objectContaining({
          productId: String(product.id),
          name: product.name,
          quantity: 2,
          price: product.unitPriceCents / 100,
          purchaseOption: 'ownv3',
        }),
        // The monthly line is charged its first month today, at its own option and term.
        expect.objectContaining({
          productId: String(second.id),
          quantity: 1,
          price: monthly.priceCents / 100,
          purchaseOption: monthly.purchaseOption,
        }),
      ]);
      expect(priced.ownPurchase).toBe((2 * product.unitPriceCents) / 100);
      expect(priced.subscriptionSubtotal).toBe(monthly.priceCents / 100);
      expect(await stockOf(database, vancouver.id, product.id)).toBe(4);
      expect(await stockOf(database, vancouver.id, second.id)).toBe(3);
      const charges = await database.query<{ amount_cents: number; status: string }>(
        `select amount_cents, status from sandbox_charges where idempotency_key = $1`,
        [`checkout:${order.id}`],
      );
      expect(charges).toEqual([{ amount_cents: cents(priced.total), status: 'succeeded' }]);

      // A retry of the same request (double click, reload) is the same order, charged once.
      const again = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
      expect(again.data?.checkout.id).toBe(order.id);
      expect(
        await countRows(database, `select 1 from sandbox_charges where source = $1`, [source]),
      ).toBe(1);
      expect(await stockOf(database, vancouver.id, product.id)).toBe(4);

      // The same key for another order is a conflict.
      const other = await server.graphql(
        CHECKOUT,
        { ...variables, products: [{ ...lines[0], quantity: 1 }] },
        token,
      );
      expect(other.errors?.[0]?.extensions?.code).toBe('CONFLICT');

      // The confirmation page reads it back; nobody else can.
      const found = await server.graphql<{ findOrders: Record<string, unknown>[] }>(
        FIND_ORDERS,
        { ids: [order.id, randomUUID(), 'not-an-id'] },
        token,
      );
      expect(found.data?.findOrders).toEqual([
        expect.objectContaining({
          id: order.id,
          orderNumber: order.orderNumber,
          status: 'CONFIRMED',
          email: SAM.email,
          deliverydate: priced.estimatedDeliveryDate,
          total: priced.total,
          amountCharged: priced.total,
          city: {
            id: String(vancouver.id),
            name: 'Vancouver',
            timezone: 'America/Vancouver',
            deliveryStart: 9,
            deliveryEnd: 21,
          },
          address: expect.objectContaining({ postalcode: 'V6H 1B6', province: 'BC' }),
          payment: {
            status: 'SUCCEEDED',
            amount: priced.total,
            cardType: 'VISA',
            cardLastFourDigits: '4242',
            cardExpiryMonth: 12,
            cardExpiryYear: new Date().getUTCFullYear() + 3,
          },
        }),
      ]);
      const stranger = await server.graphql<{ findOrders: unknown[] }>(
        FIND_ORDERS,
        { ids: [order.id] },
        await server.tokenFor(ALEX.id),
      );
      expect(stranger.data?.findOrders).toEqual([]);
    });

    it('spends the account balance and takes it back when the card is declined', async () => {
      const product = await stockProduct(database, montreal.id, 3, 5);
      const token = await server.tokenFor(ALEX.id);
      const addressId = await demoAddress(ALEX.id);
      const [before] = await database.query<{ balance_cents: number }>(
        'select balance_cents from customers where id = $1',
        [ALEX.id],
      );
      expect(before!.balance_cents).toBe(2500);
      const lines = [{ productId: product.id, quantity: 1 }];
      const key = randomUUID();
      const declined = await server.graphql(
        CHECKOUT,
        checkoutVariables(
          montreal,
          { customerId: ALEX.id, addressId },
          lines,
          { source: await server.cardToken('4000000000009995') },
          { idempotencyKey: key },
        ),
        token,
      );
      expect(declined.errors?.[0]).toMatchObject({
        message: 'Your card has insufficient funds.',
        extensions: { code: 'PAYMENT_DECLINED', declineCode: 'insufficient_funds' },
      });
      const [after] = await database.query<{ balance_cents: number }>(
        'select balance_cents from customers where id = $1',
        [ALEX.id],
      );
      expect(after!.balance_cents).toBe(2500);

      const paid = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        checkoutVariables(
          montreal,
          { customerId: ALEX.id, addressId },
          lines,
          { source: await server.cardToken('4242424242424242') },
          { idempotencyKey: key },
        ),
        token,
      );
      expect(paid.errors).toBeUndefined();
      const order = paid.data!.checkout;
      expect(order.balanceUsed).toBe(25);
      expect(cents(order.amountCharged)).toBe(cents(order.total) - 2500);
      expect(order.taxes.map((tax) => tax.name)).toEqual(['GST 5%', 'QST 9.975%']);
      const [spent] = await database.query<{ balance_cents: number }>(
        'select balance_cents from customers where id = $1',
        [ALEX.id],
      );
      expect(spent!.balance_cents).toBe(0);
    });

    it('needs no card when account credit covers the whole order', async () => {
      const customer = await createCustomer(database, toronto, { balanceCents: 100_000_00 });
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 2, 15);
      const answer = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], null),
        token,
      );
      expect(answer.errors).toBeUndefined();
      const order = answer.data!.checkout;
      expect(order).toMatchObject({ status: 'CONFIRMED', amountCharged: 0, payment: null });
      expect(order.balanceUsed).toBe(order.total);
      const [row] = await database.query<{ balance_cents: number }>(
        'select balance_cents from customers where id = $1',
        [customer.customerId],
      );
      expect(row!.balance_cents).toBe(100_000_00 - cents(order.total));
      expect(await stockOf(database, toronto.id, product.id)).toBe(1);
    });

    it('pays with a saved card, and keeps a new card when asked', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 5, 12);
      const lines = [{ productId: product.id, quantity: 1 }];
      const saved = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        checkoutVariables(toronto, customer, lines, {
          source: await server.cardToken('5555 5555 5555 4444'),
          saveCard: true,
        }),
        token,
      );
      expect(saved.errors).toBeUndefined();
      const cards = await server.graphql<{
        findPayment: { id: string; cardType: string; cardLastFourDigits: string }[];
      }>('{ findPayment { id cardType cardLastFourDigits } }', {}, token);
      expect(cards.data?.findPayment).toEqual([
        { id: expect.any(String), cardType: 'MASTERCARD', cardLastFourDigits: '4444' },
      ]);
      const again = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        checkoutVariables(toronto, customer, lines, {
          paymentMethodId: cards.data!.findPayment[0]!.id,
        }),
        token,
      );
      expect(again.errors).toBeUndefined();
      expect(again.data?.checkout.payment).toMatchObject({
        status: 'SUCCEEDED',
        cardType: 'MASTERCARD',
        cardLastFourDigits: '4444',
      });
      expect(await stockOf(database, toronto.id, product.id)).toBe(3);

      const stranger = await server.graphql(
        CHECKOUT,
        checkoutVariables(toronto, customer, lines, {
          paymentMethodId: (
            await database.query<{ id: string }>(
              'select id from payment_methods where customer_id = $1',
              [SAM.id],
            )
          )[0]!.id,
        }),
        token,
      );
      expect(stranger.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'payment.paymentMethodId',
      });
    });
  });

  describe('a declined card', () => {
    it('leaves no order and no stock taken; another card then places one order', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 2, 20);
      const key = randomUUID();
      const variables = (source: string) =>
        checkoutVariables(
          toronto,
          customer,
          [{ productId: product.id, quantity: 2 }],
          { source },
          {
            idempotencyKey: key,
          },
        );
      const declined = await server.graphql(
        CHECKOUT,
        variables(await server.cardToken('4000 0000 0000 0002')),
        token,
      );
      expect(declined.errors?.[0]).toMatchObject({
        message: 'Your card was declined. Try another card.',
        extensions: { code: 'PAYMENT_DECLINED' },
      });
      expect(await stockOf(database, toronto.id, product.id)).toBe(2);
      expect(
        await countRows(database, 'select 1 from orders where customer_id = $1', [
          customer.customerId,
        ]),
      ).toBe(0);
      const attempts = await database.query<{
        status: string;
        order_id: string | null;
        card_last_four: string;
      }>('select status, order_id, card_last_four from payments where customer_id = $1', [
        customer.customerId,
      ]);
      expect(attempts).toEqual([{ status: 'DECLINED', order_id: null, card_last_four: '0002' }]);

      const paid = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        variables(await server.cardToken('4242424242424242')),
        token,
      );
      expect(paid.errors).toBeUndefined();
      expect(paid.data?.checkout.status).toBe('CONFIRMED');
      expect(await stockOf(database, toronto.id, product.id)).toBe(0);
      expect(
        await countRows(database, 'select 1 from orders where customer_id = $1', [
          customer.customerId,
        ]),
      ).toBe(1);
    });
  });

  describe('a saved card of another customer', () => {
    it('cannot be sent as a new card: no charge, no order, no stock taken', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 1, 20);
      const answer = await server.graphql(
        CHECKOUT,
        checkoutVariables(toronto, customer, [{ productId: product.id, quantity: 1 }], {
          source: 'tok_demo_alex',
        }),
        token,
      );
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toBe(
        'The card details have expired. Enter the card again.',
      );
      expect(await stockOf(database, toronto.id, product.id)).toBe(1);
      expect(
        await countRows(database, 'select 1 from orders where customer_id = $1', [
          customer.customerId,
        ]),
      ).toBe(0);
      expect(
        await countRows(
          database,
          "select 1 from sandbox_charges where source = 'tok_demo_alex'",
          [],
        ),
      ).toBe(0);
    });
  });

  describe('refusals', () => {
    let customer: Awaited<ReturnType<typeof createCustomer>>;
    let token: string;
    let productId: number;

    beforeAll(async () => {
      customer = await createCustomer(database, toronto);
      token = await server.tokenFor(customer.customerId);
      productId = (await stockProduct(database, toronto.id, 4, 25)).id;
    });

    const attempt = async (overrides: Record<string, unknown>, quantity = 1) =>
      server.graphql(
        CHECKOUT,
        checkoutVariables(
          toronto,
          customer,
          [{ productId, quantity }],
          { source: 'tok_visa' },
          overrides,
        ),
        token,
      );

    it('say why, under the right field, and take nothing', async () => {
      const today = localDate(new Date(), 'America/Toronto');
      const cases: [Record<string, unknown>, string, string | RegExp][] = [
        [{ returns: [{ id: randomUUID(), quantity: 1 }] }, 'returns', /Returns cannot be booked/],
        [{ deliverydate: today }, 'deliverydate', /The earliest delivery day for this order is/],
        [{ deliverydate: addDays(today, 61) }, 'deliverydate', /up to 60 days ahead/],
        [{ deliverytimetype: 'PICKUP' }, 'deliverytimetype', /Choose a delivery time: Morning/],
        [
          { shippingAddressId: randomUUID() },
          'shippingAddressId',
          /could not find that delivery address/,
        ],
        [{ idempotencyKey: 'short' }, 'idempotencyKey', /idempotency key/],
        [{ payment: null }, 'payment', 'Choose a card to pay with.'],
        [
          { payment: { source: 'tok_000000000000000000000000' } },
          'payment.source',
          /Enter the card again/,
        ],
        [
          { expectedAmountDue: 1 },
          'expectedAmountDue',
          /Prices changed since you reviewed your order/,
        ],
      ];
      for (const [overrides, field, message] of cases) {
        const answer = await attempt(overrides);
        expect(answer.errors?.[0]?.extensions?.field, JSON.stringify(overrides)).toBe(field);
        expect(answer.errors?.[0]?.message).toMatch(message);
      }
      const montrealAddress = (await createCustomer(database, montreal)).addressId;
      await database.query('update addresses set customer_id = $1 where id = $2', [
        customer.customerId,
        montrealAddress,
      ]);
      const elsewhere = await attempt({ shippingAddressId: montrealAddress });
      expect(elsewhere.errors?.[0]?.message).toMatch(/Toronto delivers to addresses in ON/);

      const someoneElses = await attempt({ shippingAddressId: await demoAddress(SAM.id) });
      expect(someoneElses.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

      expect(await stockOf(database, toronto.id, productId)).toBe(4);
      expect(
        await countRows(database, 'select 1 from orders where customer_id = $1', [
          customer.customerId,
        ]),
      ).toBe(0);
    });

    it('refuses more than the depot has with OUT_OF_STOCK and the product name', async () => {
      const answer = await attempt({}, 5);
      expect(answer.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
      expect(answer.errors?.[0]?.message).toMatch(/Only 4 available in Toronto/);
      await database.query(
        'update depot_availability set available = 0 where product_id = $1 and city_id = $2',
        [productId, toronto.id],
      );
      const none = await attempt({});
      expect(none.errors?.[0]?.extensions?.code).toBe('OUT_OF_STOCK');
      expect(none.errors?.[0]?.message).toMatch(/This item is out of stock/);
    });

    it('accepts the deliverydate the quote estimated and refuses the day before', async () => {
      const product = await stockProduct(database, toronto.id, 2, 30);
      const day = deliveryDay(toronto, 0);
      const early = await server.graphql(
        CHECKOUT,
        checkoutVariables(
          toronto,
          customer,
          [{ productId: product.id, quantity: 1 }],
          { source: 'tok_visa' },
          {
            deliverydate: addDays(day, -1),
          },
        ),
        token,
      );
      expect(early.errors?.[0]?.extensions?.field).toBe('deliverydate');
      const onTime = await server.graphql(
        CHECKOUT,
        checkoutVariables(
          toronto,
          customer,
          [{ productId: product.id, quantity: 1 }],
          { source: 'tok_visa' },
          {
            deliverydate: day,
            deliverytimetype: 'EVENING',
          },
        ),
        token,
      );
      expect(onTime.errors).toBeUndefined();
    });
  });
});
