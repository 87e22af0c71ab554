import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { CatalogService } from '../../server/modules/catalog/catalog-service';
import type { CheckoutInput } from '../../server/modules/checkout/checkout-request';
import type { CheckoutServiceOptions } from '../../server/modules/checkout/checkout-service';
import { CheckoutService } from '../../server/modules/checkout/checkout-service';
import { isDomainError } from '../../server/shared/errors';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { testBackends } from './helpers/backends';
import type { CityFacts, StockedProduct, TestCustomer } from './helpers/checkout-fixtures';
import {
  cityNamed,
  countRows,
  createCustomer,
  deliveryDay,
  startCheckoutServer,
  stockOf,
  stockProduct,
} from './helpers/checkout-fixtures';

class SimulatedCrash extends Error {
  override name = 'SimulatedCrash';
}

const backends = await testBackends();

describe.each(backends)('checkout recovery on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void> = async () => undefined;
  let toronto: CityFacts;
  let gateway: SandboxGateway;
  let approving: string;
  let declining: string;
  let productSkip = 60;

  beforeAll(async () => {
    const opened = await backend.open();
    database = opened.handle;
    dispose = opened.dispose;
    toronto = await cityNamed(database, 'Toronto');
    gateway = new SandboxGateway(database);
    const card = { expMonth: 12, expYear: 2035, cvc: '123', name: 'Test Shopper' };
    approving = (await gateway.tokenize({ ...card, number: '4242424242424242' })).source;
    declining = (await gateway.tokenize({ ...card, number: '4000000000000002' })).source;
  }, 120_000);

  afterAll(async () => {
    await dispose();
  });

  /** A checkout service as one server process has it: its own catalogue cache and in-flight map. */
  const instance = (options: CheckoutServiceOptions = {}) =>
    new CheckoutService(database, new CatalogService(database), gateway, options);

  const crashAfterCharge = (): CheckoutServiceOptions => ({
    hooks: {
      afterCharge: () => {
        throw new SimulatedCrash('the process died after the charge');
      },
    },
  });

  async function scenario(options: { balanceCents?: number } = {}) {
    productSkip += 1;
    const product = await stockProduct(database, toronto.id, 5, productSkip);
    const customer = await createCustomer(database, toronto, options);
    return { product, customer };
  }

  const input = (
    customer: TestCustomer,
    product: StockedProduct,
    source: string,
    key = randomUUID(),
  ): CheckoutInput => ({
    cityId: String(toronto.id),
    products: [{ productId: String(product.id), quantity: 2, purchaseOption: 'ownv3' }],
    shippingAddressId: customer.addressId,
    deliverydate: deliveryDay(toronto),
    deliverytimetype: 'AFTERNOON',
    idempotencyKey: key,
    payment: { source },
  });

  async function orderState(customerId: string) {
    const orders = await database.query<{
      id: string;
      status: string;
      total_charged_cents: number;
    }>('select id, status, total_charged_cents from orders where customer_id = $1', [customerId]);
    const payments = await database.query<{ status: string; order_id: string | null }>(
      'select status, order_id from payments where customer_id = $1 order by created_at',
      [customerId],
    );
    return { orders, payments };
  }

  it('completes an order whose charge went through before the crash, and charges once', async () => {
    const { product, customer } = await scenario();
    const request = input(customer, product, approving);
    await expect(
      instance(crashAfterCharge()).checkout(customer.customerId, request),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const stuck = await orderState(customer.customerId);
    expect(stuck.orders).toEqual([expect.objectContaining({ status: 'PENDING' })]);
    const orderId = stuck.orders[0]!.id;
    expect((await gateway.findCharge(`checkout:${orderId}`))?.status).toBe('succeeded');
    expect(await stockOf(database, toronto.id, product.id)).toBe(3);

    // The process restarts: reconciliation asks the gateway and completes the order.
    const restarted = instance();
    expect(await restarted.reconcilePendingOrders({ olderThanMs: 0 })).toEqual({
      completed: [orderId],
      cancelled: [],
      declined: [],
    });
    const settled = await orderState(customer.customerId);
    expect(settled.orders).toEqual([expect.objectContaining({ id: orderId, status: 'CONFIRMED' })]);
    expect(settled.payments).toEqual([{ status: 'SUCCEEDED', order_id: orderId }]);
    expect(settled.orders[0]!.total_charged_cents).toBe(
      (await gateway.findCharge(`checkout:${orderId}`))!.amountCents,
    );

    // The shopper's retry with the same key gets the same order; still one charge.
    const retried = await restarted.checkout(customer.customerId, request);
    expect(retried.id).toBe(orderId);
    expect(retried.status).toBe('CONFIRMED');
    expect(
      await countRows(database, `select 1 from sandbox_charges where idempotency_key like $1`, [
        `checkout:${orderId}`,
      ]),
    ).toBe(1);
    expect(await stockOf(database, toronto.id, product.id)).toBe(3);
  });

  it('settles at once a retry of an attempt that failed in this same process', async () => {
    const { product, customer } = await scenario();
    const request = input(customer, product, approving);
    let crash = true;
    const service = instance({
      hooks: {
        afterCharge: () => {
          if (crash) throw new SimulatedCrash('the database went away after the charge');
        },
      },
    });
    await expect(service.checkout(customer.customerId, request)).rejects.toBeInstanceOf(
      SimulatedCrash,
    );
    crash = false;
    const order = await service.checkout(customer.customerId, request);
    expect(order.status).toBe('CONFIRMED');
    expect(
      await countRows(database, 'select 1 from sandbox_charges where idempotency_key = $1', [
        `checkout:${order.id}`,
      ]),
    ).toBe(1);
  });

  it('settles a stuck order when its key is retried, once the grace period is over', async () => {
    const { product, customer } = await scenario();
    const request = input(customer, product, approving);
    await expect(
      instance(crashAfterCharge()).checkout(customer.customerId, request),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const order = await instance({ pendingGraceMs: 0 }).checkout(customer.customerId, request);
    expect(order.status).toBe('CONFIRMED');
    expect(order.totalChargedCents).toBeGreaterThan(0);
    const { orders, payments } = await orderState(customer.customerId);
    expect(orders).toHaveLength(1);
    expect(payments).toEqual([{ status: 'SUCCEEDED', order_id: order.id }]);
  });

  it('cancels an order that crashed before its charge: stock and credit back, the key voided', async () => {
    const { product, customer } = await scenario({ balanceCents: 1_500 });
    const request = input(customer, product, approving);
    const crashing = instance({
      hooks: {
        beforeCharge: () => {
          throw new SimulatedCrash('the process died before the charge');
        },
      },
    });
    await expect(crashing.checkout(customer.customerId, request)).rejects.toBeInstanceOf(
      SimulatedCrash,
    );
    const [pending] = (await orderState(customer.customerId)).orders;
    expect(pending?.status).toBe('PENDING');
    expect(await stockOf(database, toronto.id, product.id)).toBe(3);

    const report = await instance().reconcilePendingOrders({ olderThanMs: 0 });
    expect(report.cancelled).toEqual([pending!.id]);
    const after = await orderState(customer.customerId);
    expect(after.orders).toEqual([]);
    expect(after.payments).toEqual([{ status: 'FAILED', order_id: null }]);
    expect(await stockOf(database, toronto.id, product.id)).toBe(5);
    const [balance] = await database.query<{ balance_cents: number }>(
      'select balance_cents from customers where id = $1',
      [customer.customerId],
    );
    expect(balance!.balance_cents).toBe(1_500);
    expect(await gateway.findCharge(`checkout:${pending!.id}`)).toMatchObject({
      status: 'voided',
      amountCents: 0,
    });

    // The same key then places the order for real.
    const order = await instance().checkout(customer.customerId, request);
    expect(order.status).toBe('CONFIRMED');
    expect(order.balanceUsedCents).toBe(1_500);
    expect(await stockOf(database, toronto.id, product.id)).toBe(3);
  });

  it('removes an order whose charge was declined before the crash', async () => {
    const { product, customer } = await scenario();
    await expect(
      instance(crashAfterCharge()).checkout(
        customer.customerId,
        input(customer, product, declining),
      ),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    const report = await instance().reconcilePendingOrders({ olderThanMs: 0 });
    expect(report.declined).toHaveLength(1);
    expect((await orderState(customer.customerId)).orders).toEqual([]);
    expect((await orderState(customer.customerId)).payments).toEqual([
      { status: 'DECLINED', order_id: null },
    ]);
    expect(await stockOf(database, toronto.id, product.id)).toBe(5);
  });

  it('refuses a late charge after another process cancelled the attempt, without charging', async () => {
    const { product, customer } = await scenario();
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reachedCharge: () => void = () => undefined;
    const atCharge = new Promise<void>((resolve) => {
      reachedCharge = resolve;
    });
    const slow = instance({
      hooks: {
        beforeCharge: async () => {
          reachedCharge();
          await paused;
        },
      },
    });
    const attempt = slow.checkout(customer.customerId, input(customer, product, approving));
    await atCharge;
    // Another instance believes the attempt is dead and settles it: no charge, so it cancels.
    const report = await instance().reconcilePendingOrders({ olderThanMs: 0 });
    expect(report.cancelled).toHaveLength(1);
    release();
    const error = await attempt.catch((caught: unknown) => caught);
    expect(isDomainError(error, 'PAYMENT_DECLINED')).toBe(true);
    expect((error as Error).message).toMatch(/you have not been charged/);
    expect((await orderState(customer.customerId)).orders).toEqual([]);
    expect(
      await countRows(
        database,
        `select 1 from sandbox_charges where source = $1 and amount_cents > 0 and idempotency_key = $2`,
        [approving, `checkout:${report.cancelled[0]}`],
      ),
    ).toBe(0);
    // Stock went back once, not twice.
    expect(await stockOf(database, toronto.id, product.id)).toBe(5);
  });

  it('settles orphaned orders at start-up (every one on PGlite, older ones on PostgreSQL)', async () => {
    const { product, customer } = await scenario();
    await expect(
      instance(crashAfterCharge()).checkout(
        customer.customerId,
        input(customer, product, approving),
      ),
    ).rejects.toBeInstanceOf(SimulatedCrash);
    if (backend.name === 'PGlite') {
      const server = await startCheckoutServer(database);
      await server.app.close();
      expect((await orderState(customer.customerId)).orders).toEqual([
        expect.objectContaining({ status: 'CONFIRMED' }),
      ]);
    } else {
      // Another instance may still be charging a fresh one: it is left for the grace period.
      const report = await instance().reconcileAtStartup();
      expect(report.completed).toEqual([]);
      expect((await orderState(customer.customerId)).orders).toEqual([
        expect.objectContaining({ status: 'PENDING' }),
      ]);
      await instance({ pendingGraceMs: 0 }).reconcileAtStartup();
      expect((await orderState(customer.customerId)).orders).toEqual([
        expect.objectContaining({ status: 'CONFIRMED' }),
      ]);
    }
  });
});
