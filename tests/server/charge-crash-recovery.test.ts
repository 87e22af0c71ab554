// Crash recovery of every flow that charges a card, besides checkout (which has its own file):
// buyouts, swap and move fees, tips, paying an overdue balance, return fees and the monthly
// billing run. Each is killed between the gateway's charge and the commit of its outcome (the
// transaction that records it dies before COMMIT, as when the process holding it dies); then
// the way back (the customer's retry with the same key, the next settlement pass, the next
// run) must leave every succeeded charge recorded by a settled payment of exactly its amount,
// on a record the customer sees, and nothing charged twice. Real servers over HTTP, the real
// sandbox gateway, PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDelivery } from '../../server/composition-root';
import type { DatabaseHandle } from '../../server/db/client';
import { runBilling } from '../../server/modules/billing/billing-run';
import { settlePendingReturnFees } from '../../server/modules/returns/index';
import { returnFeeKey } from '../../server/modules/returns/return-pickup';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { testBackends } from './helpers/backends';
import {
  addAddress,
  addCard,
  addMembership,
  addMemberships,
  billingCustomer,
} from './helpers/billing-world';
import type { CheckoutOrder, CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  createCustomer,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';
import { withCheckoutWorld } from './helpers/checkout-world';
import {
  SimulatedCrash,
  chargesLike,
  chargesWithoutPayment,
  dyingInTransaction,
} from './helpers/crash';

const BUY = `mutation Buy($productIds: [ID!]!, $idempotencyKey: String!) {
  createBuyoutOrder(productIds: $productIds, idempotencyKey: $idempotencyKey) {
    orderId orderNumber chargedamount paymentStatus
  }
}`;
const REPLACEMENTS = `query R($id: ID!) { swapReplacements(membershipProductId: $id) { productId } }`;
const SWAP = `mutation S($id: ID!, $p: ID!, $d: String!, $t: String!, $k: String!) {
  createSwapOrder(membershipProductId: $id, productId: $p, swapdate: $d, swaptimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount paymentStatus } }`;
const MOVE = `mutation M($ids: [ID!]!, $to: ID!, $d: String!, $t: String!, $k: String!) {
  createMoveOrder(productIds: $ids, toAddressId: $to, movedate: $d, movetimetype: $t, idempotencyKey: $k) {
    orderId orderNumber chargedamount paymentStatus } }`;
const TIP = `mutation Tip($deliveryId: ID!, $amount: Float!) {
  checkoutTipCart(deliveryId: $deliveryId, amount: $amount) {
    tip { hasTipped amount tipOrderPaymentStatus }
  }
}`;
const PAY_OVERDUE = `mutation Pay($source: String) {
  payOverdueBalance(source: $source) { paid remaining { id } }
}`;
const RECEIPT = `query R($id: ID!) { getOrderReceiptData(orderId: $id) { id type status totalcharged } }`;

interface VisitResult {
  orderId: string;
  chargedamount: number;
  paymentStatus: string;
}

/**
 * The statements that commit a charge's outcome, one per flow: the dying instance's
 * transaction ends right after it, before COMMIT.
 */
const COMMITS_A_CHARGE = new RegExp(
  [
    // A buyout's, a swap's or a move's order marked paid.
    String.raw`^\s*update orders set status = 'CONFIRMED', total_charged_cents = \$2, purchase_date`,
    // A tip marked paid.
    String.raw`^\s*update tips set status = 'PAID'`,
    // An overdue balance's attempt recorded.
    String.raw`^\s*update delinquent_records\s+set attempt_key = null`,
  ].join('|'),
);

const backends = await testBackends();

describe.each(backends)('charges interrupted before their commit ($name)', (backend) => {
  let database: DatabaseHandle;
  let server: CheckoutServer;
  let toronto: CityFacts;
  /** An instance on the same database whose charge-recording transactions die. */
  let dying: CheckoutServer;

  withCheckoutWorld(backend, (world) => ({ database, server, toronto } = world));
  beforeAll(async () => {
    dying = await startCheckoutServer(dyingInTransaction(database, COMMITS_A_CHARGE));
  }, 60_000);
  afterAll(async () => {
    await dying?.app.close();
  });

  const torontoDay = (days: number) => addDays(localDate(new Date(), 'America/Toronto'), days);

  /** As if `minutes` had passed since the rows were last touched (the settling grace). */
  const age = (table: 'orders' | 'tips', ids: string[], minutes = 2) =>
    database.query(
      `update ${table} set updated_at = updated_at - make_interval(mins => $2) where id = any($1::uuid[])`,
      [ids, minutes],
    );

  const orderOf = async (customerId: string, type: string) => {
    const rows = await database.query<{
      id: string;
      status: string;
      total_cents: number;
      total_charged_cents: number;
    }>(
      `select id, status, total_cents, total_charged_cents from orders
        where customer_id = $1 and type = $2`,
      [customerId, type],
    );
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  /** The customer's receipt of the order, as the account page reads it. */
  const receiptOf = async (customerId: string, orderId: string) => {
    const answer = await server.graphql<{
      getOrderReceiptData: { id: string; type: string; status: string; totalcharged: number };
    }>(RECEIPT, { id: orderId }, await server.tokenFor(customerId));
    expect(answer.errors).toBeUndefined();
    return answer.data!.getOrderReceiptData;
  };

  /** The recurring settling pass every instance runs (at start-up and every 30 s). */
  const settlingPass = () => server.app.services.checkout.reconcilePendingOrders();

  /** The instance died: the client got a failure, not an answer. */
  const expectDied = (answer: { status: number; errors?: { extensions?: unknown }[] }) => {
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
  };

  describe('buyout', () => {
    it('a buyout charged and not committed: the retry with its key completes it, charged once', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const item = await addMembership(database, customer, {
        startDate: '2026-01-10',
        paymentsMade: 4,
        feeCents: 5_000,
        retailValueCents: 100_000,
      });
      const variables = { productIds: [item], idempotencyKey: randomUUID() };
      expectDied(await dying.graphql(BUY, variables, await dying.tokenFor(customer.customerId)));
      const stuck = await orderOf(customer.customerId, 'BUYOUT');
      expect(stuck.status).toBe('PENDING');
      const key = `buyout:${stuck.id}`;
      expect(await chargesWithoutPayment(database, key)).toEqual([
        { key, amount_cents: stuck.total_cents },
      ]);

      // Meanwhile the customer's receipt shows it being confirmed, with its total as placed.
      expect(await receiptOf(customer.customerId, stuck.id)).toEqual({
        id: stuck.id,
        type: 'BUYOUT',
        status: 'PENDING',
        totalcharged: 0,
      });
      const listed = await server.graphql<{ customerReceipts: { receipts: unknown[] } }>(
        `query { customerReceipts { receipts { id kind status total amount } } }`,
        {},
        await server.tokenFor(customer.customerId),
      );
      // Listed at what is being charged: nothing is recorded charged yet.
      expect(listed.data!.customerReceipts.receipts).toContainEqual({
        id: stuck.id,
        kind: 'BUYOUT',
        status: 'PENDING',
        total: stuck.total_cents / 100,
        amount: stuck.total_cents / 100,
      });

      // The grace minute (another instance may still be charging it) passes; the retry.
      await age('orders', [stuck.id]);
      const token = await server.tokenFor(customer.customerId);
      const retried = await server.graphql<{ createBuyoutOrder: VisitResult }>(
        BUY,
        variables,
        token,
      );
      expect(retried.errors).toBeUndefined();
      // $750 and Ontario's 13% HST, once.
      expect(retried.data!.createBuyoutOrder).toMatchObject({
        orderId: stuck.id,
        chargedamount: 847.5,
        paymentStatus: 'SUCCEEDED',
      });
      expect(await chargesLike(database, key)).toEqual([
        { key, amount_cents: 84_750, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
      expect(await orderOf(customer.customerId, 'BUYOUT')).toMatchObject({
        status: 'CONFIRMED',
        total_charged_cents: 84_750,
      });
      const [owned] = await database.query<{ subscription_status: string }>(
        'select subscription_status from membership_products where id = $1',
        [item],
      );
      expect(owned?.subscription_status).toBe('OWNED');
      expect(await receiptOf(customer.customerId, stuck.id)).toMatchObject({
        type: 'BUYOUT',
        status: 'CONFIRMED',
        totalcharged: 847.5,
      });
    });

    it('a buyout charged and not committed, never retried: the next settling pass completes it', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const item = await addMembership(database, customer, {
        startDate: '2026-01-10',
        paymentsMade: 4,
        feeCents: 5_000,
        retailValueCents: 100_000,
      });
      expectDied(
        await dying.graphql(
          BUY,
          { productIds: [item], idempotencyKey: randomUUID() },
          await dying.tokenFor(customer.customerId),
        ),
      );
      const stuck = await orderOf(customer.customerId, 'BUYOUT');
      // Within the grace minute the pass leaves it to whoever may be charging it.
      await settlingPass();
      expect((await orderOf(customer.customerId, 'BUYOUT')).status).toBe('PENDING');
      await age('orders', [stuck.id]);
      expect((await settlingPass()).otherCharges).toBeGreaterThanOrEqual(1);
      expect(await orderOf(customer.customerId, 'BUYOUT')).toMatchObject({
        status: 'CONFIRMED',
        total_charged_cents: stuck.total_cents,
      });
      expect(await chargesWithoutPayment(database, `buyout:${stuck.id}`)).toEqual([]);
    });
  });

  describe('swap and move fees', () => {
    it('a swap charged and not committed: the retry with its key confirms it, charged once', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const held = await addMembership(database, customer, {
        startDate: '2026-01-10',
        paymentsMade: 3,
      });
      const token = await dying.tokenFor(customer.customerId);
      const replacements = await dying.graphql<{ swapReplacements: { productId: string }[] }>(
        REPLACEMENTS,
        { id: held },
        token,
      );
      const variables = {
        id: held,
        p: replacements.data!.swapReplacements[0]!.productId,
        d: torontoDay(3),
        t: 'MORNING',
        k: randomUUID(),
      };
      expectDied(await dying.graphql(SWAP, variables, token));
      const stuck = await orderOf(customer.customerId, 'SWAP');
      expect(stuck.status).toBe('PENDING');
      const key = `swap:${stuck.id}`;
      expect(await chargesWithoutPayment(database, key)).toHaveLength(1);
      // Meanwhile the customer made another card the default: the charge made stands.
      await addCard(database, customer.customerId, 'tok_mastercard');

      const retried = await server.graphql<{ createSwapOrder: VisitResult }>(
        SWAP,
        variables,
        await server.tokenFor(customer.customerId),
      );
      expect(retried.errors).toBeUndefined();
      expect(retried.data!.createSwapOrder).toMatchObject({
        orderId: stuck.id,
        chargedamount: stuck.total_cents / 100,
      });
      expect(await chargesLike(database, key)).toEqual([
        { key, amount_cents: stuck.total_cents, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
      expect(await orderOf(customer.customerId, 'SWAP')).toMatchObject({
        status: 'CONFIRMED',
        total_charged_cents: stuck.total_cents,
      });
    });

    it('a move charged and not committed: the retry with its key confirms it, charged once', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const held = await addMembership(database, customer, {
        startDate: '2026-01-10',
        paymentsMade: 3,
      });
      const to = await addAddress(database, customer.customerId, 'QC');
      const variables = { ids: [held], to, d: torontoDay(7), t: 'AFTERNOON', k: randomUUID() };
      expectDied(await dying.graphql(MOVE, variables, await dying.tokenFor(customer.customerId)));
      const stuck = await orderOf(customer.customerId, 'MOVE');
      expect(stuck.status).toBe('PENDING');
      const key = `move:${stuck.id}`;
      expect(await chargesWithoutPayment(database, key)).toHaveLength(1);

      const retried = await server.graphql<{ createMoveOrder: VisitResult }>(
        MOVE,
        variables,
        await server.tokenFor(customer.customerId),
      );
      expect(retried.errors).toBeUndefined();
      expect(retried.data!.createMoveOrder.orderId).toBe(stuck.id);
      expect(await chargesLike(database, key)).toEqual([
        { key, amount_cents: stuck.total_cents, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
      expect(await orderOf(customer.customerId, 'MOVE')).toMatchObject({
        status: 'CONFIRMED',
        total_charged_cents: stuck.total_cents,
      });
    });

    it('a move charged and not committed, never retried: the next settling pass confirms it', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const held = await addMembership(database, customer, {
        startDate: '2026-01-10',
        paymentsMade: 3,
      });
      const to = await addAddress(database, customer.customerId, 'QC');
      expectDied(
        await dying.graphql(
          MOVE,
          { ids: [held], to, d: torontoDay(7), t: 'AFTERNOON', k: randomUUID() },
          await dying.tokenFor(customer.customerId),
        ),
      );
      const stuck = await orderOf(customer.customerId, 'MOVE');
      await settlingPass();
      expect((await orderOf(customer.customerId, 'MOVE')).status).toBe('PENDING');
      await age('orders', [stuck.id]);
      expect((await settlingPass()).otherCharges).toBeGreaterThanOrEqual(1);
      expect(await orderOf(customer.customerId, 'MOVE')).toMatchObject({
        status: 'CONFIRMED',
        total_charged_cents: stuck.total_cents,
      });
      const key = `move:${stuck.id}`;
      expect(await chargesLike(database, key)).toEqual([
        { key, amount_cents: stuck.total_cents, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
    });
  });

  describe('tips', () => {
    it('a tip charged and not committed: the retry after the grace minute shows it paid, charged once', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const table = await stockProduct(database, toronto.id, 5, 44, { everyWay: true });
      const variables = {
        ...checkoutVariables(toronto, customer, [], {
          source: await server.cardToken('4242424242424242'),
          saveCard: true,
        }),
        products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
        deliverydate: torontoDay(toronto.defaultDeliveryDays + 3),
        deliverytimetype: 'MORNING',
      };
      const order = await server.graphql<{ checkout: CheckoutOrder }>(CHECKOUT, variables, token);
      expect(order.errors).toBeUndefined();
      const [visit] = await database.query<{ id: string }>(
        'select id from deliveries where order_id = $1',
        [order.data!.checkout.id],
      );
      await advanceDelivery(database, visit!.id, 'COMPLETED', new Date());

      const tip = { deliveryId: visit!.id, amount: 15 };
      expectDied(await dying.graphql(TIP, tip, await dying.tokenFor(customer.customerId)));
      const [stuck] = await database.query<{ id: string; status: string }>(
        'select id, status from tips where customer_id = $1',
        [customer.customerId],
      );
      expect(stuck?.status).toBe('PENDING');
      const key = `tip:%`;
      const mine = async () =>
        (await chargesLike(database, key)).filter((charge) => charge.key.includes(stuck!.id));
      expect(await mine()).toEqual([
        { key: expect.any(String), amount_cents: 1_500, status: 'succeeded' },
      ]);

      // At once, the retry is told the tip is being processed, and charges nothing more.
      const early = await server.graphql(TIP, tip, token);
      expect(early.errors?.[0]?.extensions).toMatchObject({ reason: 'TIP_PENDING' });
      await age('tips', [stuck!.id]);
      const retried = await server.graphql<{
        checkoutTipCart: { tip: { amount: number; tipOrderPaymentStatus: string } };
      }>(TIP, tip, token);
      expect(retried.errors).toBeUndefined();
      expect(retried.data!.checkoutTipCart.tip).toMatchObject({
        amount: 15,
        tipOrderPaymentStatus: 'SUCCEEDED',
      });
      expect(await mine()).toHaveLength(1);
      const [charge] = await mine();
      expect(await chargesWithoutPayment(database, charge!.key)).toEqual([]);
      const [paid] = await database.query<{ status: string; amount_cents: number }>(
        'select status, amount_cents from tips where id = $1',
        [stuck!.id],
      );
      expect(paid).toEqual({ status: 'PAID', amount_cents: 1_500 });
    });

    it('a tip charged and not committed, never retried: the next settling pass marks it paid', async () => {
      const customer = await createCustomer(database, toronto);
      const token = await server.tokenFor(customer.customerId);
      const table = await stockProduct(database, toronto.id, 5, 45, { everyWay: true });
      const order = await server.graphql<{ checkout: CheckoutOrder }>(
        CHECKOUT,
        {
          ...checkoutVariables(toronto, customer, [], {
            source: await server.cardToken('4242424242424242'),
            saveCard: true,
          }),
          products: [{ productId: String(table.id), quantity: 1, purchaseOption: 'ownv3' }],
          deliverydate: torontoDay(toronto.defaultDeliveryDays + 3),
          deliverytimetype: 'MORNING',
        },
        token,
      );
      expect(order.errors).toBeUndefined();
      const [visit] = await database.query<{ id: string }>(
        'select id from deliveries where order_id = $1',
        [order.data!.checkout.id],
      );
      await advanceDelivery(database, visit!.id, 'COMPLETED', new Date());
      expectDied(
        await dying.graphql(
          TIP,
          { deliveryId: visit!.id, amount: 12 },
          await dying.tokenFor(customer.customerId),
        ),
      );
      const [stuck] = await database.query<{ id: string }>(
        'select id from tips where customer_id = $1',
        [customer.customerId],
      );
      await age('tips', [stuck!.id]);
      expect((await settlingPass()).otherCharges).toBeGreaterThanOrEqual(1);
      const [paid] = await database.query<{ status: string; amount_cents: number }>(
        'select status, amount_cents from tips where id = $1',
        [stuck!.id],
      );
      expect(paid).toEqual({ status: 'PAID', amount_cents: 1_200 });
      const [payment] = await database.query<{ idempotency_key: string }>(
        `select idempotency_key from payments where tip_id = $1`,
        [stuck!.id],
      );
      expect(await chargesLike(database, payment!.idempotency_key)).toEqual([
        { key: payment!.idempotency_key, amount_cents: 1_200, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, payment!.idempotency_key)).toEqual([]);
    });
  });

  describe('overdue balance', () => {
    it('a payment of the overdue balance charged and not recorded: paying again finishes it, charged once', async () => {
      const customer = await billingCustomer(database, { card: 'tok_chargeDeclined' });
      await addMembership(database, customer, { startDate: '2026-03-08', paymentsDue: 2 });
      const declinedAt = new Date('2026-04-08T12:00:00Z');
      await runBilling(database, {
        gateway: new SandboxGateway(database, () => declinedAt),
        now: () => declinedAt,
      });
      const [owed] = await database.query<{ id: string; total_remaining_cents: number }>(
        `select id, total_remaining_cents from delinquent_records
          where customer_id = $1 and resolved_at is null`,
        [customer.customerId],
      );
      expect(owed?.total_remaining_cents).toBe(5_650);

      const source = await dying.cardToken('4242424242424242');
      expectDied(
        await dying.graphql(PAY_OVERDUE, { source }, await dying.tokenFor(customer.customerId)),
      );
      const key = `delinquent:${owed!.id}:%`;
      expect(await chargesWithoutPayment(database, key)).toEqual([
        { key: expect.any(String), amount_cents: 5_650 },
      ]);

      // The customer pays again (the default card is still the one that was declined): the
      // interrupted attempt is finished with its own key and card.
      const paid = await server.graphql<{
        payOverdueBalance: { paid: number; remaining: unknown[] };
      }>(PAY_OVERDUE, {}, await server.tokenFor(customer.customerId));
      expect(paid.errors).toBeUndefined();
      expect(paid.data!.payOverdueBalance).toEqual({ paid: 56.5, remaining: [] });
      expect(
        (await chargesLike(database, key)).filter((charge) => charge.status === 'succeeded'),
      ).toHaveLength(1);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
      const [bill] = await database.query<{ status: string }>(
        'select status from bills where customer_id = $1',
        [customer.customerId],
      );
      expect(bill?.status).toBe('PAID');
    });
  });

  describe('return fees', () => {
    it('a return fee charged and not recorded: the next settlement pass records it, charged once', async () => {
      const customer = await billingCustomer(database, { province: 'ON' });
      const recent = await addMembership(database, customer, {
        startDate: '2026-01-10',
        feeCents: 5_000,
      });
      const token = await server.tokenFor(customer.customerId);
      const booked = await server.graphql<{ createReturnOrder: { orderId: string } }>(
        `mutation R($returns: [ReturnItemInput!]!, $d: String!, $k: String!) {
           createReturnOrder(returns: $returns, orderType: "RETURN", returndate: $d,
                             returntimetype: "MORNING", idempotencyKey: $k) { orderId } }`,
        {
          returns: [{ id: recent, reason: 'MOVING', condition: 'LIGHT_WEAR' }],
          d: torontoDay(3),
          k: randomUUID(),
        },
        token,
      );
      expect(booked.errors).toBeUndefined();
      const { orderId } = booked.data!.createReturnOrder;
      const [pickup] = await database.query<{ id: string }>(
        'select id from deliveries where order_id = $1',
        [orderId],
      );
      const gateway = new SandboxGateway(database);
      // The crew's completion commits, the fee is charged, and recording the answer dies.
      const recordingDies = dyingInTransaction(
        database,
        /^\s*update payments\s+set status = \$2, charge_success = \$3/,
      );
      await expect(
        advanceDelivery(
          recordingDies,
          pickup!.id,
          'COMPLETED',
          new Date(`${torontoDay(3)}T15:00:00Z`),
          new SandboxGateway(recordingDies),
        ),
      ).rejects.toBeInstanceOf(SimulatedCrash);
      const key = returnFeeKey(orderId);
      // Twice $50 with Ontario's 13% HST, taken and not recorded.
      expect(await chargesWithoutPayment(database, key)).toEqual([{ key, amount_cents: 11_300 }]);

      // Meanwhile the customer made another card the default: the charge made stands.
      await addCard(database, customer.customerId, 'tok_mastercard');
      // The pass that follows every billing run (and any later one) records it; again, nothing.
      expect(await settlePendingReturnFees(database, { gateway })).toBeGreaterThanOrEqual(1);
      expect(await settlePendingReturnFees(database, { gateway })).toBe(0);
      expect(await chargesLike(database, key)).toEqual([
        { key, amount_cents: 11_300, status: 'succeeded' },
      ]);
      expect(await chargesWithoutPayment(database, key)).toEqual([]);
      expect(await receiptOf(customer.customerId, orderId)).toMatchObject({
        type: 'RETURN',
        totalcharged: 113,
      });
    });
  });

  describe('billing run', () => {
    it('bills charged and not recorded: the next run records them, nobody charged twice', async () => {
      const customers = [];
      for (let index = 0; index < 3; index += 1) {
        const customer = await billingCustomer(database);
        await addMemberships(database, customer, { startDate: '2026-06-09', quantity: 1 });
        customers.push(customer);
      }
      const at = new Date('2026-07-09T12:00:00Z');
      const options = { gateway: new SandboxGateway(database, () => at), now: () => at };
      await expect(
        runBilling(
          dyingInTransaction(database, /^\s*update bills b set status = o\.status/),
          options,
        ),
      ).rejects.toBeInstanceOf(SimulatedCrash);
      const ids = customers.map((customer) => customer.customerId);
      const bills = () =>
        database.query<{ status: string; charge_key: string; amount_charged_cents: number }>(
          `select status, charge_key, amount_charged_cents from bills
            where customer_id = any($1::uuid[]) order by customer_id`,
          [ids],
        );
      const left = await bills();
      expect(left.map((bill) => bill.status)).toEqual(['OPEN', 'OPEN', 'OPEN']);
      const unrecorded = async () =>
        (await chargesWithoutPayment(database, 'bill:%')).filter((charge) =>
          left.some((bill) => bill.charge_key === charge.key),
        );
      expect(await unrecorded()).toHaveLength(3);

      const next = await runBilling(database, options);
      expect(next.resumedBills).toBeGreaterThanOrEqual(3);
      expect(await unrecorded()).toEqual([]);
      for (const bill of await bills()) {
        expect(bill.status).toBe('PAID');
        expect(await chargesLike(database, bill.charge_key)).toEqual([
          { key: bill.charge_key, amount_cents: bill.amount_charged_cents, status: 'succeeded' },
        ]);
      }
    });
  });
});
