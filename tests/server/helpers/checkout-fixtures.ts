/**
 * What checkout tests and the checkout benchmark need: the real server with a way to sign
 * customers in, fresh customers with a delivery address, a product with a known amount of
 * stock, card tokens, and a delivery day the depot accepts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from '../../../server/app';
import type { StartedSession } from '../../../server/auth/sessions';
import { AccessTokenSigner } from '../../../server/auth/tokens';
import type { DatabaseHandle } from '../../../server/db/client';
import { addDays, localDate } from '../../../server/shared/calendar-date';
import { startApiServer } from './api-server';
import type { Backend } from './backends';

export interface GraphqlReply<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; [key: string]: unknown } }[] | undefined;
}

export interface CheckoutServer {
  app: FastifyInstance;
  url: string;
  /** An access token for a customer id, of a new session, signed with the server's own key. */
  tokenFor(customerId: string): Promise<string>;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlReply<T>>;
  /** POST /payments/sandbox/tokens. */
  tokenize(
    card: Record<string, unknown>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** A token for a test card number (valid expiry, CVC and name). */
  cardToken(number: string): Promise<string>;
}

export async function startCheckoutServer(
  database: DatabaseHandle,
  /** More build options, e.g. checkout hooks that inject a crash. */
  build: Omit<BuildOptions, 'database'> = {},
  /** More environment (REDIS_URL, AUTH_PRIVATE_KEY for instances that share them, ...). */
  env: Record<string, string> = {},
): Promise<CheckoutServer> {
  const { app, url } = await startApiServer(database, env, build);
  const signer = new AccessTokenSigner(app.auth.keys);
  const sessions = new Map<string, StartedSession>();
  const tokenize = async (card: Record<string, unknown>) => {
    const response = await fetch(`${url}/payments/sandbox/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    app,
    url,
    async tokenFor(customerId) {
      // A real session, as a sign-in starts one: the API refuses tokens of sessions that ended.
      // One per customer, as for a customer signed in once, so the per-customer session limit
      // never ends the session of a token a test still holds.
      let session = sessions.get(customerId);
      if (!session) {
        session = await app.auth.sessions.start(customerId, 'test');
        sessions.set(customerId, session);
      }
      const { token } = await signer.sign({
        userId: customerId,
        roles: ['customer'],
        sessionId: session.sessionId,
        authTime: session.authTime,
      });
      return token;
    },
    async graphql<T>(query: string, variables?: Record<string, unknown>, token?: string) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-client-version': 'test-client',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: GraphqlReply<T>['errors'] };
      return { status: response.status, data: body.data ?? null, errors: body.errors };
    },
    tokenize,
    async cardToken(number) {
      const answer = await tokenize({
        number,
        expMonth: 12,
        expYear: new Date().getUTCFullYear() + 3,
        cvc: '123',
        name: 'Test Shopper',
      });
      if (answer.status !== 200)
        throw new Error(`tokenize ${number}: ${JSON.stringify(answer.body)}`);
      return answer.body.source as string;
    },
  };
}

export interface CityFacts {
  id: number;
  name: string;
  timezone: string;
  province: string;
  defaultDeliveryDays: number;
}

export async function cityNamed(database: DatabaseHandle, name: string): Promise<CityFacts> {
  const [row] = await database.query<{
    id: number;
    name: string;
    timezone: string;
    province_code: string;
    default_delivery_days: number;
  }>(
    `select id, name, timezone, province_code, default_delivery_days from cities where name = $1`,
    [name],
  );
  if (!row) throw new Error(`no city ${name}`);
  return {
    id: row.id,
    name: row.name,
    timezone: row.timezone,
    province: row.province_code,
    defaultDeliveryDays: row.default_delivery_days,
  };
}

/** A seeded database on one backend, the real server on it, and Toronto, its usual city. */
export interface CheckoutWorld {
  database: DatabaseHandle;
  server: CheckoutServer;
  toronto: CityFacts;
  /** Stops the server and disposes of the database. */
  close(): Promise<void>;
}

export async function openCheckoutWorld(backend: Backend): Promise<CheckoutWorld> {
  const { handle, dispose } = await backend.open();
  let server: CheckoutServer | undefined;
  const close = async () => {
    await server?.app.close();
    await dispose();
  };
  try {
    server = await startCheckoutServer(handle);
    const toronto = await cityNamed(handle, 'Toronto');
    return { database: handle, server, toronto, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A postal code each test city's depot serves, in its province. */
const ADDRESSES: Record<string, { postalCode: string; city: string; street: string }> = {
  ON: { postalCode: 'M5V 2T6', city: 'Toronto', street: '301 Front Street West' },
  QC: { postalCode: 'H2X 1Y4', city: 'Montréal', street: '175 Rue Sainte-Catherine Ouest' },
  BC: { postalCode: 'V6B 1A1', city: 'Vancouver', street: '800 Robson Street' },
};

export interface TestCustomer {
  customerId: string;
  addressId: string;
}

/** A new customer with one delivery address in the city's province (and account credit). */
export async function createCustomer(
  database: DatabaseHandle,
  city: CityFacts,
  options: { balanceCents?: number } = {},
): Promise<TestCustomer> {
  const customerId = randomUUID();
  const address = ADDRESSES[city.province];
  if (!address) throw new Error(`no test address in ${city.province}`);
  await database.query(
    `insert into customers (id, email, first_name, last_name, balance_cents)
     values ($1, $2, 'Test', 'Shopper', $3)`,
    [customerId, `shopper-${customerId}@example.ca`, options.balanceCents ?? 0],
  );
  const [row] = await database.query<{ id: string }>(
    `insert into addresses (customer_id, first_name, last_name, street_address, city, province,
       postal_code, type, city_id, is_primary)
     values ($1, 'Test', 'Shopper', $2, $3, $4, $5, 'SHIPPING', $6, true) returning id`,
    [customerId, address.street, address.city, city.province, address.postalCode, city.id],
  );
  return { customerId, addressId: row!.id };
}

export interface StockedProduct {
  id: number;
  name: string;
  unitPriceCents: number;
}

/**
 * A sellable product at the city with exactly `available` units counted in stock there, in
 * stock now. `skip` picks a different product per test.
 */
export async function stockProduct(
  database: DatabaseHandle,
  cityId: number,
  available: number,
  skip = 0,
  /** Only products sold every way (subscriptions, financing, rent), not final-sale ones. */
  { everyWay = false }: { everyWay?: boolean } = {},
): Promise<StockedProduct> {
  const [row] = await database.query<{ id: number; price: number }>(
    `select p.id, coalesce(p.sale_price_cents, p.retail_price_cents) as price
       from products p
       join parent_products pp on pp.id = p.parent_product_id
       join depot_availability da on da.product_id = p.id and da.city_id = $1
      where p.visible and pp.visible and da.visible and p.retail_price_cents > 0
        and ($3::boolean is false or not p.final_sale)
      order by p.id offset $2 limit 1`,
    [cityId, skip, everyWay],
  );
  if (!row) throw new Error('no sellable product');
  await database.query(
    `update depot_availability set available = $3, tied_to_inventory = true, max_quantity = null,
            stock_from = null
      where product_id = $1 and city_id = $2`,
    [row.id, cityId, available],
  );
  const [name] = await database.query<{ name: string }>(
    `select pp.name || case when p.colour_name <> '' then ' - ' || p.colour_name else '' end as name
       from products p join parent_products pp on pp.id = p.parent_product_id where p.id = $1`,
    [row.id],
  );
  return { id: row.id, name: name!.name, unitPriceCents: row.price };
}

export interface Offer {
  purchaseOption: string;
  termLength: number | null;
  priceCents: number;
}

/**
 * A way the product is offered, of the kinds asked for, in the order given
 * (e.g. ['subscribe', 'monthlyv3']); the shortest term first.
 */
export async function offerOf(
  database: DatabaseHandle,
  productId: number,
  options: readonly string[],
): Promise<Offer> {
  const rows = await database.query<{
    purchase_option: string;
    term_length_months: number | null;
    price_cents: number;
  }>(
    `select purchase_option, term_length_months, price_cents from product_prices
      where product_id = $1 and purchase_option = any($2::text[])
      order by array_position($2::text[], purchase_option), term_length_months nulls first`,
    [productId, options],
  );
  const row = rows[0];
  if (!row) throw new Error(`product ${productId} offers none of ${options.join(', ')}`);
  return {
    purchaseOption: row.purchase_option,
    termLength: row.term_length_months,
    priceCents: row.price_cents,
  };
}

export async function stockOf(
  database: DatabaseHandle,
  cityId: number,
  productId: number,
): Promise<number> {
  const [row] = await database.query<{ available: number }>(
    'select available from depot_availability where product_id = $1 and city_id = $2',
    [productId, cityId],
  );
  return row!.available;
}

/** A day the depot accepts for a cart in stock now: its lead time plus two days. */
export function deliveryDay(city: CityFacts, extraDays = 2): string {
  return addDays(localDate(new Date(), city.timezone), city.defaultDeliveryDays + extraDays);
}

export const CHECKOUT = `mutation Checkout($cityId: ID!, $products: [CartProductInput!]!,
  $returns: [CartReturnInput!], $shippingAddressId: ID!, $deliverydate: Date!,
  $deliverytimetype: DeliveryTimeType!, $includeAssembly: Boolean, $idempotencyKey: String!,
  $payment: CheckoutPaymentInput, $referrer: ID, $expectedAmountDue: Float) {
  checkout(cityId: $cityId, products: $products, returns: $returns,
    shippingAddressId: $shippingAddressId, deliverydate: $deliverydate,
    deliverytimetype: $deliverytimetype, includeAssembly: $includeAssembly,
    idempotencyKey: $idempotencyKey, payment: $payment, referrer: $referrer,
    expectedAmountDue: $expectedAmountDue) {
    id orderNumber status total totalTax subtotalProduct shippingPrice assemblyPrice
    balanceUsed amountCharged deliverydate deliverytimetype
    taxes { name price }
    products { productId name quantity price lineTotal purchaseOption options }
    payment { status amount cardType cardLastFourDigits }
  }
}`;

export interface CheckoutOrder {
  id: string;
  orderNumber: string;
  status: string;
  total: number;
  totalTax: number;
  subtotalProduct: number;
  shippingPrice: number;
  assemblyPrice: number;
  balanceUsed: number;
  amountCharged: number;
  deliverydate: string;
  deliverytimetype: string;
  taxes: { name: string; price: number }[];
  products: {
    productId: string;
    name: string;
    quantity: number;
    price: number;
    lineTotal: number;
    purchaseOption: string;
    options: string[];
  }[];
  payment: { status: string; amount: number; cardType: string; cardLastFourDigits: string } | null;
}

/** Variables of one checkout: one product line, a day, ANYTIME, a fresh key. */
export function checkoutVariables(
  city: CityFacts,
  customer: TestCustomer,
  lines: { productId: number; quantity: number }[],
  payment: Record<string, unknown> | null,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    cityId: String(city.id),
    products: lines.map((line) => ({
      productId: String(line.productId),
      quantity: line.quantity,
      purchaseOption: 'ownv3',
    })),
    shippingAddressId: customer.addressId,
    deliverydate: deliveryDay(city),
    deliverytimetype: 'ANYTIME',
    idempotencyKey: randomUUID(),
    payment,
    ...overrides,
  };
}

export async function countRows(
  database: DatabaseHandle,
  sql: string,
  params: unknown[] = [],
): Promise<number> {
  const [row] = await database.query<{ count: number }>(
    `select count(*)::int as count from (${sql}) q`,
    params,
  );
  return row!.count;
}
