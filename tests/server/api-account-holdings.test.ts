import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { holdingTerms } from '../../server/modules/account/account-holdings';
import { runBilling } from '../../server/modules/billing/billing-run';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import type { GraphqlReply } from './helpers/checkout-fixtures';
import {
  addAddress,
  addMembership,
  addMemberships,
  billingCustomer,
  noonOf,
} from './helpers/billing-world';

const demo = (email: string) => DEMO_CUSTOMERS.find((customer) => customer.email === email)!;
const ALEX = demo('alex.tremblay@example.ca');
const SAM = demo('sam.nguyen@example.ca');
const JORDAN = demo('jordan.lee@example.ca');

const PRODUCT_FIELDS = `id name slug productid parentproductid thumburl options { name value }
  startdate subscription_status purchaseoption kind addressId monthlyPrice pivotCare termLength
  paymentsMade paymentsDue nextBillDate paidSoFar leftToPay buyoutPrice`;
const BY_ADDRESS = `query($ids: [ID!]) { getProductsByShippingAddress(addressId: $ids) {
  address { id primary } products { ${PRODUCT_FIELDS} } } }`;
const FIND_ADDRESSES = `query { findShippingAddress(withProducts: true) { id products { id } } }`;
const FIND_ADDRESSES_PLAIN = `query { findShippingAddress { id products { id } } }`;
const UPCOMING = `query { getUpcomingBill { address { id } province billDate
  lines { membershipProductId name period fee pivotCare }
  subtotal taxes { name ratePercent amount label } taxTotal total creditApplied amountCharged } }`;
const OVERVIEW = `query { getAccountOverview { accountCredit unsignedAgreements
  nextVisit { orderId ordernumber kind date timetype } } }`;
const ORDER_PRODUCTS = `query($id: ID!) { getOrderProducts(orderid: $id) { orderid ordernumber products returns } }`;
const FIND_PAYMENT = `query { findPayment { id cardType cardLastFourDigits cardExpiryMonth
  cardExpiryYear isDefault expired billingAddress { id province } } }`;
const REPLACE_CARD = `mutation($source: String!) { replacePaymentCard(source: $source) {
  id cardType cardLastFourDigits cardExpiryYear isDefault billingAddress { id } } }`;

interface Product {
  id: string;
  subscription_status: string;
  kind: string;
  monthlyPrice: number | null;
  paymentsMade: number;
  paymentsDue: number | null;
  paidSoFar: number;
  leftToPay: number | null;
  buyoutPrice: number | null;
  addressId: string | null;
  options: { name: string; value: string }[];
  thumburl: string | null;
  name: string;
}
interface AddressProducts {
  address: { id: string; primary: boolean };
  products: Product[];
}
interface Bill {
  address: { id: string } | null;
  province: string;
  billDate: string;
  lines: { membershipProductId: string; period: number; fee: number; pivotCare: number }[];
  subtotal: number;
  taxes: { name: string; ratePercent: number; amount: number; label: string }[];
  taxTotal: number;
  total: number;
  creditApplied: number;
  amountCharged: number;
}
interface Card {
  id: string;
  cardLastFourDigits: string;
  isDefault: boolean;
  billingAddress: { id: string; province?: string } | null;
}

const cents = (dollars: number) => Math.round(dollars * 100);

const backends = await testBackends();

