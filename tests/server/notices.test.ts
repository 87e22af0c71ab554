import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { addDays, localDate, longDay } from '../../server/shared/calendar-date';
import { advanceDelivery } from '../../server/composition-root';
import { queueOrderNotice } from '../../server/modules/notices/notice-queue';
import { NoticeSender } from '../../server/modules/notices/notice-sender';
import { runInTransaction } from '../../server/db/transaction';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import type { OutboxSmsGateway } from '../../server/sms/sms-gateway';
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
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { addAddress, addMembership, billingCustomer } from './helpers/billing-world';

const SITE = 'https://shop.example.ca';

const RETURN = `mutation Return($returns: [ReturnItemInput!]!, $returndate: String!, $returntimetype: String!, $idempotencyKey: String!, $orderType: String!) {
  createReturnOrder(returns: $returns, orderType: $orderType, returndate: $returndate,
                    returntimetype: $returntimetype, idempotencyKey: $idempotencyKey) {
    orderId orderNumber returnFee total } }`;
const REPLACEMENTS = `query R($id: ID!) { swapReplacements(membershipProductId: $id) { productId } }`;
const SWAP = `mutation S($id: ID!, $p: ID!, $d: String!, $t: String!, $k: String!) {
  createSwapOrder(membershipProductId: $id, productId: $p, swapdate: $d, swaptimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount } }`;
const MOVE = `mutation M($ids: [ID!]!, $to: ID!, $d: String!, $t: String!, $k: String!) {
  createMoveOrder(productIds: $ids, toAddressId: $to, movedate: $d, movetimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount } }`;
const BUY = `mutation Buy($productIds: [ID!]!, $idempotencyKey: String!) {
  createBuyoutOrder(productIds: $productIds, idempotencyKey: $idempotencyKey) {
    orderId orderNumber chargedamount } }`;
const TIP = `mutation Tip($deliveryId: ID!, $amount: Float!) {
  checkoutTipCart(deliveryId: $deliveryId, amount: $amount) { tip { amount } } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelPickup(deliveryId: $id) { status } }`;
