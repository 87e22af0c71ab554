import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import {
  creditReferralOnDelivery,
  REFERRAL_REWARD_CENTS,
  REFERRAL_WELCOME_CENTS,
} from '../../server/modules/referrals/referrals';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';

const ALEX = DEMO_CUSTOMERS.find((customer) => customer.email === 'alex.tremblay@example.ca')!;

const backends = await testBackends();

describe.each(backends)('referral credit on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: Awaited<ReturnType<typeof startApiServer>>['app'];
  let url: string;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    ({ app, url } = await startApiServer(database));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  async function customer(referrerId: string | null = null): Promise<string> {
    const id = randomUUID();
    await database.query(
      `insert into customers (id, email, first_name, last_name, referrer_id)
       values ($1, $2, 'Robin', 'Friend', $3)`,
      [id, `friend-${id}@example.ca`, referrerId],
    );
    return id;
  }

  async function order(customerId: string, status: string, referrerId: string | null = null) {
    const [row] = await database.query<{ id: string }>(
      `insert into orders (customer_id, city_id, status, referrer_id)
       values ($1, (select id from cities where name = 'Toronto'), $2, $3) returning id`,
      [customerId, status, referrerId],
    );
    return row!.id;
  }

  const ledger = (customerId: string) =>
    database.query<{ kind: string; amount_cents: number; order_id: string | null }>(
      `select kind, amount_cents, order_id from credit_ledger_entries where customer_id = $1
        order by created_at, id`,
      [customerId],
    );
  const balance = async (customerId: string) =>
    (
      await database.query<{ balance_cents: number }>(
        'select balance_cents from customers where id = $1',
        [customerId],
      )
    )[0]!.balance_cents;

  it("credits the referrer once, when the friend's first order is delivered", async () => {
    const referrer = await customer();
    const friend = await customer(referrer);
    const placed = await order(friend, 'CONFIRMED');
    expect(await creditReferralOnDelivery(database, placed)).toEqual({
      credited: false,
      reason: 'NOT_DELIVERED',
    });
    await database.query(`update orders set status = 'COMPLETED' where id = $1`, [placed]);
    // Twice at once (two delivery events): one reward.
    const outcomes = await Promise.all([
      creditReferralOnDelivery(database, placed),
      creditReferralOnDelivery(database, placed),
    ]);
    expect(outcomes.filter((outcome) => outcome.credited)).toHaveLength(1);
    expect(outcomes.find((outcome) => !outcome.credited)).toEqual({
      credited: false,
      reason: 'ALREADY_CREDITED',
    });
    expect(await ledger(referrer)).toEqual([
      { kind: 'REFERRAL', amount_cents: REFERRAL_REWARD_CENTS, order_id: placed },
    ]);
    expect(await balance(referrer)).toBe(REFERRAL_REWARD_CENTS);
    // The friend's second delivered order earns nothing more.
    const second = await order(friend, 'COMPLETED');
    expect(await creditReferralOnDelivery(database, second)).toMatchObject({
      reason: 'ALREADY_CREDITED',
    });
    expect(await balance(referrer)).toBe(REFERRAL_REWARD_CENTS);
  });

  it("uses the order's referrer when the account has none, and refuses what is not a referral", async () => {
    const referrer = await customer();
    const friend = await customer();
    const referred = await order(friend, 'COMPLETED', referrer);
    expect(await creditReferralOnDelivery(database, referred)).toEqual({
      credited: true,
      referrerId: referrer,
      amountCents: REFERRAL_REWARD_CENTS,
    });
    const loner = await customer();
    expect(await creditReferralOnDelivery(database, await order(loner, 'COMPLETED'))).toEqual({
      credited: false,
      reason: 'NO_REFERRER',
    });
    expect(await creditReferralOnDelivery(database, randomUUID())).toEqual({
      credited: false,
      reason: 'UNKNOWN_ORDER',
    });
    expect(await creditReferralOnDelivery(database, 'not-an-id')).toEqual({
      credited: false,
      reason: 'UNKNOWN_ORDER',
    });
    expect(await ledger(loner)).toEqual([]);
  });

  it('a sign-up through the link records the referrer and grants the first-order credit', async () => {
    const courier = (actionData: Record<string, unknown>) =>
      fetch(`${url}/courier`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'courier', action: 'create', actionData }),
      });
    const email = `referred-${randomUUID()}@example.ca`;
    const created = await courier({
      email,
      password: 'A long pass phrase 42!',
      referrerId: ALEX.id,
    });
    expect(created.status).toBe(201);
    const [row] = await database.query<{ id: string; referrer_id: string; balance_cents: number }>(
      'select id, referrer_id, balance_cents from customers where email = $1',
      [email],
    );
    expect(row).toMatchObject({ referrer_id: ALEX.id, balance_cents: REFERRAL_WELCOME_CENTS });
    expect(await ledger(row!.id)).toEqual([
      { kind: 'REFERRAL', amount_cents: REFERRAL_WELCOME_CENTS, order_id: null },
    ]);
    // An unknown referrer is ignored: the account is made, without credit.
    const other = `referred-${randomUUID()}@example.ca`;
    expect(
      (
        await courier({
          email: other,
          password: 'A long pass phrase 42!',
          referrerId: randomUUID(),
        })
      ).status,
    ).toBe(201);
    const [plain] = await database.query<{ referrer_id: string | null; balance_cents: number }>(
      'select referrer_id, balance_cents from customers where email = $1',
      [other],
    );
    expect(plain).toEqual({ referrer_id: null, balance_cents: 0 });
  });

  it("getReferral lists who joined through the customer's link and the credit earned", async () => {
    const signer = new AccessTokenSigner(app.auth.keys);
    const session = await app.auth.sessions.start(ALEX.id, 'test');
    const { token } = await signer.sign({
      userId: ALEX.id,
      roles: ['customer'],
      sessionId: session.sessionId,
      authTime: new Date(),
    });
    const query =
      '{ getReferral { path creditEarned reward welcomeCredit friends { name state reward } } }';
    const ask = async (bearer?: string) =>
      (await (
        await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          },
          body: JSON.stringify({ query }),
        })
      ).json()) as {
        data: {
          getReferral: { friends: { name: string; state: string; reward: number }[] } & Record<
            string,
            unknown
          >;
        } | null;
        errors?: { extensions: { code: string } }[];
      };
    const guest = await ask();
    expect(guest.errors?.[0]?.extensions.code).toBe('NO_AUTH');
    const answer = (await ask(token)).data!.getReferral;
    expect(answer).toMatchObject({
      path: `/ref/${ALEX.id}/create-account`,
      creditEarned: 25,
      reward: 25,
      welcomeCredit: 25,
    });
    // Sam, whose first order earned Alex the seeded $25, and the test's sign-up above.
    expect(answer.friends).toContainEqual({ name: 'Sam N.', state: 'CREDITED', reward: 25 });
    expect(answer.friends.filter((friend) => friend.state === 'JOINED').length).toBeGreaterThan(0);
  });
});
