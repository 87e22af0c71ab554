/**
 * One monthly amount per piece (decision 150). Every membership of every demo customer is walked
 * through every screen's API over GraphQL (My Products, the upcoming bill, returns, swap, move,
 * buyout, receipts) and must show one monthly charge everywhere: the fee and PivotCare of its
 * row, or none at all for a piece bought outright or no longer billed. The billing run must charge
 * exactly that amount, and a purchase must never make a bill line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { DEMO_CUSTOMERS } from '../../server/db/seed/demo-customers';
import { runBilling } from '../../server/modules/billing/billing-run';
import { advanceDelivery } from '../../server/composition-root';
import { SandboxGateway } from '../../server/payments/sandbox-gateway';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import type { GraphqlReply } from './helpers/checkout-fixtures';
import { noonOf } from './helpers/billing-world';

const CHARGE = 'monthlyCharge { fee pivotCare total }';
const MY_PRODUCTS = `query { getProductsByShippingAddress { products {
  id kind subscription_status purchaseoption monthlyPrice pivotCare nextBillDate ${CHARGE} } } }`;
const UPCOMING = `query { getUpcomingBill { lines { membershipProductId period fee pivotCare ${CHARGE} } } }`;
const RETURNS = `query { returnableItems { id subscriptionPrice monthlyPrice ${CHARGE} } }`;
const SWAPPABLE = `query { swappableItems { id monthlyPrice ${CHARGE} } }`;
const REPLACEMENTS = `query($id: ID!) { swapReplacements(membershipProductId: $id) {
  productId monthlyPrice ${CHARGE} } }`;
const SWAP_QUOTE = `query($id: ID!, $productId: ID!) { swapQuote(membershipProductId: $id, productId: $productId) {
  oldMonthly newMonthly oldMonthlyCharge { fee pivotCare total } newMonthlyCharge { fee pivotCare total } } }`;
const MOVABLE = `query { movableItems { id monthlyPrice ${CHARGE} } }`;
const BUYOUT = `query { buyoutProductPricing { id ${CHARGE} } }`;
const RECEIPT = `query($id: ID!) { getOrderReceiptData(orderId: $id) { type products {
  productId purchaseOption price pivotCare ${CHARGE} } } }`;

interface Charge {
  fee: number;
  pivotCare: number;
  total: number;
}
type MembershipRow = {
  id: string;
  customer_id: string;
  email: string;
  order_id: string;
  product_id: number;
  purchase_option: string;
  subscription_status: string;
  monthly_price_cents: number | null;
  pivot_care_cents: number;
};

const MONTHLY = ['subscribe', 'subscribev2', 'monthlyv3', 'finalsalemonthlyv3', 'rentv2'];
const SETTLED = ['OWNED', 'BOUGHT_OUT', 'RETURNED', 'CANCELLED'];

/** What the row says the customer pays a month, worked out here from its columns alone. */
function expectedCharge(row: MembershipRow): Charge | null {
  if (!MONTHLY.includes(row.purchase_option) || SETTLED.includes(row.subscription_status))
    return null;
  if (row.monthly_price_cents === null) return null;
  return {
    fee: row.monthly_price_cents / 100,
    pivotCare: row.pivot_care_cents / 100,
    total: (row.monthly_price_cents + row.pivot_care_cents) / 100,
  };
}

const show = (charge: Charge | null | undefined) =>
  charge === undefined ? 'missing' : charge === null ? 'none' : JSON.stringify(charge);

const backends = await testBackends();

