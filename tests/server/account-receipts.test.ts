/**
 * Every charge and refund leaves a receipt (decision 151): monthly bills per address, overdue
 * payments, tips, refunds recorded by any flow, account credits, beside the orders' receipts;
 * and the billing history shows each bill charged, declined or paid late. Each receipt meets
 * the Canadian receipt rules (DOMAIN.md) with its taxes named GST, HST, PST or QST apart.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { grantAccountCredit } from '../../server/modules/billing/account-credit';
import { runBilling } from '../../server/modules/billing/billing-run';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { advanceDelivery } from '../../server/composition-root';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
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
import { addAddress, addMembership, billingCustomer, billsOf } from './helpers/billing-world';
import { withCheckoutWorld } from './helpers/checkout-world';

const LIST = `query List($limit: Int, $offset: Int) {
  customerReceipts(limit: $limit, offset: $offset) {
    totalCount limit offset hasMore
    receipts { id kind number issuedtime title status total amount itemcount tipped ordernumber }
  }
}`;

const ONE = `query One($id: ID!) {
  customerReceipt(id: $id) {
    order { id ordernumber type total totalcharged taxes { name label amount } }
    paper {
      id kind number status issuedtime billdate declinedtime customername email
      address { name streetaddress city province postalcode }
      lines { description detail amount }
      subtotal taxes { name ratePercent amount label } totaltaxescharged total
      accountbalanceused totalcharged owed
      payments { chargetime chargetype status amount cardtype cardlastfourdigits }
      order { id ordernumber type } bill { id billdate } paymentterms note
    }
  }
}`;

const HISTORY = `query History($limit: Int, $offset: Int) {
  billingHistory(limit: $limit, offset: $offset) {
    totalCount hasMore
    bills { id number billdate status total totaltaxescharged accountbalanceused amountcharged
      owed paidtime declinedtime itemcount address { streetaddress province } }
  }
}`;

const PAY = `mutation Pay($source: String) {
  payOverdueBalance(source: $source) { paid remaining { id } }
}`;

const TIP = `mutation Tip($deliveryId: ID!, $amount: Float!, $note: String) {
  checkoutTipCart(deliveryId: $deliveryId, amount: $amount, note: $note) { deliveryId }
}`;

interface Entry {
  id: string;
  kind: string;
  number: string;
  issuedtime: string;
  title: string | null;
  status: string;
  total: number;
  amount: number;
  itemcount: number;
  tipped: number;
  ordernumber: string | null;
}
interface ListAnswer {
  customerReceipts: {
    totalCount: number;
    limit: number;
    offset: number;
    hasMore: boolean;
    receipts: Entry[];
  };
}
interface Tax {
  name: string;
  ratePercent: number;
  amount: number;
  label: string;
}
interface Paper {
  id: string;
  kind: string;
  number: string;
  status: string;
  issuedtime: string;
  billdate: string | null;
  declinedtime: string | null;
  customername: string;
  email: string;
  address: { name: string; streetaddress: string; province: string } | null;
  lines: { description: string; detail: string | null; amount: number }[];
  subtotal: number;
  taxes: Tax[];
  totaltaxescharged: number;
  total: number;
  accountbalanceused: number;
  totalcharged: number;
  owed: number;
  payments: { chargetype: string; status: string; amount: number; cardlastfourdigits: string }[];
  order: { id: string; ordernumber: string; type: string } | null;
  bill: { id: string; billdate: string } | null;
  paymentterms: string;
  note: string | null;
}
interface OneAnswer {
  customerReceipt: {
    order: { id: string; ordernumber: string; type: string; total: number } | null;
    paper: Paper | null;
  };
}
interface Bill {
  id: string;
  number: string;
  billdate: string;
  status: string;
  total: number;
  totaltaxescharged: number;
  amountcharged: number;
  owed: number;
  paidtime: string | null;
  declinedtime: string | null;
  itemcount: number;
  address: { streetaddress: string; province: string } | null;
}
interface HistoryAnswer {
  billingHistory: { totalCount: number; hasMore: boolean; bills: Bill[] };
}

const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + cents(value), 0);

/**
 * The receipt rules of DOMAIN.md, as the API answers them (the business name and its GST/HST
 * number are printed by the page): always a date and a total; from $100 the tax lines by name;
 * from $500 the buyer's name, a description and the payment terms. The figures add up.
 */