describe.each(backends)('account holdings, upcoming bill and card on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: Awaited<ReturnType<typeof startApiServer>>['app'];
  let url: string;
  let signer: AccessTokenSigner;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    ({ app, url } = await startApiServer(database));
    signer = new AccessTokenSigner(app.auth.keys);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  const tokenFor = async (customerId: string) => {
    const session = await app.auth.sessions.start(customerId, 'test');
    return (
      await signer.sign({
        userId: customerId,
        roles: ['customer'],
        sessionId: session.sessionId,
        authTime: new Date(),
      })
    ).token;
  };

  async function graphql<T>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphqlReply<T>> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphqlReply<T>['errors'] };
    return { status: response.status, data: body.data ?? null, errors: body.errors };
  }

  const addressIdsOf = async (customerId: string) =>
    (
      await database.query<{ id: string }>(
        `select id from addresses where customer_id = $1 and type = 'SHIPPING' and active
          order by is_primary desc, created_at desc, id`,
        [customerId],
      )
    ).map((row) => row.id);

  it('answers NO_AUTH to every operation without an access token', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [BY_ADDRESS, {}],
      [FIND_ADDRESSES, {}],
      [UPCOMING, {}],
      [OVERVIEW, {}],
      [ORDER_PRODUCTS, { id: randomUUID() }],
      [FIND_PAYMENT, {}],
      [REPLACE_CARD, { source: 'tok_visa' }],
    ];
    for (const [query, variables] of calls) {
      const reply = await graphql(query, variables);
      expect(reply.errors?.[0]?.extensions?.code, query).toBe('NO_AUTH');
      expect(reply.data).toBeNull();
    }
  });

  it("shows the seeded customers' products with what is paid, left and the buyout price", async () => {
    const token = await tokenFor(ALEX.id);
    const reply = await graphql<{ getProductsByShippingAddress: AddressProducts[] }>(
      BY_ADDRESS,
      {},
      token,
    );
    expect(reply.errors).toBeUndefined();
    const groups = reply.data!.getProductsByShippingAddress;
    expect(groups.map((group) => group.address.id)).toEqual(await addressIdsOf(ALEX.id));
    const products = groups.flatMap((group) => group.products);
    const rows = await database.query<{ id: string; subscription_status: string }>(
      `select mp.id, mp.subscription_status from membership_products mp
         join memberships m on m.id = mp.membership_id where m.customer_id = $1`,
      [ALEX.id],
    );
    expect(products.map((product) => product.id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(products.every((product) => product.name && product.thumburl)).toBe(true);
    expect(products.some((product) => product.options.length > 0)).toBe(true);
    // The returned one is settled: nothing left, no buyout.
    const returned = products.find((product) => product.subscription_status === 'RETURNED')!;
    expect(returned.buyoutPrice).toBeNull();
    expect(returned.leftToPay).toBeNull();
    // One is a payment away from being owned: one fee left.
    const almost = products.find(
      (product) =>
        product.subscription_status === 'DELIVERED' &&
        product.paymentsDue !== null &&
        product.paymentsDue - product.paymentsMade === 1,
    )!;
    expect(almost.kind).toBe('SUBSCRIPTION');
    expect(almost.leftToPay).toBe(almost.monthlyPrice);
    expect(almost.paidSoFar).toBe((cents(almost.monthlyPrice!) * almost.paymentsMade) / 100);

    // Sam: a financing paid off (OWNED, nothing left) and one running with instalments left.
    const sam = await graphql<{ getProductsByShippingAddress: AddressProducts[] }>(
      BY_ADDRESS,
      {},
      await tokenFor(SAM.id),
    );
    const samProducts = sam.data!.getProductsByShippingAddress.flatMap((group) => group.products);
    const financed = samProducts.filter((product) => product.kind === 'FINANCING');
    expect(financed.some((product) => product.subscription_status === 'OWNED')).toBe(true);
    const running = financed.find((product) => product.subscription_status === 'DELIVERED')!;
    expect(running.leftToPay).toBeGreaterThan(0);
    // Buying it out never costs more than the instalments left, and My Products shows exactly
    // what the buyout flow would charge for it.
    expect(running.buyoutPrice).toBeGreaterThan(0);
    expect(running.buyoutPrice!).toBeLessThanOrEqual(running.leftToPay!);
    const offered = await graphql<{ buyoutProductPricing: { id: string; amount: number }[] }>(
      'query { buyoutProductPricing { id amount } }',
      {},
      await tokenFor(SAM.id),
    );
    expect(offered.data!.buyoutProductPricing).toContainEqual({
      id: running.id,
      amount: running.buyoutPrice,
    });
  });

  it("answers another customer's address id exactly like an unknown one", async () => {
    const token = await tokenFor(ALEX.id);
    const [samAddress] = await addressIdsOf(SAM.id);
    const theirs = await graphql(BY_ADDRESS, { ids: [samAddress] }, token);
    const unknown = await graphql(BY_ADDRESS, { ids: [randomUUID()] }, token);
    const garbage = await graphql(BY_ADDRESS, { ids: ['not-an-id'] }, token);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.errors).toEqual(unknown.errors);
    expect(theirs.errors).toEqual(garbage.errors);
    // Mixed with one of theirs: still refused as a whole.
    const [own] = await addressIdsOf(ALEX.id);
    const mixed = await graphql(BY_ADDRESS, { ids: [own, samAddress] }, token);
    expect(mixed.errors).toEqual(unknown.errors);
    const mine = await graphql<{ getProductsByShippingAddress: AddressProducts[] }>(
      BY_ADDRESS,
      { ids: [own] },
      token,
    );
    expect(mine.data!.getProductsByShippingAddress.map((group) => group.address.id)).toEqual([own]);
  });

  it('findShippingAddress lists the products at each address only when asked', async () => {
    const token = await tokenFor(ALEX.id);
    const withProducts = await graphql<{
      findShippingAddress: { id: string; products: { id: string }[] | null }[];
    }>(FIND_ADDRESSES, {}, token);
    const byAddress = await graphql<{ getProductsByShippingAddress: AddressProducts[] }>(
      BY_ADDRESS,
      {},
      token,
    );
    expect(
      withProducts.data!.findShippingAddress.map((address) => ({
        id: address.id,
        products: address.products!.map((product) => product.id),
      })),
    ).toEqual(
      byAddress.data!.getProductsByShippingAddress.map((group) => ({
        id: group.address.id,
        products: group.products.map((product) => product.id),
      })),
    );
    const plain = await graphql<{ findShippingAddress: { products: unknown }[] }>(
      FIND_ADDRESSES_PLAIN,
      {},
      token,
    );
    expect(plain.data!.findShippingAddress.every((address) => address.products === null)).toBe(
      true,
    );
  });

  it("counts an order's products and returns, and hides other customers' orders", async () => {
    const [order] = await database.query<{ id: string; order_number: string }>(
      `select id, order_number from orders where customer_id = $1 and type = 'ORDER'
        order by created_at limit 1`,
      [ALEX.id],
    );
    const [units] = await database.query<{ products: number; returns: number }>(
      `select coalesce(sum(quantity) filter (where kind = 'PRODUCT'), 0)::int as products,
              coalesce(sum(quantity) filter (where kind = 'RETURN'), 0)::int as returns
         from order_lines where order_id = $1`,
      [order!.id],
    );
    const alex = await tokenFor(ALEX.id);
    const reply = await graphql<{ getOrderProducts: Record<string, unknown> }>(
      ORDER_PRODUCTS,
      { id: order!.id },
      alex,
    );
    expect(reply.data!.getOrderProducts).toEqual({
      orderid: order!.id,
      ordernumber: order!.order_number,
      products: units!.products,
      returns: units!.returns,
    });
    expect(units!.products).toBeGreaterThan(0);
    const sam = await tokenFor(SAM.id);
    const theirs = await graphql(ORDER_PRODUCTS, { id: order!.id }, sam);
    const unknown = await graphql(ORDER_PRODUCTS, { id: randomUUID() }, sam);
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(theirs.errors).toEqual(unknown.errors);
  });

  it('the overview names the credit and the unsigned agreements as stored', async () => {
    const reply = await graphql<{
      getAccountOverview: { accountCredit: number; unsignedAgreements: number };
    }>(OVERVIEW, {}, await tokenFor(ALEX.id));
    const [row] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [ALEX.id],
    );
    expect(reply.data!.getAccountOverview.accountCredit).toBe(row!.balance_cents / 100);
    expect(reply.data!.getAccountOverview.accountCredit).toBe(25);
    expect(reply.data!.getAccountOverview.unsignedAgreements).toBeGreaterThanOrEqual(0);
  });

  it('shows the seeded next bills: Jordan in Ontario with HST, Alex drawing no credit twice', async () => {
    const jordan = await graphql<{ getUpcomingBill: Bill[] }>(
      UPCOMING,
      {},
      await tokenFor(JORDAN.id),
    );
    expect(jordan.data!.getUpcomingBill.length).toBeGreaterThan(0);
    expect(jordan.data!.getUpcomingBill[0]!.taxes.map((tax) => tax.name)).toEqual(['HST']);
    const alex = await graphql<{ getUpcomingBill: Bill[] }>(UPCOMING, {}, await tokenFor(ALEX.id));
    const [balance] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [ALEX.id],
    );
    const credit = alex.data!.getUpcomingBill.reduce(
      (sum, bill) => sum + cents(bill.creditApplied),
      0,
    );
    expect(credit).toBeLessThanOrEqual(balance!.balance_cents);
    for (const bill of alex.data!.getUpcomingBill) {
      expect(bill.taxes.map((tax) => tax.name)).toEqual(['GST', 'QST']);
      expect(cents(bill.amountCharged)).toBe(cents(bill.total) - cents(bill.creditApplied));
    }
  });

  it('replaces the card only when the processor accepts it; a declined card changes nothing', async () => {
    const customer = await billingCustomer(database, { province: 'ON', card: 'tok_visa' });
    const token = await tokenFor(customer.customerId);
    const before = await graphql<{ findPayment: Card[] }>(FIND_PAYMENT, {}, token);
    expect(before.data!.findPayment).toHaveLength(1);
    // Saved without a billing address: billed at the main address.
    expect(before.data!.findPayment[0]!.billingAddress?.id).toBe(customer.addressId);

    const gateway = new SandboxGateway(database);
    const declined = await gateway.tokenize({
      number: '4000 0000 0000 0002',
      expMonth: 12,
      expYear: 2031,
      cvc: '123',
      name: 'Bill Payer',
    });
    const refused = await graphql(REPLACE_CARD, { source: declined.source }, token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('PAYMENT_DECLINED');
    expect(refused.errors?.[0]?.message).toMatch(/declined/);
    expect((await graphql(FIND_PAYMENT, {}, token)).data).toEqual(before.data);

    const good = await gateway.tokenize({
      number: '5555 5555 5555 4444',
      expMonth: 11,
      expYear: 2032,
      cvc: '123',
      name: 'Bill Payer',
    });
    const [first, again] = await Promise.all([
      graphql<{ replacePaymentCard: Card }>(REPLACE_CARD, { source: good.source }, token),
      graphql<{ replacePaymentCard: Card }>(REPLACE_CARD, { source: good.source }, token),
    ]);
    expect(first.errors).toBeUndefined();
    expect(again.errors).toBeUndefined();
    expect(first.data!.replacePaymentCard).toMatchObject({
      cardLastFourDigits: '4444',
      cardExpiryYear: 2032,
      isDefault: true,
      billingAddress: { id: customer.addressId },
    });
    const after = await graphql<{ findPayment: Card[] }>(FIND_PAYMENT, {}, token);
    expect(
      after.data!.findPayment.map((card) => [card.cardLastFourDigits, card.isDefault]),
    ).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    // The verification held $1.00 once and gave it back: nothing stays charged.
    const checks = await database.query<{ status: string; amount_cents: number }>(
      `select status, amount_cents from sandbox_charges where idempotency_key like $1`,
      [`card-check:${customer.customerId}:%`],
    );
    expect(checks.map((check) => check.status).sort()).toEqual(['declined', 'voided']);
    const [billed] = await database.query<{ source: string }>(
      `select source from payment_methods where customer_id = $1 and is_default`,
      [customer.customerId],
    );
    expect(billed!.source).toBe(good.source);

    const unknown = await graphql(REPLACE_CARD, { source: 'tok_000000000000000000000000' }, token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // Another customer's saved card token is unknown to this customer.
    const stolen = await graphql(REPLACE_CARD, { source: 'tok_demo_alex' }, token);
    expect(stolen.errors).toEqual(unknown.errors);
  });
  it('the upcoming bill is what the billing run then writes, credit and taxes included', async () => {
    const customer = await billingCustomer(database, { province: 'ON', balanceCents: 3000 });
    const quebec = await addAddress(database, customer.customerId, 'QC');
    await addMemberships(database, customer, {
      startDate: '2026-05-10',
      quantity: 2,
      feeCents: 4000,
      pivotCareCents: 800,
    });
    await addMembership(database, customer, {
      startDate: '2026-05-20',
      addressId: quebec,
      option: 'rentv2',
      paymentsDue: null,
      feeCents: 10_000,
    });
    // Billed later than the others' next date: not on this address's next bill.
    await addMembership(database, customer, { startDate: '2026-05-25', feeCents: 999 });
    const token = await tokenFor(customer.customerId);
    const reply = await graphql<{ getUpcomingBill: Bill[] }>(UPCOMING, {}, token);
    expect(reply.errors).toBeUndefined();
    const upcoming = reply.data!.getUpcomingBill;
    expect(upcoming.map((bill) => [bill.address?.id, bill.billDate, bill.lines.length])).toEqual([
      [customer.addressId, '2026-06-10', 2],
      [quebec, '2026-06-20', 1],
    ]);
    expect(upcoming[0]!.taxes.map((tax) => tax.label)).toEqual(['HST 13%']);
    expect(upcoming[1]!.taxes.map((tax) => tax.label)).toEqual(['GST 5%', 'QST 9.975%']);
    expect(upcoming[0]!.creditApplied).toBe(30);

    // The run on each bill date writes the same bills.
    const gateway = (day: string) => new SandboxGateway(database, noonOf(day));
    await runBilling(database, { gateway: gateway('2026-06-10'), now: noonOf('2026-06-10') });
    await runBilling(database, { gateway: gateway('2026-06-20'), now: noonOf('2026-06-20') });
    const written = await database.query<{
      id: string;
      address_id: string;
      bill_date: string;
      subtotal_cents: number;
      tax_total_cents: number;
      total_cents: number;
      balance_used_cents: number;
      amount_charged_cents: number;
    }>(
      `select id, address_id, bill_date, subtotal_cents, tax_total_cents, total_cents,
              balance_used_cents, amount_charged_cents
         from bills where customer_id = $1 and bill_date <= '2026-06-20'
        order by bill_date, address_id`,
      [customer.customerId],
    );
    expect(written).toHaveLength(2);
    for (const [index, bill] of written.entries()) {
      const shown = upcoming[index]!;
      expect({
        address: bill.address_id,
        date: bill.bill_date,
        subtotal: bill.subtotal_cents,
        tax: bill.tax_total_cents,
        total: bill.total_cents,
        credit: bill.balance_used_cents,
        charged: bill.amount_charged_cents,
      }).toEqual({
        address: shown.address!.id,
        date: shown.billDate,
        subtotal: cents(shown.subtotal),
        tax: cents(shown.taxTotal),
        total: cents(shown.total),
        credit: cents(shown.creditApplied),
        charged: cents(shown.amountCharged),
      });
      const taxes = await database.query<{ name: string; amount_cents: number }>(
        'select name, amount_cents from bill_taxes where bill_id = $1 order by pos',
        [bill.id],
      );
      expect(taxes).toEqual(
        shown.taxes.map((tax) => ({ name: tax.name, amount_cents: cents(tax.amount) })),
      );
      const lines = await database.query<{ membership_product_id: string; period: number }>(
        'select membership_product_id, period from bill_lines where bill_id = $1 order by membership_product_id',
        [bill.id],
      );
      expect(lines).toEqual(
        shown.lines
          .map((line) => ({ membership_product_id: line.membershipProductId, period: line.period }))
          .sort((a, b) => a.membership_product_id.localeCompare(b.membership_product_id)),
      );
    }
  });

  it('an overdue balance paid twice at once with the replaced card is charged once', async () => {
    const customer = await billingCustomer(database, {
      province: 'ON',
      card: 'tok_chargeDeclined',
    });
    await addMembership(database, customer, { startDate: '2026-03-08', paymentsDue: 3 });
    const day = '2026-04-08';
    await runBilling(database, {
      gateway: new SandboxGateway(database, noonOf(day)),
      now: noonOf(day),
    });
    const token = await tokenFor(customer.customerId);
    const status = await graphql<{ getOrderStatus: { totalremaining: number }[] }>(
      '{ getOrderStatus { totalremaining } }',
      {},
      token,
    );
    expect(status.data!.getOrderStatus).toHaveLength(1);
    const owed = status.data!.getOrderStatus[0]!.totalremaining;

    const good = await new SandboxGateway(database).tokenize({
      number: '4242 4242 4242 4242',
      expMonth: 10,
      expYear: 2033,
      cvc: '123',
      name: 'Bill Payer',
    });
    expect((await graphql(REPLACE_CARD, { source: good.source }, token)).errors).toBeUndefined();
    const PAY = 'mutation { payOverdueBalance { paid remaining { id } } }';
    const answers = await Promise.all([
      graphql<{ payOverdueBalance: { paid: number } }>(PAY, {}, token),
      graphql<{ payOverdueBalance: { paid: number } }>(PAY, {}, token),
    ]);
    const paid = answers.map((answer) => answer.data?.payOverdueBalance.paid ?? 0);
    // One pays it; the other finds it paid (or busy being paid): never twice.
    expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(owed);
    const charges = await database.query<{ status: string; amount_cents: number }>(
      `select c.status, c.amount_cents from sandbox_charges c
        where c.idempotency_key like any (select 'delinquent:' || id || ':%' from delinquent_records
                                           where customer_id = $1)
          and c.status = 'succeeded'`,
      [customer.customerId],
    );
    expect(charges).toEqual([{ status: 'succeeded', amount_cents: cents(owed) }]);
    const after = await graphql<{ getOrderStatus: unknown[] }>(
      '{ getOrderStatus { id } }',
      {},
      token,
    );
    expect(after.data!.getOrderStatus).toEqual([]);
  });
  it("warns on Jordan's seeded upcoming bill: the card on file was declined", async () => {
    const token = await tokenFor(JORDAN.id);
    const bills = await graphql<{
      getUpcomingBill: { cardStatus: string; card: { cardLastFourDigits: string } | null }[];
    }>('{ getUpcomingBill { cardStatus card { cardLastFourDigits } } }', {}, token);
    expect(bills.data!.getUpcomingBill.length).toBeGreaterThan(0);
    for (const bill of bills.data!.getUpcomingBill) {
      expect(bill).toEqual({ cardStatus: 'DECLINED', card: { cardLastFourDigits: '0002' } });
    }
    const alex = await graphql<{ getUpcomingBill: { cardStatus: string }[] }>(
      '{ getUpcomingBill { cardStatus } }',
      {},
      await tokenFor(ALEX.id),
    );
    expect(alex.data!.getUpcomingBill.map((bill) => bill.cardStatus)).not.toContain('DECLINED');
  });

  it('warns on the upcoming bill when the card on file was declined; a new card clears it', async () => {
    const BILL_CARD = `query { getUpcomingBill { billDate amountCharged cardStatus
      card { id cardLastFourDigits declined } } }`;
    const customer = await billingCustomer(database, {
      province: 'ON',
      card: 'tok_chargeDeclined',
    });
    await addMembership(database, customer, { startDate: '2026-03-08' });
    const token = await tokenFor(customer.customerId);
    type BillCard = {
      getUpcomingBill: {
        cardStatus: string;
        card: { id: string; cardLastFourDigits: string; declined: boolean } | null;
      }[];
    };
    // Before any bill is declined the card is counted on.
    const before = await graphql<BillCard>(BILL_CARD, {}, token);
    expect(before.data!.getUpcomingBill[0]).toMatchObject({
      cardStatus: 'OK',
      card: { cardLastFourDigits: '4242', declined: false },
    });
    const day = '2026-04-08';
    await runBilling(database, {
      gateway: new SandboxGateway(database, noonOf(day)),
      now: noonOf(day),
    });
    const declined = await graphql<BillCard>(BILL_CARD, {}, token);
    expect(declined.errors).toBeUndefined();
    expect(declined.data!.getUpcomingBill[0]).toMatchObject({
      cardStatus: 'DECLINED',
      card: { declined: true },
    });
    const payment = await graphql<{ findPayment: { declined: boolean }[] }>(
      '{ findPayment { declined } }',
      {},
      token,
    );
    expect(payment.data!.findPayment).toEqual([{ declined: true }]);

    // A new card on file: the next bill goes to it, and nothing says declined any more.
    const good = await new SandboxGateway(database).tokenize({
      number: '5555 5555 5555 4444',
      expMonth: 10,
      expYear: 2033,
      cvc: '123',
      name: 'Bill Payer',
    });
    expect((await graphql(REPLACE_CARD, { source: good.source }, token)).errors).toBeUndefined();
    const after = await graphql<BillCard>(BILL_CARD, {}, token);
    expect(after.data!.getUpcomingBill[0]).toMatchObject({
      cardStatus: 'OK',
      card: { cardLastFourDigits: '4444', declined: false },
    });
    const cards = await graphql<{
      findPayment: { cardLastFourDigits: string; declined: boolean }[];
    }>('{ findPayment { cardLastFourDigits declined } }', {}, token);
    expect(cards.data!.findPayment).toEqual([
      { cardLastFourDigits: '4444', declined: false },
      { cardLastFourDigits: '4242', declined: true },
    ]);

    // No card at all: said too, never "charged to your card".
    await database.query('delete from payment_methods where customer_id = $1', [
      customer.customerId,
    ]);
    const none = await graphql<BillCard>(BILL_CARD, {}, token);
    expect(none.data!.getUpcomingBill[0]).toMatchObject({ cardStatus: 'NONE', card: null });
  });

  it('keeps the billing address typed with the card, checked before the card is', async () => {
    const REPLACE_WITH_ADDRESS = `mutation($source: String!, $billingAddress: BillingAddressInput) {
      replacePaymentCard(source: $source, billingAddress: $billingAddress) {
        cardLastFourDigits billingAddress { id streetaddress city province postalcode } } }`;
    const customer = await billingCustomer(database, { province: 'ON', card: 'tok_visa' });
    const token = await tokenFor(customer.customerId);
    const gateway = new SandboxGateway(database);
    const card = await gateway.tokenize({
      number: '5555 5555 5555 4444',
      expMonth: 10,
      expYear: 2033,
      cvc: '123',
      name: 'Bill Payer',
    });
    const address = {
      streetAddress: '1800 Argyle Street',
      city: 'Halifax',
      province: 'NS',
      postalCode: 'M5V 2T6',
    };
    // A Toronto postal code in Nova Scotia: refused under its field, no hold on the card.
    const wrong = await graphql(
      REPLACE_WITH_ADDRESS,
      { source: card.source, billingAddress: address },
      token,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'billingAddress.postalCode',
    });
    const badFormat = await graphql(
      REPLACE_WITH_ADDRESS,
      { source: card.source, billingAddress: { ...address, postalCode: 'D3J 3N8', city: '' } },
      token,
    );
    expect(badFormat.errors?.[0]?.extensions?.fields).toMatchObject({
      'billingAddress.postalCode': 'Enter a Canadian postal code, like K1A 0B1.',
      'billingAddress.city': 'Enter the city.',
    });
    const holds = await database.query(
      `select id from sandbox_charges where idempotency_key like $1`,
      [`card-check:${customer.customerId}:%`],
    );
    expect(holds).toEqual([]);

    const saved = await graphql<{
      replacePaymentCard: { billingAddress: Record<string, string> };
    }>(
      REPLACE_WITH_ADDRESS,
      { source: card.source, billingAddress: { ...address, postalCode: 'b3j3n8' } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.replacePaymentCard.billingAddress).toMatchObject({
      streetaddress: '1800 Argyle Street',
      city: 'Halifax',
      province: 'NS',
      postalcode: 'B3J 3N8',
    });
    const billingId = saved.data!.replacePaymentCard.billingAddress.id;
    expect(billingId).not.toBe(customer.addressId);
    const found = await graphql<{ findPayment: Card[] }>(FIND_PAYMENT, {}, token);
    expect(found.data!.findPayment[0]!.billingAddress).toEqual({ id: billingId, province: 'NS' });
    // A billing address is the card's only: never a delivery address in the address book.
    const book = await graphql<{ findShippingAddress: { id: string }[] }>(
      FIND_ADDRESSES_PLAIN,
      {},
      token,
    );
    expect(book.data!.findShippingAddress.map((entry) => entry.id)).toEqual([customer.addressId]);
  });
});