describe.each(backends)('one monthly amount per piece on $name', (backend) => {
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
    variables: Record<string, unknown>,
    token: string,
  ): Promise<T> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as GraphqlReply<T>;
    expect(body.errors, query).toBeUndefined();
    return body.data as T;
  }

  const memberships = () =>
    database.query<MembershipRow>(
      `select mp.id, m.customer_id, c.email, mp.order_id, mp.product_id, mp.purchase_option,
              mp.subscription_status, mp.monthly_price_cents, mp.pivot_care_cents
         from membership_products mp
         join memberships m on m.id = mp.membership_id
         join customers c on c.id = m.customer_id
        where m.customer_id = any($1::uuid[])
        order by c.email, mp.id`,
      [DEMO_CUSTOMERS.map((customer) => customer.id)],
    );

  it('shows every membership of every demo customer at one monthly amount on every screen, and bills exactly it', async () => {
    const rows = await memberships();
    expect(rows.length).toBeGreaterThan(10);
    // Every amount each screen shows for a membership, by where it was seen.
    const seen = new Map<string, Map<string, Charge | null>>();
    const note = (id: string, where: string, charge: Charge | null | undefined) => {
      const entry = seen.get(id) ?? new Map<string, Charge | null>();
      entry.set(where, charge === undefined ? null : charge);
      seen.set(id, entry);
    };

    for (const customer of DEMO_CUSTOMERS) {
      const token = await tokenFor(customer.id);
      const mine = rows.filter((row) => row.customer_id === customer.id);

      // My Products: every piece, with the fee and PivotCare the charge names.
      const products = (
        await graphql<{
          getProductsByShippingAddress: {
            products: {
              id: string;
              kind: string;
              monthlyPrice: number | null;
              pivotCare: number;
              nextBillDate: string | null;
              monthlyCharge: Charge | null;
            }[];
          }[];
        }>(MY_PRODUCTS, {}, token)
      ).getProductsByShippingAddress.flatMap((group) => group.products);
      for (const product of products) {
        note(product.id, 'My Products', product.monthlyCharge);
        if (product.monthlyCharge) {
          expect(product.monthlyCharge.fee).toBe(product.monthlyPrice);
          expect(product.monthlyCharge.pivotCare).toBe(product.pivotCare);
        }
        // A piece bought outright has no next payment.
        if (product.kind === 'PURCHASE') expect(product.nextBillDate, product.id).toBeNull();
      }

      // The upcoming bill: each line at the membership's charge.
      const bills = (
        await graphql<{
          getUpcomingBill: {
            lines: {
              membershipProductId: string;
              fee: number;
              pivotCare: number;
              monthlyCharge: Charge;
            }[];
          }[];
        }>(UPCOMING, {}, token)
      ).getUpcomingBill;
      for (const line of bills.flatMap((bill) => bill.lines)) {
        note(line.membershipProductId, 'upcoming bill', line.monthlyCharge);
        expect(line.monthlyCharge.fee).toBe(line.fee);
        expect(line.monthlyCharge.pivotCare).toBe(line.pivotCare);
      }

      // Returns: the list's monthly price is the same total.
      const returnable = (
        await graphql<{
          returnableItems: { id: string; monthlyPrice: number; monthlyCharge: Charge | null }[];
        }>(RETURNS, {}, token)
      ).returnableItems;
      for (const item of returnable) {
        note(item.id, 'returns', item.monthlyCharge);
        note(item.id, 'returns (monthlyPrice)', {
          ...item.monthlyCharge!,
          total: item.monthlyPrice,
        });
      }

      // Swap: the list, and the quote's "now" for the first replacement the depot offers.
      const swappable = (
        await graphql<{
          swappableItems: {
            id: string;
            monthlyPrice: number | null;
            monthlyCharge: Charge | null;
          }[];
        }>(SWAPPABLE, {}, token)
      ).swappableItems;
      for (const item of swappable) {
        note(item.id, 'swap', item.monthlyCharge);
        expect(item.monthlyPrice).toBe(item.monthlyCharge?.total ?? null);
        const replacements = (
          await graphql<{
            swapReplacements: { productId: string; monthlyPrice: number; monthlyCharge: Charge }[];
          }>(REPLACEMENTS, { id: item.id }, token)
        ).swapReplacements;
        for (const replacement of replacements) {
          expect(replacement.monthlyCharge.total).toBe(replacement.monthlyPrice);
          // PivotCare goes with the piece when the held item has it, 20% of the fee.
          expect(replacement.monthlyCharge.pivotCare > 0).toBe(item.monthlyCharge!.pivotCare > 0);
        }
        const first = replacements[0];
        if (!first) continue;
        const quote = (
          await graphql<{
            swapQuote: {
              oldMonthly: number;
              newMonthly: number;
              oldMonthlyCharge: Charge;
              newMonthlyCharge: Charge;
            };
          }>(SWAP_QUOTE, { id: item.id, productId: first.productId }, token)
        ).swapQuote;
        note(item.id, 'swap quote', quote.oldMonthlyCharge);
        expect(quote.oldMonthly).toBe(quote.oldMonthlyCharge.total);
        expect(quote.newMonthlyCharge).toEqual(first.monthlyCharge);
        expect(quote.newMonthly).toBe(first.monthlyCharge.total);
      }

      // Move: owned pieces too, with no monthly price at all.
      const movable = (
        await graphql<{
          movableItems: { id: string; monthlyPrice: number | null; monthlyCharge: Charge | null }[];
        }>(MOVABLE, {}, token)
      ).movableItems;
      for (const item of movable) {
        note(item.id, 'move', item.monthlyCharge);
        note(
          item.id,
          'move (monthlyPrice)',
          item.monthlyPrice === null ? null : { ...item.monthlyCharge!, total: item.monthlyPrice },
        );
      }

      // Buyout: what it costs a month until bought out.
      const buyout = (
        await graphql<{ buyoutProductPricing: { id: string; monthlyCharge: Charge | null }[] }>(
          BUYOUT,
          {},
          token,
        )
      ).buyoutProductPricing;
      for (const item of buyout) note(item.id, 'buyout', item.monthlyCharge);

      // Receipts: the order each piece came on shows it at the same amount.
      for (const orderId of [...new Set(mine.map((row) => row.order_id))]) {
        const receipt = (
          await graphql<{
            getOrderReceiptData: {
              type: string;
              products: {
                productId: string;
                purchaseOption: string;
                price: number;
                pivotCare: number | null;
                monthlyCharge: Charge | null;
              }[];
            };
          }>(RECEIPT, { id: orderId }, token)
        ).getOrderReceiptData;
        for (const row of mine.filter((candidate) => candidate.order_id === orderId)) {
          const line = receipt.products.find(
            (product) =>
              product.productId === String(row.product_id) &&
              product.purchaseOption === row.purchase_option,
          );
          expect(line, `${row.id} on its receipt`).toBeDefined();
          // A receipt shows what was sold: the charge whatever the piece's status is now.
          if (SETTLED.includes(row.subscription_status)) continue;
          note(row.id, 'receipt', line!.monthlyCharge);
          if (line!.monthlyCharge) {
            expect(line!.monthlyCharge.fee).toBe(line!.price);
            expect(line!.monthlyCharge.pivotCare).toBe(line!.pivotCare ?? 0);
          }
        }
      }
    }

    // One amount per membership, everywhere, and it is the row's own.
    const mismatches: string[] = [];
    for (const row of rows) {
      const expected = expectedCharge(row);
      const places = seen.get(row.id);
      expect(places?.has('My Products'), `${row.email} ${row.id} on My Products`).toBe(true);
      for (const [where, charge] of places ?? []) {
        if (JSON.stringify(charge) !== JSON.stringify(expected))
          mismatches.push(
            `${row.email} ${row.purchase_option} ${row.subscription_status}: ${where} shows ${show(charge)}, expected ${show(expected)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    // Every screen was walked for at least one piece.
    const screens = new Set([...seen.values()].flatMap((places) => [...places.keys()]));
    for (const screen of [
      'My Products',
      'upcoming bill',
      'returns',
      'swap',
      'swap quote',
      'move',
      'buyout',
      'receipt',
    ])
      expect(screens.has(screen), screen).toBe(true);
    // Owned and bought pieces are on the move screen, without a monthly price.
    expect(
      rows.some((row) => expectedCharge(row) === null && seen.get(row.id)?.get('move') === null),
    ).toBe(true);

    // The billing run charges exactly that amount for each period, before tax.
    const [{ last }] = (await database.query<{ last: string }>(
      `select to_char(max(next_bill_date), 'YYYY-MM-DD') as last from membership_products mp
         join memberships m on m.id = mp.membership_id where m.customer_id = any($1::uuid[])`,
      [DEMO_CUSTOMERS.map((customer) => customer.id)],
    )) as [{ last: string }];
    const day = new Date(`${last}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1);
    const runDay = day.toISOString().slice(0, 10);
    await runBilling(database, {
      gateway: new SandboxGateway(database, noonOf(runDay)),
      now: noonOf(runDay),
    });
    const billed = await database.query<{
      membership_product_id: string;
      fee_cents: number;
      pivot_care_cents: number;
      amount_cents: number;
    }>(
      `select bl.membership_product_id, bl.fee_cents, bl.pivot_care_cents, bl.amount_cents
         from bill_lines bl join bills b on b.id = bl.bill_id
        where b.customer_id = any($1::uuid[]) and b.bill_date >= $2::date`,
      [DEMO_CUSTOMERS.map((customer) => customer.id), '2026-01-15'],
    );
    expect(billed.length).toBeGreaterThan(0);
    for (const line of billed) {
      const row = rows.find((candidate) => candidate.id === line.membership_product_id)!;
      const expected = expectedCharge(row);
      expect(expected, `${row.email} ${row.purchase_option} billed`).not.toBeNull();
      expect({
        fee: line.fee_cents / 100,
        pivotCare: line.pivot_care_cents / 100,
        total: line.amount_cents / 100,
      }).toEqual(expected);
    }
  }, 240_000);

  it('delivers an outright purchase with no monthly payment: no next bill, no bill line, ever', async () => {
    // Alex's sectional, bought outright and on its way.
    const [purchase] = await database.query<{ id: string; order_id: string; customer_id: string }>(
      `select mp.id, mp.order_id, m.customer_id from membership_products mp
         join memberships m on m.id = mp.membership_id
        where mp.subscription_status = 'PENDING_DELIVERY' and mp.purchase_option = 'ownv3'
          and m.customer_id = any($1::uuid[])
        limit 1`,
      [DEMO_CUSTOMERS.map((customer) => customer.id)],
    );
    expect(purchase).toBeDefined();
    const [delivery] = await database.query<{ id: string; day: string }>(
      `select id, to_char(delivery_date, 'YYYY-MM-DD') as day from deliveries
        where order_id = $1 and kind = 'DELIVERY'`,
      [purchase!.order_id],
    );
    await advanceDelivery(database, delivery!.id, 'COMPLETED', noonOf(delivery!.day)());

    const [after] = await database.query<{ subscription_status: string; next_bill_date: string }>(
      'select subscription_status, next_bill_date from membership_products where id = $1',
      [purchase!.id],
    );
    expect(after).toEqual({ subscription_status: 'DELIVERED', next_bill_date: null });

    const token = await tokenFor(purchase!.customer_id);
    const products = (
      await graphql<{
        getProductsByShippingAddress: {
          products: { id: string; nextBillDate: string | null; monthlyCharge: Charge | null }[];
        }[];
      }>(MY_PRODUCTS, {}, token)
    ).getProductsByShippingAddress.flatMap((group) => group.products);
    expect(products.find((product) => product.id === purchase!.id)).toMatchObject({
      nextBillDate: null,
      monthlyCharge: null,
    });
    const bills = (
      await graphql<{ getUpcomingBill: { lines: { membershipProductId: string }[] }[] }>(
        UPCOMING,
        {},
        token,
      )
    ).getUpcomingBill;
    expect(
      bills.flatMap((bill) => bill.lines).map((line) => line.membershipProductId),
    ).not.toContain(purchase!.id);

    // Months later the billing run has billed the customer's plans, never the purchase.
    const later = new Date(`${delivery!.day}T12:00:00Z`);
    later.setUTCMonth(later.getUTCMonth() + 3);
    await runBilling(database, {
      gateway: new SandboxGateway(database, () => later),
      now: () => later,
    });
    const lines = await database.query(
      'select 1 from bill_lines where membership_product_id = $1',
      [purchase!.id],
    );
    expect(lines).toEqual([]);

    // And the database refuses a next bill on a purchase, whatever code tries it.
    await expect(
      database.query(
        `update membership_products set next_bill_date = '2027-01-01'::date where id = $1`,
        [purchase!.id],
      ),
    ).rejects.toThrow(/membership_products_monthly_bill_check/);
  }, 120_000);
});
