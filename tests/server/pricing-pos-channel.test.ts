import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner, POS_ROLE } from '../../server/auth/tokens';
import type { DatabaseHandle } from '../../server/db/client';
import { startApiServer } from './helpers/api-server';
import { testBackends } from './helpers/backends';
import { cityNamed, offerOf, stockProduct } from './helpers/checkout-fixtures';

const backends = await testBackends();

const PRICE = `query($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products) {
    channel delivery deliveryTotal totalTax total monthlyBill { total } } }`;
const QUOTE = `query($cityId: ID!, $products: [CartProductInput!]!) {
  checkoutQuote(cityId: $cityId, products: $products) { channel delivery deliveryTotal total } }`;

interface Priced {
  channel: string;
  delivery: number;
  deliveryTotal: number;
  totalTax: number;
  total: number;
  monthlyBill: { total: number };
}

describe.each(backends)('the point-of-sale channel on $name', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  let app: Awaited<ReturnType<typeof startApiServer>>['app'];
  let url: string;
  let signer: AccessTokenSigner;
  let cityId: string;
  let products: unknown[];

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    ({ app, url } = await startApiServer(database));
    signer = new AccessTokenSigner(app.auth.keys);
    const city = await cityNamed(database, 'Toronto');
    cityId = String(city.id);
    const product = await stockProduct(database, city.id, 50, 3, { everyWay: true });
    const offer = await offerOf(database, product.id, ['subscribe']);
    products = [
      { productId: String(product.id), quantity: 1, purchaseOption: offer.purchaseOption },
    ];
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  async function customer(roles: string[]): Promise<string> {
    const id = randomUUID();
    await database.query(
      `insert into customers (id, email, first_name, last_name, roles)
       values ($1, $2, 'Pat', 'Showroom', $3::text[])`,
      [id, `pos-${id}@example.ca`, roles],
    );
    const session = await app.auth.sessions.start(id, 'test');
    return (
      await signer.sign({ userId: id, roles, sessionId: session.sessionId, authTime: new Date() })
    ).token;
  }

  async function ask<T>(query: string, token?: string, role?: string): Promise<T> {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(role ? { 'x-hasura-role': role } : {}),
      },
      body: JSON.stringify({ query, variables: { cityId, products } }),
    });
    const body = (await response.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  }

  it('prices without the delivery fee only when the request acts in the point-of-sale role', async () => {
    const pos = await customer(['customer', POS_ROLE]);
    const online = (await ask<{ priceCart: Priced }>(PRICE, pos)).priceCart;
    const showroom = (await ask<{ priceCart: Priced }>(PRICE, pos, POS_ROLE)).priceCart;
    expect(online.channel).toBe('ONLINE');
    expect(online.delivery).toBeGreaterThan(0);
    expect(showroom).toMatchObject({ channel: 'POS', delivery: 0, deliveryTotal: 0 });
    // Only the delivery differs: the monthly bill is the same, today's total less the fee and
    // its tax (HST 13% in Ontario).
    expect(showroom.monthlyBill.total).toBe(online.monthlyBill.total);
    const feeWithTax = Math.round(online.deliveryTotal * 113) / 100;
    expect(Math.abs(online.total - showroom.total - feeWithTax)).toBeLessThanOrEqual(0.02);

    // The header alone selects nothing: a customer without the role, and a guest, stay online.
    const plain = await customer(['customer']);
    expect((await ask<{ priceCart: Priced }>(PRICE, plain, POS_ROLE)).priceCart).toMatchObject({
      channel: 'ONLINE',
      delivery: online.delivery,
    });
    expect((await ask<{ priceCart: Priced }>(PRICE, undefined, POS_ROLE)).priceCart.channel).toBe(
      'ONLINE',
    );
  });

  it("checkout's quote prices the same channel as the cart", async () => {
    const pos = await customer(['customer', POS_ROLE]);
    const cart = (await ask<{ priceCart: Priced }>(PRICE, pos, POS_ROLE)).priceCart;
    const quote = (await ask<{ checkoutQuote: Priced }>(QUOTE, pos, POS_ROLE)).checkoutQuote;
    expect(quote).toMatchObject({ channel: 'POS', delivery: 0, total: cart.total });
    const online = (await ask<{ checkoutQuote: Priced }>(QUOTE, pos)).checkoutQuote;
    expect(online.channel).toBe('ONLINE');
    expect(online.delivery).toBeGreaterThan(0);
  });
});