describe('what a membership product has paid and has left', () => {
  const base = {
    id: 'x',
    addressId: null,
    productId: 1,
    parentProductId: 1,
    slug: 's',
    name: 'n',
    thumbUrl: null,
    options: [],
    startDate: '2026-01-01',
    status: 'DELIVERED' as const,
    purchaseOption: 'subscribe' as const,
    termLengthMonths: null,
    monthlyPriceCents: 5000,
    purchasePriceCents: null,
    pivotCareCents: 1000,
    retailValueCents: 100_000,
    paymentsDue: 19,
    paymentsMade: 4,
    nextBillDate: '2026-05-01',
    unpaidFeeCents: 0,
    unpaidMonths: 0,
    repairedMembershipProductId: null,
  };

  it('a subscription: fees paid (PivotCare aside), fees left, retail value less fees paid', () => {
    // Payments stop a month before the fees reach the retail value: the buyout never costs more
    // than the fees left.
    expect(holdingTerms(base)).toMatchObject({
      kind: 'SUBSCRIPTION',
      paidCents: 20_000,
      leftCents: 75_000,
      buyoutCents: 75_000,
    });
    expect(holdingTerms({ ...base, retailValueCents: 90_000 })).toMatchObject({
      buyoutCents: 70_000,
    });
    // A declined period is owed, not paid: only paid months count toward the buyout (the
    // price the buyout flow charges, decision 152); 16 fees are left, not 15.
    expect(holdingTerms({ ...base, unpaidFeeCents: 5000, unpaidMonths: 1 })).toMatchObject({
      paidCents: 15_000,
      leftCents: 80_000,
      buyoutCents: 80_000,
    });
  });

  it('financing: the instalments left are the payoff; rent: retail less half the rent; settled: nothing', () => {
    expect(
      holdingTerms({ ...base, purchaseOption: 'monthlyv3', paymentsDue: 12, paymentsMade: 5 }),
    ).toMatchObject({
      kind: 'FINANCING',
      paidCents: 25_000,
      leftCents: 35_000,
      buyoutCents: 35_000,
    });
    // Rent: half of the fees paid counts toward the buyout (decision 117).
    expect(holdingTerms({ ...base, purchaseOption: 'rentv2', paymentsDue: null })).toMatchObject({
      kind: 'RENT',
      leftCents: null,
      buyoutCents: 90_000,
    });
    for (const status of ['RETURNED', 'OWNED', 'BOUGHT_OUT', 'CANCELLED'] as const)
      expect(holdingTerms({ ...base, status })).toMatchObject({
        leftCents: null,
        buyoutCents: null,
      });
    expect(
      holdingTerms({
        ...base,
        purchaseOption: 'own',
        monthlyPriceCents: null,
        purchasePriceCents: 45_000,
        paymentsDue: null,
      }),
    ).toMatchObject({ kind: 'PURCHASE', paidCents: 45_000, leftCents: null, buyoutCents: null });
  });
});
