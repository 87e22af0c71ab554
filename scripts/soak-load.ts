// The soak benchmark's load generator (decision 186), a process of its own so the traffic's
// cost is not the servers' or the load balancer's: 'setup' hands it the shoppers and the
// products, then each 'minute' message runs one minute (or `seconds`) of mixed traffic through
// the load balancer and answers with its figures. Only 127.0.0.1 is ever a target.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { CHECKOUT } from '../tests/server/helpers/checkout-fixtures';

const LIST = `query List($categoryId: ID) { productList(categoryId: $categoryId) { total products {
  id slug name retailprice monthlyprice pricing { price purchaseoption } } } }`;
const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) {
  priceCart(cityId: $cityId, products: $products, includeAssembly: true) {
    products { productId kind lineTotal monthlyTotal } total monthlyBill { total } } }`;

export interface SoakSetup {
  url: string;
  connections: number;
  password: string;
  shoppers: { email: string; addressId: string }[];
  categoryId: string;
  cityId: string;
  deliveryDay: string;
  cart: Record<string, unknown>[];
}

export interface SoakMinute {
  rps: number;
  p99: number;
  errors: number;
  placed: number;
  refused: number;
  /** The first refusals' bodies (at most 3 a minute). */
  refusals: string[];
}

/** What one connection carries from one request of its cycle to the next. */
interface SoakContext {
  addressId?: string;
  token?: string;
  source?: string;
}

let setup: SoakSetup | null = null;
let shopper = 0;

async function runMinute(seconds: number): Promise<SoakMinute> {
  if (!setup) throw new Error('the load generator was not set up');
  const { url, connections, password, shoppers, categoryId, cityId, deliveryDay, cart } = setup;
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('the soak only targets 127.0.0.1');
  const json = { 'content-type': 'application/json', 'x-client-version': 'soak' };
  let placed = 0;
  let refused = 0;
  const refusals: string[] = [];
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: json,
        body: JSON.stringify({ query: LIST, variables: { categoryId } }),
      },
      {
        method: 'POST',
        path: '/graphql',
        headers: json,
        body: JSON.stringify({ query: PRICE, variables: { cityId, products: cart } }),
      },
      {
        method: 'POST',
        path: '/courier',
        headers: json,
        setupRequest: (request, raw) => {
          const context = raw as SoakContext;
          const who = shoppers[shopper++ % shoppers.length]!;
          context.addressId = who.addressId;
          return {
            ...request,
            body: JSON.stringify({
              type: 'courier',
              action: 'login',
              actionData: { email: who.email, password },
            }),
          };
        },
        onResponse: (_status, body, raw) => {
          const context = raw as SoakContext;
          try {
            context.token = (JSON.parse(body) as { token?: string }).token;
          } catch {
            context.token = undefined;
          }
        },
      },
      {
        method: 'POST',
        path: '/payments/sandbox/tokens',
        headers: json,
        body: JSON.stringify({
          number: '4242424242424242',
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          name: 'Soak Shopper',
        }),
        onResponse: (_status, body, raw) => {
          const context = raw as SoakContext;
          try {
            context.source = (JSON.parse(body) as { source?: string }).source;
          } catch {
            context.source = undefined;
          }
        },
      },
      {
        method: 'POST',
        path: '/graphql',
        setupRequest: (request, raw) => ({
          ...request,
          headers: { ...json, authorization: `Bearer ${String((raw as SoakContext).token)}` },
          body: JSON.stringify({
            query: CHECKOUT,
            variables: {
              cityId,
              products: [cart[0]],
              shippingAddressId: (raw as SoakContext).addressId,
              deliverydate: deliveryDay,
              deliverytimetype: 'ANYTIME',
              idempotencyKey: randomUUID(),
              payment: { source: (raw as SoakContext).source },
            },
          }),
        }),
        onResponse: (_status, body) => {
          if (body.includes('"orderNumber"')) placed += 1;
          else {
            refused += 1;
            if (refusals.length < 3) refusals.push(body.slice(0, 300));
          }
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    placed,
    refused,
    refusals,
  };
}

process.on('message', (raw) => {
  const message = raw as { type: 'setup'; setup: SoakSetup } | { type: 'minute'; seconds: number };
  if (message.type === 'setup') {
    setup = message.setup;
    process.send?.({ type: 'ready' });
    return;
  }
  runMinute(message.seconds).then(
    (minute) => process.send?.({ type: 'minute', minute }),
    (error: unknown) => process.send?.({ type: 'error', message: String(error) }),
  );
});
