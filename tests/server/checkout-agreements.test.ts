import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { localDate } from '../../server/shared/calendar-date';
import { returnPolicyInForce } from '../../server/modules/returns/return-policy';
import { testBackends } from './helpers/backends';
import type { CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import { checkoutVariables, createCustomer, stockProduct } from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';

const CHECKOUT = `mutation Checkout($cityId: ID!, $products: [CartProductInput!]!,
  $shippingAddressId: ID!, $deliverydate: Date!, $deliverytimetype: DeliveryTimeType!,
  $idempotencyKey: String!, $payment: CheckoutPaymentInput, $agreement: CheckoutAgreementInput) {
  checkout(cityId: $cityId, products: $products, shippingAddressId: $shippingAddressId,
    deliverydate: $deliverydate, deliverytimetype: $deliverytimetype,
    idempotencyKey: $idempotencyKey, payment: $payment, agreement: $agreement) {
    id status requiresAgreement hasSignedAgreement
    products { purchaseOption termLength }
  }
}`;

const AGREEMENT = `query Agreement($cityId: ID!, $products: [CartProductInput!]!) {
  checkoutAgreement(cityId: $cityId, products: $products) { version clauses { key title text } }
}`;

const UNSIGNED = `{ unsignedAgreements { id orderNumber requiresAgreement hasSignedAgreement } }`;
const SIGN = `mutation Sign($orderId: ID!, $signedName: String!) {
  signAgreement(orderId: $orderId, signedName: $signedName) { id hasSignedAgreement }
}`;

interface PlacedAnswer {
  checkout: {
    id: string;
    status: string;
    requiresAgreement: boolean;
    hasSignedAgreement: boolean;
    products: { purchaseOption: string; termLength: number | null }[];
  };
}

const backends = await testBackends();

/** What the order charged, as recorded: its product line and its tax lines. */
async function chargedLines(database: DatabaseHandle, orderId: string) {
  const [sold] = await database.query<{
    price_cents: number;
    pivot_care_cents: number;
    quantity: number;
  }>(
    `select price_cents, pivot_care_cents, quantity from order_lines where order_id = $1 and kind = 'PRODUCT'`,
    [orderId],
  );
  const taxes = await database.query<{ name: string; amount_cents: number }>(
    'select name, amount_cents from order_taxes where order_id = $1',
    [orderId],
  );
  return { sold, taxes };
}

describe.each(backends)('subscription agreements on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;

  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));

  async function place(
    purchaseOption: string,
    agreement: { signedName: string } | null,
    termLength: number | null = 12,
  ) {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const product = await stockProduct(database, toronto.id, 5, 40, { everyWay: true });
    const variables = checkoutVariables(
      toronto,
      customer,
      [{ productId: product.id, quantity: 1 }],
      { source: await server.cardToken('4242424242424242') },
    );
    (variables.products as Record<string, unknown>[])[0]!.purchaseOption = purchaseOption;
    (variables.products as Record<string, unknown>[])[0]!.termLength = termLength;
    const answer = await server.graphql<PlacedAnswer>(CHECKOUT, { ...variables, agreement }, token);
    expect(answer.errors).toBeUndefined();
    return { order: answer.data!.checkout, token, customer };
  }

  const versionOf = async (orderId: string) =>
    (
      await database.query<{ agreement_version: string | null }>(
        'select agreement_version from orders where id = $1',
        [orderId],
      )
    )[0]!.agreement_version;
  // The return terms a customer signs today (decision 153).
  const today = returnPolicyInForce(localDate(new Date(), 'America/Toronto')).version;

  it('records an agreement signed at checkout for a subscription', async () => {
    const { order, token } = await place('subscribe', { signedName: 'Test Shopper' });
    // With the version of the return terms it was signed with: today's, four years.
    expect(today).toBe('2024-01');
    expect(await versionOf(order.id)).toBe(today);
    expect(order).toMatchObject({
      status: 'CONFIRMED',
      requiresAgreement: true,
      hasSignedAgreement: true,
    });
    // Sold as the subscription it is, with its term.
    expect(order.products).toEqual([{ purchaseOption: 'subscribe', termLength: 12 }]);
    const unsigned = await server.graphql<{ unsignedAgreements: unknown[] }>(UNSIGNED, {}, token);
    expect(unsigned.data!.unsignedAgreements).toEqual([]);
  });

  it('lists an unsigned subscription order until the customer signs it, once', async () => {
    // A rental asked for without a term takes the only one offered: three months minimum.
    const { order, token } = await place('rentv2', null, null);
    expect(order).toMatchObject({ requiresAgreement: true, hasSignedAgreement: false });
    expect(order.products[0]!.termLength).toBe(3);
    expect(await versionOf(order.id)).toBeNull();
    const before = await server.graphql<{ unsignedAgreements: { id: string }[] }>(
      UNSIGNED,
      {},
      token,
    );
    expect(before.data!.unsignedAgreements.map((row) => row.id)).toEqual([order.id]);

    const blank = await server.graphql(SIGN, { orderId: order.id, signedName: ' ' }, token);
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Not the order's name: refused with its reason, and still unsigned (decision 159).
    for (const signedName of ['\u{1F600}', 'Jamie Roy', 'Test', 'Shopper Test']) {
      const wrong = await server.graphql(SIGN, { orderId: order.id, signedName }, token);
      expect(wrong.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'SIGNATURE_MISMATCH',
        field: 'agreement.signedName',
      });
      expect(wrong.errors?.[0]?.message).toBe(
        'Sign with your first and last name as they are on the order: Test Shopper.',
      );
    }
    expect(await versionOf(order.id)).toBeNull();
    const signed = await server.graphql<{ signAgreement: { hasSignedAgreement: boolean } }>(
      SIGN,
      { orderId: order.id, signedName: 'Test Shopper' },
      token,
    );
    expect(signed.data!.signAgreement.hasSignedAgreement).toBe(true);
    expect(await versionOf(order.id)).toBe(today);
    // A version signed stays: signing again never moves the customer's terms.
    await database.query(`update orders set agreement_version = '2021-01' where id = $1`, [
      order.id,
    ]);
    const again = await server.graphql(
      SIGN,
      { orderId: order.id, signedName: 'Test Shopper' },
      token,
    );
    expect(again.errors).toBeUndefined();
    const after = await server.graphql<{ unsignedAgreements: unknown[] }>(UNSIGNED, {}, token);
    expect(after.data!.unsignedAgreements).toEqual([]);
    expect(await versionOf(order.id)).toBe('2021-01');
  });

  it('refuses a checkout signed with anything but the order’s name, and places nothing', async () => {
    for (const signedName of ['\u{1F600}\u{1F600}', 'Jamie Roy', 'Test', 'Test Shoppers']) {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const product = await stockProduct(database, toronto.id, 5, 40, { everyWay: true });
      const variables = checkoutVariables(
        toronto,
        customer,
        [{ productId: product.id, quantity: 1 }],
        { source: await server.cardToken('4242424242424242') },
      );
      (variables.products as Record<string, unknown>[])[0]!.purchaseOption = 'subscribe';
      (variables.products as Record<string, unknown>[])[0]!.termLength = 12;
      const answer = await server.graphql(
        CHECKOUT,
        { ...variables, agreement: { signedName } },
        token,
      );
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'SIGNATURE_MISMATCH',
        field: 'agreement.signedName',
      });
      expect(answer.errors?.[0]?.message).toBe(
        'Sign with your first and last name as they are on the order: Test Shopper.',
      );
      const placed = await database.query('select id from orders where customer_id = $1', [
        customer.customerId,
      ]);
      expect(placed).toEqual([]);
    }
  });

  it('takes the order’s name whatever its case, accents, width and spacing', async () => {
    for (const signedName of [
      'test shopper',
      '  TEST   SHOPPER ',
      'Tést Shöpper',
      'Ｔｅｓｔ Ｓｈｏｐｐｅｒ',
      'Test Q. Shopper',
    ]) {
      const { order } = await place('subscribe', { signedName });
      expect(order.hasSignedAgreement).toBe(true);
    }
  });

  it('states every amount the order charges, PivotCare and its cover included, and keeps that text', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const product = await stockProduct(database, toronto.id, 5, 40, { everyWay: true });
    const variables = checkoutVariables(
      toronto,
      customer,
      [{ productId: product.id, quantity: 2 }],
      { source: await server.cardToken('4242424242424242') },
    );
    const line = (variables.products as Record<string, unknown>[])[0]!;
    Object.assign(line, { purchaseOption: 'subscribe', termLength: 12, pivotCare: true });
    const shown = await server.graphql<{
      checkoutAgreement: {
        version: string;
        clauses: { key: string; title: string; text: string }[];
      };
    }>(AGREEMENT, { cityId: variables.cityId, products: variables.products }, token);
    expect(shown.errors).toBeUndefined();
    const { clauses } = shown.data!.checkoutAgreement;
    expect(clauses.map((clause) => clause.key)).toEqual([
      'line:1',
      'pivotcare',
      'today',
      'monthly',
      'returns',
    ]);

    const placed = await server.graphql<{ checkout: { id: string; amountCharged: number } }>(
      `mutation Checkout($cityId: ID!, $products: [CartProductInput!]!, $shippingAddressId: ID!,
        $deliverydate: Date!, $deliverytimetype: DeliveryTimeType!, $idempotencyKey: String!,
        $payment: CheckoutPaymentInput, $agreement: CheckoutAgreementInput) {
        checkout(cityId: $cityId, products: $products, shippingAddressId: $shippingAddressId,
          deliverydate: $deliverydate, deliverytimetype: $deliverytimetype,
          idempotencyKey: $idempotencyKey, payment: $payment, agreement: $agreement) {
          id amountCharged
        }
      }`,
      { ...variables, agreement: { signedName: 'Test Shopper' } },
      token,
    );
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.checkout.id;
    const [order] = await database.query<{
      agreement_text: string;
      total_charged_cents: number;
      delivery_cents: number;
    }>('select agreement_text, total_charged_cents, delivery_cents from orders where id = $1', [
      orderId,
    ]);
    // The order keeps the text shown, word for word.
    expect(order!.agreement_text).toBe(
      clauses.map((clause) => `${clause.title}: ${clause.text}`).join('\n'),
    );
    const { sold, taxes } = await chargedLines(database, orderId);
    const money = (cents: number) =>
      new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);
    const text = (key: string) => clauses.find((clause) => clause.key === key)!.text;
    // Each month: the fee and PivotCare the order's lines bill, and their sum.
    const fee = sold!.price_cents * sold!.quantity;
    const care = sold!.pivot_care_cents * sold!.quantity;
    expect(care).toBeGreaterThan(0);
    expect(text('line:1')).toContain(
      `${money(fee)}/mo fee + ${money(care)}/mo PivotCare = ${money(fee + care)}/mo`,
    );
    expect(text('line:1')).toContain('12-month minimum term');
    // PivotCare: its price and what it covers.
    expect(text('pivotcare')).toContain(`${money(care)}/mo`);
    expect(text('pivotcare')).toMatch(/covers accidental damage/);
    // Today: the delivery, each tax and the total the card was charged.
    expect(order!.delivery_cents).toBeGreaterThan(0);
    expect(text('today')).toContain(`delivery ${money(order!.delivery_cents)}`);
    expect(taxes.length).toBeGreaterThan(0);
    // Each tax as the invoice names it (HST 13%), with its amount.
    for (const tax of taxes) {
      const words = text('today');
      expect(words).toContain(`${tax.name} `);
      expect(words).toContain(`% ${money(tax.amount_cents)}`);
    }
    expect(order!.total_charged_cents).toBe(Math.round(placed.data!.checkout.amountCharged * 100));
    expect(text('today')).toContain(`Total charged today: ${money(order!.total_charged_cents)}.`);
    expect(text('monthly')).toContain(`${money(fee + care)} before tax`);
  });

  /** A GraphQL call from a French page: `accept-language: fr-CA` (decision 179). */
  async function graphqlInFrench<T>(
    query: string,
    variables: Record<string, unknown>,
    token: string,
  ): Promise<{ data: T | null; errors?: { message: string }[] }> {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': 'test-client',
        'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    return { data: body.data ?? null, ...(body.errors ? { errors: body.errors } : {}) };
  }

  /** Integer cents as French writes them: `1 234,56 $` (no-break spaces). */
  const frenchMoney = (cents: number) =>
    `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')},${String(cents % 100).padStart(2, '0')}\u00a0$`;

  it('writes the agreement in French for a French checkout, every amount the charged one, and keeps its language', async () => {
    const customer = await createCustomer(database, toronto);
    const token = await server.tokenFor(customer.customerId);
    const product = await stockProduct(database, toronto.id, 5, 40, { everyWay: true });
    const variables = checkoutVariables(
      toronto,
      customer,
      [{ productId: product.id, quantity: 2 }],
      { source: await server.cardToken('4242424242424242') },
    );
    const line = (variables.products as Record<string, unknown>[])[0]!;
    Object.assign(line, { purchaseOption: 'subscribe', termLength: 12, pivotCare: true });
    const shown = await graphqlInFrench<{
      checkoutAgreement: {
        version: string;
        clauses: { key: string; title: string; text: string }[];
      };
    }>(AGREEMENT, { cityId: variables.cityId, products: variables.products }, token);
    expect(shown.errors).toBeUndefined();
    const { clauses } = shown.data!.checkoutAgreement;
    expect(clauses.map((clause) => clause.key)).toEqual([
      'line:1',
      'pivotcare',
      'today',
      'monthly',
      'returns',
    ]);
    const placed = await graphqlInFrench<{ checkout: { id: string } }>(
      CHECKOUT,
      { ...variables, agreement: { signedName: 'Test Shopper' } },
      token,
    );
    expect(placed.errors).toBeUndefined();
    const orderId = placed.data!.checkout.id;
    const [order] = await database.query<{
      agreement_text: string;
      agreement_language: string | null;
      total_charged_cents: number;
      delivery_cents: number;
    }>(
      'select agreement_text, agreement_language, total_charged_cents, delivery_cents from orders where id = $1',
      [orderId],
    );
    // The order keeps the French text shown, word for word, and the language it was signed in.
    expect(order!.agreement_language).toBe('fr');
    expect(order!.agreement_text).toBe(
      clauses.map((clause) => `${clause.title} : ${clause.text}`).join('\n'),
    );
    const { sold, taxes } = await chargedLines(database, orderId);
    const text = (key: string) => clauses.find((clause) => clause.key === key)!.text;
    const title = (key: string) => clauses.find((clause) => clause.key === key)!.title;
    const fee = sold!.price_cents * sold!.quantity;
    const care = sold!.pivot_care_cents * sold!.quantity;
    expect(care).toBeGreaterThan(0);
    expect(text('line:1')).toContain(
      `${frenchMoney(fee)}/mois de frais + ${frenchMoney(care)}/mois PivotCare = ${frenchMoney(fee + care)}/mois`,
    );
    expect(text('line:1')).toMatch(/^Abonnement à .*durée minimale de 12 mois/);
    expect(title('pivotcare')).toBe('PivotCare');
    expect(text('pivotcare')).toContain(`${frenchMoney(care)}/mois`);
    expect(text('pivotcare')).toMatch(/PivotCare protège la pièce contre les dommages accidentels/);
    expect(title('today')).toBe('Facturé aujourd’hui');
    expect(text('today')).toContain(`livraison ${frenchMoney(order!.delivery_cents)}`);
    // Each tax by its French name (TVH 13 %), with the amount charged.
    expect(taxes.length).toBeGreaterThan(0);
    const french: Record<string, string> = { GST: 'TPS', HST: 'TVH', PST: 'TVP', QST: 'TVQ' };
    for (const tax of taxes) {
      const name = french[tax.name.split(' ')[0] ?? ''] ?? tax.name;
      expect(text('today')).toMatch(
        new RegExp(`${name} [\\d,]+\u00a0% ${frenchMoney(tax.amount_cents).replace('$', '\\$')}`),
      );
    }
    expect(text('today')).toContain(
      `Total facturé aujourd’hui : ${frenchMoney(order!.total_charged_cents)}.`,
    );
    expect(text('monthly')).toContain(`${frenchMoney(fee + care)} avant taxes`);
    expect(title('returns')).toBe(`Retours (version ${today})`);
    expect(text('returns')).toMatch(
      /au cours des 4 ans qui suivent .* coûte deux fois ses frais mensuels/,
    );
    // No English left: neither the English clauses' words nor English money.
    for (const clause of clauses) {
      expect(`${clause.title} ${clause.text}`).not.toMatch(
        /Charged today|Each month after|Subscription at|\/mo\b|\$\d/,
      );
    }
  });

  it('keeps English as the language of an agreement signed on an English page', async () => {
    const { order } = await place('subscribe', { signedName: 'Test Shopper' });
    const [row] = await database.query<{
      agreement_language: string | null;
      agreement_text: string;
    }>('select agreement_language, agreement_text from orders where id = $1', [order.id]);
    expect(row!.agreement_language).toBe('en');
    expect(row!.agreement_text).toMatch(/^.+: Subscription at \$/);
  });

  it('asks for a signature on financing, which discloses its term', async () => {
    const financed = await place('monthlyv3', null, 24);
    expect(financed.order).toMatchObject({ requiresAgreement: true, hasSignedAgreement: false });
    expect(financed.order.products).toEqual([{ purchaseOption: 'monthlyv3', termLength: 24 }]);
  });

  it('has nothing to sign for a purchase, and never signs another customer’s order', async () => {
    const purchase = await place('ownv3', null, null);
    expect(purchase.order).toMatchObject({ requiresAgreement: false, hasSignedAgreement: false });
    expect(purchase.order.products[0]!.termLength).toBeNull();
    const refused = await server.graphql(
      SIGN,
      { orderId: purchase.order.id, signedName: 'Test Shopper' },
      purchase.token,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const subscription = await place('subscribev2', null, 6);
    const stranger = await server.graphql(
      SIGN,
      { orderId: subscription.order.id, signedName: 'Someone Else' },
      purchase.token,
    );
    expect(stranger.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const unknown = await server.graphql(
      SIGN,
      { orderId: randomUUID(), signedName: 'Test Shopper' },
      purchase.token,
    );
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const anonymous = await server.graphql(UNSIGNED, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
  });
});
