// Checkout benchmark: a full checkout (a fresh customer each time: card token + checkout
// mutation) and priceCart with 5 lines, each at 20 connections, on PGlite in-process and on PostgreSQL.
// Prints requests per second and p99 latency. Only 127.0.0.1 is ever a target.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { Backend } from '../tests/server/helpers/backends';
import { testBackends } from '../tests/server/helpers/backends';
import {
  CHECKOUT,
  checkoutVariables,
  createCustomer,
  openCheckoutWorld,
  stockProduct,
} from '../tests/server/helpers/checkout-fixtures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const customers = Number(process.env.BENCH_CHECKOUT_CUSTOMERS ?? 1500);

const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) { priceCart(cityId: $cityId, products: $products) {
  products { productId price lineTotal } taxes { name price } total } }`;

function report(label: string, result: autocannon.Result): void {
  console.log(
    `${label.padEnd(34)} ${result.requests.average.toFixed(1).padStart(8)} req/s   p99 ${String(result.latency.p99).padStart(5)} ms   non-2xx ${result.non2xx}   errors ${result.errors}`,
  );
}

/** Both databases the tests use: PGlite in-process, and PostgreSQL when it is reachable. */
export async function benchCheckout(): Promise<void> {
  for (const backend of await testBackends()) await benchCheckoutOn(backend);
}

async function benchCheckoutOn(backend: Backend): Promise<void> {
  console.log(`checkout benchmark on ${backend.name}`);
  const { database: handle, server, toronto, close } = await openCheckoutWorld(backend);
  try {
    const products = [];
    for (let index = 0; index < 5; index += 1)
      products.push(await stockProduct(handle, toronto.id, 1_000_000, 40));
    // Fresh customers, each with an address, an access token and a card token made in advance.
    const bodies: string[] = [];
    for (let index = 0; index < customers; index += 1) {
      const customer = await createCustomer(handle, toronto);
      const token = await server.tokenFor(customer.customerId);
      const source = await server.cardToken('4242424242424242');
      const variables = checkoutVariables(
        toronto,
        customer,
        [{ productId: products[index % 5]!.id, quantity: 1 }],
        { source },
        { idempotencyKey: randomUUID() },
      );
      bodies.push(JSON.stringify({ token, body: { query: CHECKOUT, variables } }));
    }
    let next = 0;
    const checkout = await autocannon({
      url: `${server.url}/graphql`,
      connections,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { token, body } = JSON.parse(bodies[next % bodies.length]!) as {
              token: string;
              body: unknown;
            };
            next += 1;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
              },
              body: JSON.stringify(body),
            };
          },
        },
      ],
    });
    if (next > bodies.length) console.log(`(reused ${next - bodies.length} checkouts: same key)`);
    report(`checkout (fresh customer) x${connections}`, checkout);

    const price = await autocannon({
      url: `${server.url}/graphql`,
      connections,
      duration: seconds,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: PRICE,
        variables: {
          cityId: String(toronto.id),
          products: products.map((product) => ({
            productId: String(product.id),
            quantity: 1,
            purchaseOption: 'ownv3',
          })),
        },
      }),
    });
    report(`priceCart 5 lines x${connections}`, price);
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCheckout();