const PAY_OVERDUE = `mutation Pay($source: String) { payOverdueBalance(source: $source) { paid } }`;
const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) { total totalcharged
  taxes { name amount } } }`;

interface Mail {
  subject: string;
  text_body: string;
  html_body: string;
}

const money = (dollars: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(dollars);

const backends = await testBackends();

describe.each(backends)('customer notices on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let sms: OutboxSmsGateway;
  let sender: NoticeSender;
  const silent = { info: () => undefined, warn: () => undefined };

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    // The server's own sender is off here, so each test sends when it asks (below, a server
    // with its sender on shows that it delivers by itself).
    server = await startCheckoutServer(database, {}, { SITE_URL: SITE, NOTICE_SENDER: '0' });
    toronto = await cityNamed(database, 'Toronto');
    sms = server.app.services.sms as OutboxSmsGateway;
    sender = new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 1_000 },
      sms,
      siteUrl: SITE,
      log: silent,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  const emailOf = async (customerId: string) =>
    (
      await database.query<{ email: string }>('select email from customers where id = $1', [
        customerId,
      ])
    )[0]!.email;

  const mailsTo = async (customerId: string): Promise<Mail[]> =>
    database.query<Mail & Record<string, unknown>>(
      `select subject, text_body, html_body from auth_mail_outbox where to_address = $1
        order by created_at, id`,
      [await emailOf(customerId)],
    );

  const textsTo = (phone: string) => sms.messages().filter((message) => message.to === phone);

  /** The mail's every link is absolute, on SITE_URL (or mailto:), and it has its text part. */
  function expectWellFormed(mail: Mail) {
    const hrefs = [...mail.html_body.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^(https:\/\/shop\.example\.ca\/|mailto:)/);
    expect(mail.html_body).toContain('Pivot');
    expect(mail.text_body.length).toBeGreaterThan(80);
    expect(mail.text_body).not.toContain('<');
    expect(mail.text_body).toContain(SITE);
  }

  async function textsCustomer(customerId: string): Promise<string> {
    const phone = `+1416555${String(Math.floor(1000 + Math.random() * 8999))}`;
    await database.query(
      `update customers set phone1 = $2, mobile_verified = true, delivery_sms_opt_in = true
        where id = $1`,
      [customerId, phone],
    );
    return phone;
  }

  async function order(
    customer: TestCustomer,
    skip: number,
  ): Promise<{ order: CheckoutOrder; deliveryId: string; token: string }> {
    const token = await server.tokenFor(customer.customerId);
    const table = await stockProduct(database, toronto.id, 5, skip, { everyWay: true });
    const variables = {
      ...checkoutVariables(toronto, customer, [], {
        source: await server.cardToken('4242424242424242'),
        saveCard: true,
      }),
      products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
      deliverydate: torontoDay(toronto.defaultDeliveryDays + 3),
      deliverytimetype: 'MORNING',
    };
    const answer = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
    expect(answer.errors).toBeUndefined();
    // The same request again (a retry): the same order, and no second notice.
    const again = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
    expect(again.data!.checkout.id).toBe(answer.data!.checkout.id);
    const [row] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [answer.data!.checkout.id],
    );
    return { order: answer.data!.checkout, deliveryId: row!.id, token };
  }

  it('an order: the confirmation with its receipt by mail and, for a customer who chose texts, by text; then "delivered" with tip and review links, and the tip’s receipt', async () => {
    const customer = await createCustomer(database, toronto);
    const phone = await textsCustomer(customer.customerId);
    const { order: placed, deliveryId, token } = await order(customer, 60);
    expect(await mailsTo(customer.customerId)).toEqual([]);
    await sender.runOnce();
    const [confirmation, ...others] = await mailsTo(customer.customerId);
    expect(others).toEqual([]);
    expect(confirmation!.subject).toBe(`Your Pivot order is confirmed (${placed.orderNumber})`);
    expectWellFormed(confirmation!);
    const text = confirmation!.text_body;
    expect(text).toContain(`${SITE}/account/receipts/print/${placed.id}`);
    // The receipt's figures: each tax line by name, the total, what the card was charged.
    const receipt = await server.graphql<{
      getOrderReceiptData: {
        total: number;
        totalcharged: number;
        taxes: { name: string; amount: number }[];
      };
    }>(RECEIPT, { id: placed.id }, token);
    const figures = receipt.data!.getOrderReceiptData;
    expect(receipt.errors).toBeUndefined();
    expect(figures.total).toBe(placed.total);
    expect(text).toContain(`Total: ${money(figures.total)}`);
    for (const tax of figures.taxes) expect(text).toContain(money(tax.amount));
    expect(text).toContain('HST (13%)');
    expect(text).toContain(`Charged to Visa ending in 4242: ${money(figures.totalcharged)}`);
    expect(text).toContain('We will email you the day before.');
    const texts = textsTo(phone);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.body).toContain(placed.orderNumber);
    expect(texts[0]!.body).toContain(`${SITE}/account/receipts/print/${placed.id}`);

    // Delivered: tip and review links (by the visit's channel: texts here).
    await advanceDelivery(database, deliveryId, 'COMPLETED', new Date());
    await advanceDelivery(database, deliveryId, 'COMPLETED', new Date());
    await sender.runOnce();
    const delivered = (await mailsTo(customer.customerId)).at(-1)!;
    expect(delivered.subject).toBe(`Delivered: order ${placed.orderNumber}`);
    expectWellFormed(delivered);
    expect(delivered.html_body).toContain(`href="${SITE}/delivery/${deliveryId}"`);
    expect(delivered.text_body).toContain(`${SITE}/account/product-review`);
    // The day the crew finished (today here), not the day it was booked for.
    expect(delivered.text_body).toMatch(new RegExp(`Delivered: \\w+, ${longDay(torontoDay(0))}`));
    expect(textsTo(phone)).toHaveLength(2);
    expect(textsTo(phone)[0]!.body).toContain(`${SITE}/delivery/${deliveryId}`);

    // The tip's receipt.
    const tip = await server.graphql(TIP, { deliveryId, amount: 15 }, token);
    expect(tip.errors).toBeUndefined();
    await sender.runOnce();
    const tipMail = (await mailsTo(customer.customerId)).at(-1)!;
    expect(tipMail.subject).toBe('Thank you for your tip of $15.00');
    expectWellFormed(tipMail);
    expect(tipMail.text_body).toContain(`${SITE}/account/receipts/print/${placed.id}`);
    expect(await mailsTo(customer.customerId)).toHaveLength(3);
    expect(textsTo(phone)).toHaveLength(3);
    // The dev mailbox lists each notice with a link to its HTML part, drawn as sent.
    const mailbox = await (await fetch(`${server.url}/dev/mailbox`)).text();
    const viewLink = new RegExp(
      `<h3>Thank you for your tip of \\$15\\.00</h3>[\\s\\S]*?href="(/dev/mailbox/[0-9a-f-]+)"`,
    ).exec(mailbox);
    expect(viewLink).not.toBeNull();
    const drawn = await fetch(`${server.url}${viewLink![1]}`);
    expect(drawn.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await drawn.text()).toBe(tipMail.html_body);
    expect((await fetch(`${server.url}/dev/mailbox/${randomUUID()}`)).status).toBe(404);
    // Nothing left to send: a pass sends nothing again.
    await sender.runOnce();
    expect(await mailsTo(customer.customerId)).toHaveLength(3);
    expect(textsTo(phone)).toHaveLength(3);
  });

  async function member(card: string | null = 'tok_visa') {
    const customer = await billingCustomer(database, { province: 'ON', card });
    const held = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      feeCents: 5_000,
    });
    return { customer, held, token: await server.tokenFor(customer.customerId) };
  }

  it('a return: the booking, the reminder the day before (one however often the pass runs), the pickup’s cancellation, and the fee charged at a pickup', async () => {
    const { customer, held, token } = await member();
    const booked = await server.graphql<{
      createReturnOrder: { orderId: string; orderNumber: string; total: number };
    }>(
      RETURN,
      {
        returns: [{ id: held, reason: 'MOVING', condition: 'LIGHT_WEAR' }],
        returndate: torontoDay(5),
        returntimetype: 'MORNING',
        idempotencyKey: randomUUID(),
        orderType: 'RETURN',
      },
      token,
    );
    expect(booked.errors).toBeUndefined();
    const { orderId, orderNumber, total } = booked.data!.createReturnOrder;
    await sender.runOnce();
    const [confirmation] = await mailsTo(customer.customerId);
    expect(confirmation!.subject).toBe(`Your return pickup is booked (${orderNumber})`);
    expectWellFormed(confirmation!);
    expect(confirmation!.text_body).toContain(money(total));
    expect(confirmation!.text_body).toContain('charged to your card on file when the crew picks');

    // The reminder pass the day before, at 10 am in Toronto: run twice (two instances), one mail.
    const [visit] = await database.query<{ id: string; delivery_date: string }>(
      `select id, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date from deliveries
        where order_id = $1`,
      [orderId],
    );
    const dayBefore = new Date(`${addDays(visit!.delivery_date, -1)}T15:00:00Z`);
    const early = new Date(`${addDays(visit!.delivery_date, -1)}T11:00:00Z`);
    expect(await sender.queueReminders(early)).toBe(0);
    const [first, second] = await Promise.all([
      sender.queueReminders(dayBefore),
      sender.queueReminders(dayBefore),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await sender.queueReminders(dayBefore)).toBe(0);
    await Promise.all([sender.runOnce(), sender.runOnce()]);
    const reminders = (await mailsTo(customer.customerId)).filter((mail) =>
      mail.subject.startsWith('Reminder'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Reminder: your pickup is tomorrow');
    expectWellFormed(reminders[0]!);
    expect(reminders[0]!.html_body).toContain(`href="${SITE}/account/deliveries/${visit!.id}"`);

    // Cancelled by the customer: the cancellation, nothing refunded (nothing was charged).
    const cancelled = await server.graphql(CANCEL, { id: visit!.id }, token);
    expect(cancelled.errors).toBeUndefined();
    await sender.runOnce();
    const cancellation = (await mailsTo(customer.customerId)).at(-1)!;
    expect(cancellation.subject).toBe(`Your pickup is cancelled (${orderNumber})`);
    expectWellFormed(cancellation);
    expect(cancellation.text_body).toContain('nothing to refund');
    expect(await mailsTo(customer.customerId)).toHaveLength(3);

    // Another piece returned and picked up: the fee charged, with its receipt.
    const another = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      feeCents: 3_000,
    });
    const again = await server.graphql<{ createReturnOrder: { orderId: string; total: number } }>(
      RETURN,
      {
        returns: [{ id: another, reason: 'MOVING', condition: 'LIGHT_WEAR' }],
        returndate: torontoDay(5),
        returntimetype: 'MORNING',
        idempotencyKey: randomUUID(),
        orderType: 'RETURN',
      },
      token,
    );
    expect(again.errors).toBeUndefined();
    const [pickup] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [again.data!.createReturnOrder.orderId],
    );
    await advanceDelivery(database, pickup!.id, 'COMPLETED', new Date());
    await sender.runOnce();
    const fee = (await mailsTo(customer.customerId)).at(-1)!;
    const feeTotal = money(again.data!.createReturnOrder.total);
    expect(fee.subject).toMatch(new RegExp(`^Return fee charged: \\${feeTotal}`));
    expectWellFormed(fee);
    expect(fee.text_body).toContain('Visa ending in 4242');
    expect(fee.text_body).toContain(
      `${SITE}/account/receipts/print/${again.data!.createReturnOrder.orderId}`,
    );
  });

  it('a swap, a move and a buyout: each confirmation with the amount charged and its receipt', async () => {
    const { customer, held, token } = await member();
    const other = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 3,
      feeCents: 4_000,
    });
    const third = await addMembership(database, customer, {
      startDate: '2026-01-10',
      paymentsMade: 4,
      feeCents: 5_000,
      retailValueCents: 100_000,
    });
    const replacements = await server.graphql<{ swapReplacements: { productId: string }[] }>(
      REPLACEMENTS,
      { id: held },
      token,
    );
    const swap = await server.graphql<{
      createSwapOrder: { orderId: string; orderNumber: string; chargedamount: number };
    }>(
      SWAP,
      {
        id: held,
        p: replacements.data!.swapReplacements[0]!.productId,
        d: torontoDay(3),
        t: 'MORNING',
        k: randomUUID(),
      },
      token,
    );
    expect(swap.errors).toBeUndefined();
    const to = await addAddress(database, customer.customerId, 'QC');
    const move = await server.graphql<{
      createMoveOrder: { orderId: string; orderNumber: string; chargedamount: number };
    }>(MOVE, { ids: [other], to, d: torontoDay(8), t: 'AFTERNOON', k: randomUUID() }, token);
    expect(move.errors).toBeUndefined();
    const buyout = await server.graphql<{
      createBuyoutOrder: { orderId: string; orderNumber: string; chargedamount: number };
    }>(BUY, { productIds: [third], idempotencyKey: randomUUID() }, token);
    expect(buyout.errors).toBeUndefined();
    await sender.runOnce();
    const mails = await mailsTo(customer.customerId);
    const bySubject = (start: string) => mails.find((mail) => mail.subject.startsWith(start))!;
    const cases = [
      ['Your swap is booked', swap.data!.createSwapOrder],
      ['Your move is booked', move.data!.createMoveOrder],
      ['Your buyout receipt', buyout.data!.createBuyoutOrder],
    ] as const;
    for (const [subject, answer] of cases) {
      const mail = bySubject(subject);
      expect(mail.subject).toBe(`${subject} (${answer.orderNumber})`);
      expectWellFormed(mail);
      expect(mail.text_body).toContain(money(answer.chargedamount));
      expect(mail.text_body).toContain(`${SITE}/account/receipts/print/${answer.orderId}`);
    }
    expect(bySubject('Your move is booked').text_body).toContain('Montreal');
    expect(mails).toHaveLength(3);
  });

  it('monthly bills: a receipt for a paid one, a link to pay for a declined one, and a receipt for the overdue payment', async () => {
    const paying = await member();
    const declined = await member('tok_chargeDeclined');
    const at = new Date('2026-04-12T15:00:00Z');
    await runBilling(database, { gateway: new SandboxGateway(database, () => at), now: () => at });
    await sender.runOnce();
    const [bill] = await database.query<{
      id: string;
      total_cents: number;
      amount_charged_cents: number;
    }>('select id, total_cents, amount_charged_cents from bills where customer_id = $1', [
      paying.customer.customerId,
    ]);
    const paidMails = await mailsTo(paying.customer.customerId);
    expect(paidMails.map((mail) => mail.subject)).toEqual([
      `Your monthly bill receipt: ${money(bill!.amount_charged_cents / 100)}`,
    ]);
    expectWellFormed(paidMails[0]!);
    expect(paidMails[0]!.text_body).toContain('HST (13%)');
    // The bill's own receipt (decision 151), absolute.
    expect(paidMails[0]!.text_body).toContain(`${SITE}/account/receipts/print/${bill!.id}`);

    const [owed] = await database.query<{ amount_charged_cents: number }>(
      'select amount_charged_cents from bills where customer_id = $1',
      [declined.customer.customerId],
    );
    const declinedMails = await mailsTo(declined.customer.customerId);
    const due = money(owed!.amount_charged_cents / 100);
    expect(declinedMails.map((mail) => mail.subject)).toEqual([
      `Your card was declined: ${due} is due`,
    ]);
    expectWellFormed(declinedMails[0]!);
    expect(declinedMails[0]!.html_body).toContain(`href="${SITE}/account/payment-information"`);

    // Paid with a good card: the payment's receipt, once.
    const pay = await server.graphql(
      PAY_OVERDUE,
      { source: await server.cardToken('4242424242424242') },
      declined.token,
    );
    expect(pay.errors).toBeUndefined();
    await sender.runOnce();
    const after = await mailsTo(declined.customer.customerId);
    expect(after.map((mail) => mail.subject)).toEqual([
      `Your card was declined: ${due} is due`,
      `Payment received: ${due}`,
    ]);
    expectWellFormed(after[1]!);
  });

  it('a partner order: the confirmation names the showroom, with the receipt and the delivery day', async () => {
    const customerId = randomUUID();
    await database.query(
      `insert into customers (id, email, first_name, last_name, roles)
       values ($1, $2, 'Pat', 'Partner', '{customer,customer:pos:eq3}')`,
      [customerId, `partner-${customerId}@example.ca`],
    );
    const sofa = await stockProduct(database, toronto.id, 5, 70);
    const [row] = await database.query<{ id: string; order_number: string }>(
      `insert into orders (customer_id, city_id, type, status, delivery_date, delivery_time_type,
                           products_subtotal_cents, tax_total_cents, total_cents,
                           total_charged_cents, partner_store, partner_reference)
       values ($1, $2, 'ORDER', 'PENDING', $3, 'MORNING', 6000, 780, 6780, 6780,
               'EQ3 Toronto, King Street West', 'EQ3-NOTICE-1') returning id, order_number`,
      [customerId, toronto.id, torontoDay(4)],
    );
    await database.query(
      `insert into order_lines (order_id, product_id, name, purchase_option, term_length_months,
                                price_cents, original_price_cents, pos)
       values ($1, $2, $3, 'subscribe', 12, 6000, 6000, 1)`,
      [row!.id, sofa.id, sofa.name],
    );
    const token = await server.tokenFor(customerId);
    const addressed = await server.graphql(
      `mutation A($orderId: ID!, $address: ShippingAddressInput!) {
        setPartnerOrderAddress(orderId: $orderId, address: $address) { step } }`,
      {
        orderId: row!.id,
        address: {
          firstName: 'Pat',
          lastName: 'Partner',
          streetaddress: '500 King Street West',
          unitnumber: '1204',
          city: 'Toronto',
          province: 'ON',
          postalcode: 'm5v1l9',
          phoneNumber: '+14165550111',
          typeofaddress: 'CONDO',
          floornumber: 12,
          elevatoraccess: true,
        },
      },
      token,
    );
    expect(addressed.errors).toBeUndefined();
    const done = await server.graphql(
      `mutation C($orderId: ID!, $source: String) {
        completePartnerOrder(orderId: $orderId, source: $source) { step } }`,
      { orderId: row!.id, source: await server.cardToken('4242424242424242') },
      token,
    );
    expect(done.errors).toBeUndefined();
    await sender.runOnce();
    const mails = await mailsTo(customerId);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your EQ3 Toronto, King Street West order is confirmed (${row!.order_number})`,
    ]);
    expectWellFormed(mails[0]!);
    expect(mails[0]!.text_body).toContain(`Total: ${money(67.8)}`);
    expect(mails[0]!.text_body).toContain(`${SITE}/account/receipts/print/${row!.id}`);
    expect(mails[0]!.text_body).toContain('1204-500 King Street West, Toronto, ON');
  });

  it('sends each mail once: a crash after the mail went sends only what is left, and senders side by side send once', async () => {
    const customer = await createCustomer(database, toronto);
    const phone = await textsCustomer(customer.customerId);
    let crash = true;
    const crashing = new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 1_000 },
      sms,
      siteUrl: SITE,
      log: silent,
      afterChannel: async (_notice, channel) => {
        if (channel === 'mail' && crash) {
          crash = false;
          throw new Error('the process stopped');
        }
      },
    });
    const { order: placed } = await order(customer, 61);
    const pass = await crashing.runOnce();
    expect(pass.retried).toBe(1);
    expect(await mailsTo(customer.customerId)).toHaveLength(1);
    expect(textsTo(phone)).toHaveLength(0);
    // Its retry is due later; made due now, two senders at once finish it: the text, no mail.
    // (A second ago: the database's clock counts microseconds, the sender's milliseconds, so
    // `now()` itself can still be ahead of the sender's "now" within the same millisecond.)
    await database.query(
      `update notices set next_attempt_at = now() - interval '1 second' where dedupe_key = $1`,
      [`order:${placed.id}`],
    );
    await Promise.all([crashing.runOnce(), sender.runOnce()]);
    expect(await mailsTo(customer.customerId)).toHaveLength(1);
    expect(textsTo(phone)).toHaveLength(1);
    // Queued again for the same order (a retried settlement): still one notice.
    await runInTransaction(database, (tx) => queueOrderNotice(tx, placed.id));
    await sender.runOnce();
    expect(await mailsTo(customer.customerId)).toHaveLength(1);
    const [row] = await database.query<{ status: string; attempts: number }>(
      'select status, attempts from notices where dedupe_key = $1',
      [`order:${placed.id}`],
    );
    expect(row).toEqual({ status: 'SENT', attempts: 2 });
  });

  it('a mail server that fails is tried again later, and the notice goes once it answers', async () => {
    const customer = await createCustomer(database, toronto);
    let fail = true;
    const sent: string[] = [];
    const flaky = new NoticeSender({
      handle: database,
      mail: {
        kind: 'smtp',
        send: async (mail) => {
          if (fail) throw new Error('connection refused');
          sent.push(`${mail.to} ${mail.subject} ${mail.headers['Message-ID']}`);
        },
      },
      sms,
      siteUrl: SITE,
      log: silent,
    });
    // The shared sender must not take this customer's notice: claim it with the flaky one only.
    const { order: placed } = await order(customer, 62);
    const first = await flaky.runOnce();
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [waiting] = await database.query<{ status: string; last_error: string }>(
      'select status, last_error from notices where dedupe_key = $1',
      [`order:${placed.id}`],
    );
    expect(waiting).toEqual({ status: 'PENDING', last_error: 'connection refused' });
    fail = false;
    await database.query(
      `update notices set next_attempt_at = now() - interval '1 second' where status = 'PENDING'`,
    );
    await flaky.runOnce();
    await flaky.runOnce();
    const mine = sent.filter((line) => line.includes(placed.orderNumber));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/<notice-[0-9a-f-]+@localhost>$/);
  });

  it('the server’s own sender delivers a notice by itself after the commit', async () => {
    const own = await startCheckoutServer(database, {}, { SITE_URL: SITE });
    try {
      const customer = await createCustomer(database, toronto);
      const { order: placed } = await order(customer, 63);
      await expect
        .poll(async () => (await mailsTo(customer.customerId)).map((mail) => mail.subject), {
          timeout: 20_000,
        })
        .toEqual([`Your Pivot order is confirmed (${placed.orderNumber})`]);
    } finally {
      await own.app.close();
    }
  });
});