function expectReceiptRules(paper: Paper): void {
  expect(Number.isNaN(Date.parse(paper.issuedtime))).toBe(false);
  expect(paper.total).toBeGreaterThan(0);
  expect(paper.number).toMatch(/^(BL|TP|PY|CR)-[0-9A-F]{8}$/);
  expect(cents(paper.total)).toBe(cents(paper.subtotal) + cents(paper.totaltaxescharged));
  expect(sumCents(paper.taxes.map((tax) => tax.amount))).toBe(cents(paper.totaltaxescharged));
  expect(sumCents(paper.lines.map((line) => line.amount))).toBe(cents(paper.subtotal));
  for (const tax of paper.taxes) {
    expect(['GST', 'HST', 'PST', 'QST', 'RST']).toContain(tax.name);
    expect(tax.label).toBe(`${tax.name} ${tax.ratePercent}%`);
  }
  expect(paper.customername.length).toBeGreaterThan(0);
  expect(paper.paymentterms.length).toBeGreaterThan(20);
  for (const line of paper.lines) expect(line.description.length).toBeGreaterThan(0);
}

const DEMO = (email: string) => DEMO_CUSTOMERS.find((customer) => customer.email === email)!;

const backends = await testBackends();

describe.each(backends)('every charge and refund has a receipt on $name', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let montreal: CityFacts;

  withCheckoutWorld(backend, async (world) => {
    ({ database, server, toronto } = world);
    montreal = await cityNamed(database, 'Montreal');
  });

  const runAt = (day: string) => {
    const at = new Date(`${day}T12:00:00Z`);
    return runBilling(database, { gateway: new SandboxGateway(database, () => at), now: () => at });
  };

  async function list(token: string, variables: Record<string, unknown> = {}) {
    const answer = await server.graphql<ListAnswer>(LIST, variables, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.customerReceipts;
  }

  async function paper(token: string, id: string): Promise<Paper> {
    const answer = await server.graphql<OneAnswer>(ONE, { id }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.customerReceipt.order).toBeNull();
    return answer.data!.customerReceipt.paper!;
  }

  async function history(token: string) {
    const answer = await server.graphql<HistoryAnswer>(HISTORY, {}, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.billingHistory;
  }

  // First: the billing runs of the tests below bill the demo customers too.
  it('shows the demo customers’ past bills: Alex’s with GST and QST, Sam’s with GST and PST, Jordan’s declined one', async () => {
    for (const [email, labels] of [
      ['alex.tremblay@example.ca', ['GST 5%', 'QST 9.975%']],
      ['sam.nguyen@example.ca', ['GST 5%', 'PST 7%']],
    ] as const) {
      const token = await server.tokenFor(DEMO(email).id);
      const bills = (await history(token)).bills;
      expect(bills.length).toBeGreaterThan(0);
      expect(new Set(bills.map((bill) => bill.status))).toEqual(new Set(['CHARGED']));
      const listed = await list(token, { limit: 50 });
      const monthly = listed.receipts.filter((entry) => entry.kind === 'MONTHLY_BILL');
      expect(monthly.length).toBeGreaterThan(0);
      const receipt = await paper(token, monthly[0]!.id);
      expectReceiptRules(receipt);
      expect(receipt.taxes.map((tax) => tax.label)).toEqual(labels);
      const bill = bills.find((row) => row.id === receipt.id)!;
      expect(bill).toMatchObject({
        total: receipt.total,
        totaltaxescharged: receipt.totaltaxescharged,
      });
    }
    const jordan = await server.tokenFor(DEMO('jordan.lee@example.ca').id);
    const owed = await server.graphql<{ getOrderStatus: { totalremaining: number }[] }>(
      '{ getOrderStatus { totalremaining } }',
      {},
      jordan,
    );
    const declined = (await history(jordan)).bills.filter((bill) => bill.status === 'DECLINED');
    expect(declined).toHaveLength(1);
    expect(declined[0]!.owed).toBe(owed.data!.getOrderStatus[0]!.totalremaining);
    const invoice = await paper(jordan, declined[0]!.id);
    expect(invoice.taxes.map((tax) => tax.label)).toEqual(['HST 13%']);
    expect(invoice).toMatchObject({ status: 'DECLINED', owed: declined[0]!.owed });
  });
  it('gives each monthly bill of each address its receipt, taxed in its province (HST; GST and QST)', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const quebec = await addAddress(database, customer.customerId, 'QC');
    await addMembership(database, customer, {
      startDate: '2026-03-02',
      feeCents: 5000,
      pivotCareCents: 1000,
    });
    await addMembership(database, customer, {
      startDate: '2026-03-02',
      feeCents: 8000,
      addressId: quebec,
    });
    await runAt('2026-04-02');
    const bills = await billsOf(database, customer.customerId);
    expect(bills.map((bill) => bill.status)).toEqual(['PAID', 'PAID']);
    const token = await server.tokenFor(customer.customerId);

    const listed = await list(token);
    const monthly = listed.receipts.filter((entry) => entry.kind === 'MONTHLY_BILL');
    expect(monthly.map((entry) => entry.id).sort()).toEqual(bills.map((bill) => bill.id).sort());
    for (const bill of bills) {
      const entry = monthly.find((row) => row.id === bill.id)!;
      expect(entry).toMatchObject({ status: 'PAID', amount: bill.amount_charged_cents / 100 });
      const receipt = await paper(token, bill.id);
      expectReceiptRules(receipt);
      expect(receipt).toMatchObject({
        id: bill.id,
        kind: 'MONTHLY_BILL',
        number: entry.number,
        status: 'PAID',
        billdate: '2026-04-02',
        declinedtime: null,
        customername: 'Bill Payer',
        subtotal: bill.subtotal_cents / 100,
        totaltaxescharged: bill.tax_total_cents / 100,
        total: bill.total_cents / 100,
        totalcharged: bill.amount_charged_cents / 100,
        owed: 0,
      });
      expect(receipt.payments).toMatchObject([
        { chargetype: 'CHARGE', status: 'SUCCEEDED', amount: bill.amount_charged_cents / 100 },
      ]);
      if (bill.province === 'ON') {
        expect(receipt.taxes.map((tax) => tax.label)).toEqual(['HST 13%']);
        expect(receipt.taxes[0]!.amount).toBe(7.8); // 13% of $50 + $10 PivotCare
        expect(receipt.lines).toEqual([
          expect.objectContaining({ amount: 50, detail: 'Subscription fee, payment 2 of 19' }),
          expect.objectContaining({ amount: 10, detail: 'Accidental damage cover, monthly' }),
        ]);
        expect(receipt.lines[1]!.description).toMatch(/^PivotCare for /);
        expect(receipt.address?.province).toBe('ON');
      } else {
        expect(receipt.taxes.map((tax) => tax.label)).toEqual(['GST 5%', 'QST 9.975%']);
        expect(receipt.taxes.map((tax) => tax.amount)).toEqual([4, 7.98]);
        expect(receipt.address).toMatchObject({
          province: 'QC',
          streetaddress: expect.any(String),
        });
      }
    }
    const shown = await history(token);
    expect(shown.bills.map((bill) => bill.status)).toEqual(['CHARGED', 'CHARGED']);
    expect(shown.bills.map((bill) => bill.address?.province).sort()).toEqual(['ON', 'QC']);
  });

  it('keeps a declined bill in the billing history, owed, and gives its late payment an overdue receipt', async () => {
    const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
    await addMembership(database, customer, { startDate: '2026-03-02', feeCents: 13800 });
    await runAt('2026-04-02');
    const [bill] = await billsOf(database, customer.customerId);
    expect(bill!.status).toBe('DECLINED');
    const token = await server.tokenFor(customer.customerId);

    // Declined: owed in the history, an invoice to open, no receipt in the list yet.
    const before = await history(token);
    expect(before.bills).toEqual([
      expect.objectContaining({
        id: bill!.id,
        status: 'DECLINED',
        owed: bill!.amount_charged_cents / 100,
        paidtime: null,
        declinedtime: expect.any(String),
      }),
    ]);
    expect((await list(token)).receipts.filter((entry) => entry.id === bill!.id)).toEqual([]);
    const invoice = await paper(token, bill!.id);
    expect(invoice).toMatchObject({
      kind: 'MONTHLY_BILL',
      status: 'DECLINED',
      totalcharged: 0,
      owed: bill!.amount_charged_cents / 100,
    });
    expect(invoice.paymentterms).toMatch(/1, 3, 7, 14, 21 and 28 days after the decline/);
    expect(invoice.payments).toMatchObject([{ status: 'DECLINED' }]);

    const paid = await server.graphql<{ payOverdueBalance: { paid: number } }>(
      PAY,
      { source: await server.cardToken('4242424242424242') },
      token,
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOverdueBalance.paid).toBe(bill!.amount_charged_cents / 100);

    const after = await list(token);
    const overdue = after.receipts.filter((entry) => entry.kind === 'OVERDUE_PAYMENT');
    expect(overdue).toEqual([
      expect.objectContaining({
        id: bill!.id,
        status: 'PAID_LATE',
        amount: paid.data!.payOverdueBalance.paid,
      }),
    ]);
    const receipt = await paper(token, bill!.id);
    expectReceiptRules(receipt);
    expect(receipt).toMatchObject({
      kind: 'OVERDUE_PAYMENT',
      status: 'PAID_LATE',
      totalcharged: paid.data!.payOverdueBalance.paid,
      owed: 0,
      declinedtime: expect.any(String),
    });
    expect(receipt.taxes.map((tax) => [tax.label, tax.amount])).toEqual([['HST 13%', 17.94]]);
    expect(receipt.total).toBe(155.94);
    expect(receipt.payments.map((payment) => payment.status)).toEqual(['DECLINED', 'SUCCEEDED']);
    expect((await history(token)).bills).toEqual([
      expect.objectContaining({
        id: bill!.id,
        status: 'PAID_LATE',
        owed: 0,
        paidtime: expect.any(String),
      }),
    ]);
  });

  it('gives a return fee paid after its decline an overdue payment receipt with its HST', async () => {
    const customer = await billingCustomer(database, { province: 'ON' });
    const token = await server.tokenFor(customer.customerId);
    // A return whose fee was declined at the pickup, as recordReturnFee writes it (decision 139).
    const [order] = await database.query<{ id: string; order_number: string }>(
      `insert into orders (customer_id, city_id, type, status, shipping_address_id,
                           tax_total_cents, total_cents)
       values ($1, $2, 'RETURN', 'COMPLETED', $3, 1300, 11300) returning id, order_number`,
      [customer.customerId, toronto.id, customer.addressId],
    );
    await database.query(
      `insert into order_taxes (order_id, name, rate_percent, amount_cents) values ($1, 'HST', 13, 1300)`,
      [order!.id],
    );
    await database.query(
      `insert into payments (order_id, customer_id, amount_cents, charge_type, status,
                             charge_details, idempotency_key)
       values ($1, $2, 11300, 'CHARGE', 'DECLINED', 'Card declined', $3)`,
      [order!.id, customer.customerId, `return:${order!.id}`],
    );
    await database.query(
      `insert into delinquent_records (customer_id, order_id, total_remaining_cents)
       values ($1, $2, 11300)`,
      [customer.customerId, order!.id],
    );
    const paid = await server.graphql<{ payOverdueBalance: { paid: number } }>(PAY, {}, token);
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payOverdueBalance.paid).toBe(113);

    const listed = await list(token);
    const overdue = listed.receipts.find((entry) => entry.kind === 'OVERDUE_PAYMENT')!;
    expect(overdue).toMatchObject({
      status: 'PAID_LATE',
      amount: 113,
      ordernumber: order!.order_number,
    });
    expect(listed.receipts.find((entry) => entry.id === order!.id)).toMatchObject({
      kind: 'RETURN',
    });
    const receipt = await paper(token, overdue.id);
    expectReceiptRules(receipt);
    expect(receipt).toMatchObject({
      kind: 'OVERDUE_PAYMENT',
      status: 'PAID_LATE',
      total: 113,
      subtotal: 100,
      totalcharged: 113,
      order: { id: order!.id, type: 'RETURN' },
    });
    expect(receipt.taxes.map((tax) => [tax.label, tax.amount])).toEqual([['HST 13%', 13]]);
    expect(receipt.lines[0]!.description).toBe(`Return fee, ${order!.order_number}`);
  });

  /** A customer in Montreal with a delivered order paid with a 4242 card (saved on file). */
  async function montrealOrder(skip: number): Promise<{
    customer: TestCustomer;
    token: string;
    order: CheckoutOrder;
    deliveryId: string;
  }> {
    const customer = await createCustomer(database, montreal);
    const token = await server.tokenFor(customer.customerId);
    const table = await stockProduct(database, montreal.id, 5, skip, { everyWay: true });
    const day = addDays(localDate(new Date(), 'America/Toronto'), montreal.defaultDeliveryDays + 3);
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(
      CHECKOUT,
      {
        ...checkoutVariables(montreal, customer, [], {
          source: await server.cardToken('4242424242424242'),
          saveCard: true,
        }),
        products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
        deliverydate: day,
        deliverytimetype: 'MORNING',
      },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const order = answer.data!.checkout;
    const [visit] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [order.id],
    );
    return { customer, token, order, deliveryId: visit!.id };
  }

  it('gives tips, refunds recorded by any flow and account credits receipts of their own, beside the order', async () => {
    const { customer, token, order, deliveryId } = await montrealOrder(61);
    await advanceDelivery(database, deliveryId, 'COMPLETED', new Date());
    const tipped = await server.graphql(TIP, { deliveryId, amount: 15, note: 'Merci!' }, token);
    expect(tipped.errors).toBeUndefined();

    // A refund as a flow records it (swap cancellation, decision 151): a REFUND payment row.
    const refundCents = Math.round(cents(order.total) / 4);
    const [refund] = await database.query<{ id: string }>(
      `insert into payments (order_id, customer_id, amount_cents, charge_time, charge_success,
                             charge_details, charge_type, card_type, card_last_four, status,
                             idempotency_key)
       values ($1, $2, $3, now() + interval '1 second', true, 'Visit charge refunded', 'REFUND',
               'VISA', '4242', 'SUCCEEDED', $4) returning id`,
      [order.id, customer.customerId, refundCents, `refund:${order.id}`],
    );
    // Credits: goodwill, and a refund to credit of the whole order.
    await grantAccountCredit(database, customer.customerId, 1000, {
      kind: 'GOODWILL',
      note: 'Late delivery',
    });
    await grantAccountCredit(database, customer.customerId, cents(order.total), {
      kind: 'REFUND',
      orderId: order.id,
    });

    const listed = await list(token);
    expect(listed.totalCount).toBe(5);
    expect(listed.receipts.map((entry) => entry.kind).sort()).toEqual(
      ['CREDIT', 'CREDIT', 'ORDER', 'REFUND', 'TIP'].sort(),
    );
    const times = listed.receipts.map((entry) => Date.parse(entry.issuedtime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // The order's receipt is still the order's, through the same query.
    const orderEntry = listed.receipts.find((entry) => entry.kind === 'ORDER')!;
    expect(orderEntry).toMatchObject({ id: order.id, number: order.orderNumber, tipped: 15 });
    const orderAnswer = await server.graphql<OneAnswer>(ONE, { id: order.id }, token);
    expect(orderAnswer.data!.customerReceipt).toMatchObject({
      order: { id: order.id, ordernumber: order.orderNumber, type: 'ORDER' },
      paper: null,
    });

    // The tip: charged apart, not taxed.
    const tipEntry = listed.receipts.find((entry) => entry.kind === 'TIP')!;
    expect(tipEntry).toMatchObject({ amount: 15, ordernumber: order.orderNumber });
    const tip = await paper(token, tipEntry.id);
    expectReceiptRules(tip);
    expect(tip).toMatchObject({
      kind: 'TIP',
      status: 'PAID',
      total: 15,
      totalcharged: 15,
      taxes: [],
      note: 'Merci!',
      order: { id: order.id, ordernumber: order.orderNumber, type: 'ORDER' },
    });
    expect(tip.payments).toMatchObject([{ status: 'SUCCEEDED', amount: 15 }]);

    // The refund: its share of the order's GST and QST, each on its own line.
    const refundEntry = listed.receipts.find((entry) => entry.kind === 'REFUND')!;
    expect(refundEntry).toMatchObject({ id: refund!.id, amount: refundCents / 100 });
    const refunded = await paper(token, refund!.id);
    expectReceiptRules(refunded);
    const orderTaxes = orderAnswer.data!.customerReceipt.order as unknown as { taxes: Tax[] };
    expect(refunded.taxes.map((tax) => tax.name)).toEqual(['GST', 'QST']);
    expect(refunded.taxes.map((tax) => cents(tax.amount))).toEqual(
      orderTaxes.taxes.map((tax) =>
        Math.round((cents(tax.amount) * refundCents) / cents(order.total)),
      ),
    );
    expect(refunded).toMatchObject({
      kind: 'REFUND',
      status: 'REFUNDED',
      total: refundCents / 100,
      totalcharged: refundCents / 100,
      order: { id: order.id },
    });
    expect(refunded.lines[0]).toMatchObject({ detail: 'Visit charge refunded' });

    // Credits: goodwill untaxed; a whole order refunded to credit carries its taxes exactly.
    const credits = await Promise.all(
      listed.receipts
        .filter((entry) => entry.kind === 'CREDIT')
        .map((entry) => paper(token, entry.id)),
    );
    const goodwill = credits.find((credit) => credit.total === 10)!;
    expectReceiptRules(goodwill);
    expect(goodwill).toMatchObject({ status: 'CREDITED', taxes: [], totalcharged: 0 });
    expect(goodwill.lines[0]).toMatchObject({
      description: 'Goodwill credit',
      detail: 'Late delivery',
    });
    const toCredit = credits.find((credit) => credit.total === order.total)!;
    expectReceiptRules(toCredit);
    expect(toCredit.taxes.map((tax) => [tax.name, tax.amount])).toEqual(
      orderTaxes.taxes.map((tax) => [tax.name, tax.amount]),
    );
    expect(toCredit.lines[0]!.description).toBe('Refund to account credit');

    // Pages across the kinds, newest first.
    const first = await list(token, { limit: 2 });
    const second = await list(token, { limit: 2, offset: 2 });
    const third = await list(token, { limit: 2, offset: 4 });
    expect(first).toMatchObject({ totalCount: 5, hasMore: true });
    expect(third).toMatchObject({ totalCount: 5, hasMore: false });
    expect(
      [...first.receipts, ...second.receipts, ...third.receipts].map((entry) => entry.id),
    ).toEqual(listed.receipts.map((entry) => entry.id));
    for (const variables of [{ limit: 0 }, { limit: 51 }, { offset: -1 }]) {
      const refused = await server.graphql(LIST, variables, token);
      expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }

    // Another customer reads none of them: each answers exactly like a missing id.
    const other = await server.tokenFor((await createCustomer(database, toronto)).customerId);
    const missing = await server.graphql(ONE, { id: randomUUID() }, other);
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    for (const entry of listed.receipts) {
      const foreign = await server.graphql(ONE, { id: entry.id }, other);
      expect(foreign.data).toBeNull();
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(foreign.errors?.[0]?.message).toBe(missing.errors?.[0]?.message);
    }
    expect((await list(other)).totalCount).toBe(0);
    const guest = await server.graphql(ONE, { id: order.id });
    expect(guest.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
  });
});
