/**
 * Work that survives (decision 186): a delivered order's referral credit and the crew's
 * "on its way" / "30 minutes away" notices are written in the visit step's transaction and
 * done once by the job queue's passes, even when the process dies right after the commit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/auth/mail';
import type { DatabaseHandle } from '../../server/db/client';
import { createDeliveryEvents } from '../../server/composition-root';
import { advanceDelivery } from '../../server/modules/deliveries/index';
import type { DeliveryEventBus } from '../../server/modules/deliveries/delivery-service';
import { NoticeSender } from '../../server/modules/notices/index';
import { claimDueNotices } from '../../server/modules/notices/notice-repository';
import {
  creditPendingReferrals,
  referralReaction,
  REFERRAL_REWARD_CENTS,
} from '../../server/modules/referrals/referrals';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { EventBus } from '../../server/shared/events';
import { OutboxSmsGateway } from '../../server/sms/sms-gateway';
import { addDays, localDate } from '../../server/shared/calendar-date';
import { zonedInstant } from '../../server/modules/deliveries/delivery-feed';
import { testBackends } from './helpers/backends';
import type { CheckoutServer, CityFacts } from './helpers/checkout-fixtures';
import {
  CHECKOUT,
  checkoutVariables,
  cityNamed,
  createCustomer,
  offerOf,
  startCheckoutServer,
  stockProduct,
} from './helpers/checkout-fixtures';

const backends = await testBackends();

describe.each(backends)('work that survives a crash on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let server: CheckoutServer;
  let toronto: CityFacts;
  let skip = 250;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    // The server's own queue is stopped: the test runs the jobs' passes itself, so what is
    // done before a pass is seen as it is.
    server = await startCheckoutServer(database, {}, { NOTICE_SENDER: '0' });
    await server.app.jobs.stop();
    toronto = await cityNamed(database, 'Toronto');
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await dispose?.();
  });

  /** A referred friend's first order, with its delivery visit a few weeks out. */
  async function referredOrder(): Promise<{
    referrerId: string;
    friendId: string;
    orderId: string;
    deliveryId: string;
    day: string;
  }> {
    const referrer = await createCustomer(database, toronto);
    const friend = await createCustomer(database, toronto);
    await database.query('update customers set referrer_id = $2 where id = $1', [
      friend.customerId,
      referrer.customerId,
    ]);
    const day = addDays(localDate(new Date(), 'America/Toronto'), toronto.defaultDeliveryDays + 20);
    const sofa = await stockProduct(database, toronto.id, 5, (skip += 5), { everyWay: true });
    const subscription = await offerOf(database, sofa.id, ['subscribe']);
    const answer = await server.graphql<{ checkout: { id: string } }>(
      CHECKOUT,
      {
        ...checkoutVariables(toronto, friend, [], {
          source: await server.cardToken('4242424242424242'),
        }),
        products: [
          {
            productId: String(sofa.id),
            quantity: 1,
            purchaseOption: 'subscribe',
            termLength: subscription.termLength,
          },
        ],
        deliverydate: day,
        deliverytimetype: 'AFTERNOON',
      },
      await server.tokenFor(friend.customerId),
    );
    expect(answer.errors).toBeUndefined();
    const orderId = answer.data!.checkout.id;
    const [visit] = await database.query<{ id: string }>(
      'select id from deliveries where order_id = $1',
      [orderId],
    );
    return {
      referrerId: referrer.customerId,
      friendId: friend.customerId,
      orderId,
      deliveryId: visit!.id,
      day,
    };
  }

  const referralCredit = async (referrerId: string) => {
    const rows = await database.query<{ amount_cents: number }>(
      `select amount_cents from credit_ledger_entries where customer_id = $1 and kind = 'REFERRAL'`,
      [referrerId],
    );
    return rows.map((row) => Number(row.amount_cents));
  };
  const intentOf = async (orderId: string) =>
    (
      await database.query<{ done_at: Date | null; outcome: string | null }>(
        'select done_at, outcome from referral_credits where order_id = $1',
        [orderId],
      )
    )[0] ?? null;

  async function walk(
    deliveryId: string,
    day: string,
    events: DeliveryEventBus,
    steps: readonly ('OUT_FOR_DELIVERY' | 'NEARBY' | 'ARRIVED' | 'COMPLETED')[],
  ): Promise<boolean[]> {
    const at = zonedInstant(day, 14, 'America/Toronto');
    const moved: boolean[] = [];
    for (const step of steps)
      moved.push(await advanceDelivery(database, deliveryId, step, at, events));
    return moved;
  }

  it('a rolled-back visit completion leaves no referral credit and no intent', async () => {
    const visit = await referredOrder();
    const payments = new SandboxGateway(database);
    await walk(visit.deliveryId, visit.day, createDeliveryEvents(database, payments), [
      'OUT_FOR_DELIVERY',
      'NEARBY',
      'ARRIVED',
    ]);
    // A later reaction fails: the completion's transaction rolls back with the intent in it.
    const failing = createDeliveryEvents(database, payments).on('visitCompleted', () => {
      throw new Error('the crew app lost its connection');
    });
    await expect(walk(visit.deliveryId, visit.day, failing, ['COMPLETED'])).rejects.toThrow(
      'lost its connection',
    );
    const [row] = await database.query<{ status: string }>(
      'select status from deliveries where id = $1',
      [visit.deliveryId],
    );
    expect(row!.status).toBe('ARRIVED');
    expect(await intentOf(visit.orderId)).toBeNull();
    expect(await creditPendingReferrals(database)).toBe(0);
    expect(await referralCredit(visit.referrerId)).toEqual([]);
  });

  it('a process that dies after the completion commits still credits the referrer, once, on the next pass', async () => {
    const visit = await referredOrder();
    await walk(
      visit.deliveryId,
      visit.day,
      createDeliveryEvents(database, new SandboxGateway(database)),
      ['OUT_FOR_DELIVERY', 'NEARBY', 'ARRIVED'],
    );
    // The process dies between the commit and its follow-up: the reaction wrote its intent in
    // the visit's transaction, and nothing after the commit runs.
    const react = referralReaction(database);
    const dying: DeliveryEventBus = new EventBus();
    dying.on('visitCompleted', async (event) => {
      await react(event);
    });
    expect(await walk(visit.deliveryId, visit.day, dying, ['COMPLETED'])).toEqual([true]);
    expect(await intentOf(visit.orderId)).toEqual({ done_at: null, outcome: null });
    expect(await referralCredit(visit.referrerId)).toEqual([]);

    // The referral-credits job's pass (any instance, after the restart) credits it.
    expect(await creditPendingReferrals(database)).toBeGreaterThanOrEqual(1);
    expect(await referralCredit(visit.referrerId)).toEqual([REFERRAL_REWARD_CENTS]);
    expect(await intentOf(visit.orderId)).toMatchObject({ outcome: 'CREDITED' });
    // Passes again, two at once, and the visit's step again: nothing more.
    await Promise.all([creditPendingReferrals(database), creditPendingReferrals(database)]);
    expect(
      await walk(
        visit.deliveryId,
        visit.day,
        createDeliveryEvents(database, new SandboxGateway(database)),
        ['COMPLETED'],
      ),
    ).toEqual([false]);
    expect(await referralCredit(visit.referrerId)).toEqual([REFERRAL_REWARD_CENTS]);
  });

  it('without a crash the visit credits the referrer right after its commit', async () => {
    const visit = await referredOrder();
    await walk(
      visit.deliveryId,
      visit.day,
      createDeliveryEvents(database, new SandboxGateway(database)),
      ['OUT_FOR_DELIVERY', 'NEARBY', 'ARRIVED', 'COMPLETED'],
    );
    expect(await referralCredit(visit.referrerId)).toEqual([REFERRAL_REWARD_CENTS]);
    expect(await intentOf(visit.orderId)).toMatchObject({ outcome: 'CREDITED' });
    expect(await creditPendingReferrals(database)).toBe(0);
    expect(await referralCredit(visit.referrerId)).toEqual([REFERRAL_REWARD_CENTS]);
  });

  const stepNotices = async (deliveryId: string) =>
    database.query<{ kind: string; dedupe_key: string; status: string }>(
      `select kind, dedupe_key, status from notices
        where delivery_id = $1 and kind in ('VISIT_ON_THE_WAY', 'VISIT_NEARBY') order by kind`,
      [deliveryId],
    );

  it("the crew's notices are written in the step's transaction: a notice that cannot be written undoes the step", async () => {
    const visit = await referredOrder();
    const events = createDeliveryEvents(database, new SandboxGateway(database));
    const trigger = `refuse_${randomUUID().replaceAll('-', '')}`;
    await database.exec(`
      create function ${trigger}() returns trigger language plpgsql as $$
      begin raise exception 'the outbox is full'; end $$;
      create trigger ${trigger} before insert on notices for each row
        when (new.dedupe_key = 'on-the-way:${visit.deliveryId}') execute function ${trigger}();`);
    try {
      await expect(walk(visit.deliveryId, visit.day, events, ['OUT_FOR_DELIVERY'])).rejects.toThrow(
        'the outbox is full',
      );
    } finally {
      await database.exec(`drop trigger ${trigger} on notices; drop function ${trigger}();`);
    }
    const [row] = await database.query<{ status: string; out_for_delivery_at: Date | null }>(
      'select status, out_for_delivery_at from deliveries where id = $1',
      [visit.deliveryId],
    );
    expect(row).toEqual({ status: 'SCHEDULED', out_for_delivery_at: null });
    expect(await stepNotices(visit.deliveryId)).toEqual([]);
  });

  it("a crash after the step commits, or after a sender claimed its notice, still sends each of the crew's notices once", async () => {
    const visit = await referredOrder();
    const events = createDeliveryEvents(database, new SandboxGateway(database));
    // The step commits with its notice; the process dies before any pass sends it.
    expect(await walk(visit.deliveryId, visit.day, events, ['OUT_FOR_DELIVERY'])).toEqual([true]);
    expect(await stepNotices(visit.deliveryId)).toEqual([
      {
        kind: 'VISIT_ON_THE_WAY',
        dedupe_key: `on-the-way:${visit.deliveryId}`,
        status: 'PENDING',
      },
    ]);
    // A step repeated (another instance's feed, a crew app's post) writes no second notice.
    expect(await walk(visit.deliveryId, visit.day, events, ['OUT_FOR_DELIVERY'])).toEqual([false]);
    expect(await walk(visit.deliveryId, visit.day, events, ['NEARBY'])).toEqual([true]);
    // A sender claims the due notices and dies before sending (its lease runs out).
    const claimed = await claimDueNotices(database, new Date(), 100, 1);
    expect(claimed.map((notice) => notice.dedupeKey)).toContain(`nearby:${visit.deliveryId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));

    const sms = new OutboxSmsGateway(() => undefined, 200);
    const sender = new NoticeSender({
      handle: database,
      mail: { kind: 'outbox', keep: 500 },
      sms,
      siteUrl: 'https://shop.example.ca',
      log: { info: () => undefined, warn: () => undefined },
    });
    await sender.runOnce();
    await Promise.all([sender.runOnce(), sender.runOnce()]);
    const subjects = ['Your delivery is on its way today', 'Our crew is 30 minutes away'];
    const mails = (await readOutbox(database, 500)).filter(
      (mail) =>
        mail.toAddress === `shopper-${visit.friendId}@example.ca` &&
        subjects.includes(mail.subject),
    );
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    for (const mail of mails) {
      expect(mail.textBody).toContain(`https://shop.example.ca/delivery/${visit.deliveryId}`);
    }
    expect((await stepNotices(visit.deliveryId)).map((notice) => notice.status)).toEqual([
      'SENT',
      'SENT',
    ]);
  });
});
