// GraphQL benchmarks: productList, productDetails and priceCart against PGlite and PostgreSQL,
// for the default seed and a large catalogue. Only 127.0.0.1 is ever a target.
import { existsSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../server/app';
import { AccessTokenSigner } from '../server/auth/tokens';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { DatabaseHandle } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { isSeeded, seedDatabase } from '../server/db/seed/seed';
import { countStatements } from '../server/db/statement-counter';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const largeCount = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
const postgresAdminUrl =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchDir = path.resolve('.bench-data');

const LIST = `query List($categoryId: ID) { productList(categoryId: $categoryId) { total products {
  id slug name imageurl color retailprice saleretailprice monthlyprice finalsale
  pricing { price originalprice purchaseoption } availability { available low high unit } } } }`;
const DETAILS = `query Details($slug: String!) { productDetails(slug: $slug) { availableInCity
  parent { id name manufacturer overview materials care options { id name values { id name imageurl groupname available } } }
  product { id name valueids images { type imageurl } prices { purchaseoption termlength price }
    dimensions { width depth height } availability { available low high unit } } variants { id color available } } }`;
const PRICE = `query Price($cityId: ID!, $products: [CartProductInput!]!) { priceCart(cityId: $cityId, products: $products, includeAssembly: true) {
  products { productId kind price pivotCare lineTotal monthlyTotal paymentsDue totalCost }
  errors { productId error } taxes { name price } totalTax total deliveryTotal assemblyTotal
  monthlyBill { subtotal taxes { name price } total } } }`;

const SIGNED_IN = `{ findShippingAddress { id city } }`;
const ME = `{ me { userId } }`;

interface Target {
  label: string;
  open: () => Promise<DatabaseHandle>;
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({
    connectionString: postgresAdminUrl,
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function ensurePostgresDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgresAdminUrl });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function prepared(
  handle: DatabaseHandle,
  products: number,
  label: string,
): Promise<DatabaseHandle> {
  await migrateDatabase(handle);
  if (!(await isSeeded(handle))) {
    const started = performance.now();
    process.stdout.write(`  seeding ${label} with ${products.toLocaleString('en-CA')} products… `);
    await seedDatabase(handle, { products, withImages: false });
    process.stdout.write(`${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  return handle;
}

async function load(
  url: string,
  title: string,
  body: string,
  extraHeaders: Record<string, string> = {},
): Promise<autocannon.Result> {
  const headers = {
    'content-type': 'application/json',
    'x-client-version': 'bench',
    ...extraHeaders,
  };
  const result = await autocannon({
    url,
    method: 'POST',
    // The load comes from a worker thread: on the server's own event loop, making requests and
    // reading answers would queue behind the server's work and be counted as its latency.
    workers: 1,
    connections,
    duration: seconds,
    headers,
    body,
  });
  // Requests still queued in the server when the run ends (PGlite answers one at a time) would
  // otherwise be charged to the next row: wait until one more request gets through.
  await fetch(url, { method: 'POST', headers, body });
  console.log(
    `  ${title.padEnd(26)} ${Math.round(result.requests.average).toString().padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(3)} ms   p99 ${String(result.latency.p99).padStart(3)} ms   errors ${result.errors + result.non2xx}`,
  );
  return result;
}

/**
 * The access token of a new session of a demo customer. Each signed-in request verifies it and
 * checks its session is still going (decision 108).
 */
async function signedInToken(app: FastifyInstance, database: DatabaseHandle): Promise<string> {
  const [customer] = await database.query<{ id: string }>(
    `select id from customers where email like '%@example.ca' order by email limit 1`,
  );
  if (!customer) throw new Error('no demo customer');
  const session = await app.auth.sessions.start(customer.id, 'bench');
  const { token } = await new AccessTokenSigner(app.auth.keys).sign({
    userId: customer.id,
    roles: ['customer'],
    sessionId: session.sessionId,
    authTime: session.authTime,
  });
  return token;
}

async function loadSignedIn(
  url: string,
  title: string,
  query: string,
  token: string,
): Promise<autocannon.Result> {
  const body = JSON.stringify({ query });
  const authorization = { authorization: `Bearer ${token}` };
  const check = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...authorization },
    body,
  });
  const answer = (await check.json()) as { errors?: unknown[] };
  if (answer.errors) throw new Error(`${title} failed: ${JSON.stringify(answer.errors)}`);
  return load(url, title, body, authorization);
}

async function benchTarget(target: Target, cache: boolean, onlyPriceCart = false): Promise<void> {
  console.log(
    `\n${target.label}, ${cache ? 'with the per-city cache and the 4 s session cache' : 'caches off (every request reaches the database)'}`,
  );
  const counted = countStatements(await target.open());
  const app = await buildServer(
    { ...loadConfig({ NODE_ENV: 'production', SERVE_SITE: 'false' }), logLevel: 'silent' },
    { database: counted, cache, ...(cache ? {} : { sessionCheckTtlMs: 0 }) },
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${base}/graphql`;
  const post = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data: Record<string, never>; errors?: unknown[] };
  };
  const [category] = await counted.query<{ id: number }>(
    `select c.id from categories c join category_parent_products cpp on cpp.category_id = c.id
      where c.level = 2 group by c.id order by count(*) desc limit 1`,
  );
  const [city] = await counted.query<{ id: number }>('select id from cities where is_default');
  const stocked = await counted.query<{ id: number; slug: string }>(
    `select p.id, pp.slug from products p join parent_products pp on pp.id = p.parent_product_id
       join depot_availability da on da.product_id = p.id and da.city_id = $1
      where p.visible and pp.visible and da.visible and da.available >= 3 and p.retail_price_cents > 0
        and not p.final_sale
      order by p.id limit 5`,
    [city!.id],
  );
  // A mixed cart: a purchase, a subscription with PivotCare, 36-month financing, a rental with
  // PivotCare and another purchase, each with a term the product offers.
  const ways: [string, number | null, boolean][] = [
    ['ownv3', null, false],
    ['subscribe', 12, true],
    ['monthlyv3', 36, false],
    ['rentv2', 3, true],
    ['own', null, false],
  ];
  const variables = {
    list: { categoryId: String(category!.id) },
    details: { slug: stocked[0]!.slug },
    price: {
      cityId: String(city!.id),
      products: stocked.map((row, index) => {
        const [purchaseOption, termLength, pivotCare] = ways[index % ways.length]!;
        return { productId: String(row.id), quantity: 1, purchaseOption, termLength, pivotCare };
      }),
    },
  };
  // Statements per operation, measured cold (before the per-city cache holds the answer).
  const statements: Record<string, number> = {};
  for (const [name, query, vars] of [
    ['productList', LIST, variables.list],
    ['productDetails', DETAILS, variables.details],
    ['priceCart (5 lines)', PRICE, variables.price],
  ] as const) {
    if (onlyPriceCart && name !== 'priceCart (5 lines)') continue;
    app.services.catalog.invalidate();
    await post('{ version }', {});
    const before = counted.statements;
    const answer = await post(query, vars);
    if (answer.errors) throw new Error(`${name} failed: ${JSON.stringify(answer.errors)}`);
    statements[name] = counted.statements - before;
  }
  console.log(
    `  SQL statements per request (cold cache): ${Object.entries(statements)
      .map(([name, count]) => `${name} ${count}`)
      .join(', ')}`,
  );
  if (!onlyPriceCart) {
    await load(
      url,
      'productList (first page)',
      JSON.stringify({ query: LIST, variables: variables.list }),
    );
    await load(
      url,
      'productDetails',
      JSON.stringify({ query: DETAILS, variables: variables.details }),
    );
  }
  await load(
    url,
    'priceCart (5 lines)',
    JSON.stringify({ query: PRICE, variables: variables.price }),
  );
  if (!onlyPriceCart) {
    const token = await signedInToken(app, counted);
    await loadSignedIn(url, 'addresses (signed in)', SIGNED_IN, token);
  }
  await app.close();
  await counted.close();
}

/** The default-seed PostgreSQL bench database, or null when PostgreSQL is not reachable. */
export async function openPostgresBenchDatabase(): Promise<DatabaseHandle | null> {
  if (!(await postgresReachable())) return null;
  return prepared(
    await openDatabase({
      databaseUrl: await ensurePostgresDatabase('storefront_bench'),
      poolSize: 20,
    }),
    640,
    'PostgreSQL',
  );
}

/**
 * `npm run bench -- pricecart`: the mixed 5-line priceCart alone on PostgreSQL (default seed),
 * with and without the per-city cache. Target: >= 1,500 req/s and p99 <= 30 ms at 50 connections.
 */
export async function benchPriceCart(): Promise<void> {
  console.log(
    `\npriceCart, mixed 5-line cart, ${connections} connections, ${seconds} s, 127.0.0.1`,
  );
  if (!(await postgresReachable())) {
    console.log('PostgreSQL at 127.0.0.1:5432 is not reachable: nothing to measure.');
    return;
  }
  const target: Target = {
    label: 'PostgreSQL, default seed',
    open: async () =>
      prepared(
        await openDatabase({
          databaseUrl: await ensurePostgresDatabase('storefront_bench'),
          poolSize: 20,
        }),
        640,
        'PostgreSQL',
      ),
  };
  await benchTarget(target, true, true);
  await benchTarget(target, false, true);
}

export async function benchApi(): Promise<void> {
  console.log(`\nGraphQL API, ${connections} connections, ${seconds} s each, 127.0.0.1`);
  const targets: Target[] = [
    {
      label: 'PGlite, default seed',
      open: async () =>
        prepared(
          await openDatabase({ dataDir: path.join(benchDir, 'pglite-default') }),
          640,
          'PGlite',
        ),
    },
  ];
  if (process.env.BENCH_PGLITE_LARGE === '1' || existsSync(path.join(benchDir, 'pglite-large'))) {
    targets.push({
      label: `PGlite, ${largeCount.toLocaleString('en-CA')} products`,
      open: async () =>
        prepared(
          await openDatabase({ dataDir: path.join(benchDir, 'pglite-large') }),
          largeCount,
          'PGlite',
        ),
    });
  }
  if (await postgresReachable()) {
    targets.push(
      {
        label: 'PostgreSQL, default seed',
        open: async () =>
          prepared(
            await openDatabase({
              databaseUrl: await ensurePostgresDatabase('storefront_bench'),
              poolSize: 20,
            }),
            640,
            'PostgreSQL',
          ),
      },
      {
        label: `PostgreSQL, ${largeCount.toLocaleString('en-CA')} products`,
        open: async () =>
          prepared(
            await openDatabase({
              databaseUrl: await ensurePostgresDatabase('storefront_bench_large'),
              poolSize: 20,
            }),
            largeCount,
            'PostgreSQL',
          ),
      },
    );
  } else {
    console.log('PostgreSQL at 127.0.0.1:5432 is not reachable: its rows are skipped.');
  }
  for (const target of targets) {
    await benchTarget(target, true);
    await benchTarget(target, false);
  }
}

/**
 * `npm run bench -- session`: what checking a token's session costs (decision 108). One
 * database, two servers on it: one trusts a session-liveness answer for 4 s (production), the
 * other asks the database on every request (the worst case: every request a new session). Rows
 * alternate, three rounds each, so a busy machine weighs on both alike; the medians are compared.
 */
export async function benchSignedIn(): Promise<void> {
  console.log(`\nSigned-in \`me\`, ${connections} connections, ${seconds} s each, 127.0.0.1`);
  const targets: Target[] = [
    {
      label: 'PGlite, default seed',
      open: async () =>
        prepared(
          await openDatabase({ dataDir: path.join(benchDir, 'pglite-default') }),
          640,
          'PGlite',
        ),
    },
  ];
  if (await postgresReachable()) {
    targets.push({
      label: 'PostgreSQL, default seed',
      open: async () =>
        prepared(
          await openDatabase({
            databaseUrl: await ensurePostgresDatabase('storefront_bench'),
            poolSize: 20,
          }),
          640,
          'PostgreSQL',
        ),
    });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
  for (const target of targets) {
    console.log(`\n${target.label}`);
    const counted = countStatements(await target.open());
    const config = {
      ...loadConfig({ NODE_ENV: 'production', SERVE_SITE: 'false' }),
      logLevel: 'silent',
    };
    const variants = [
      { label: 'session cached 4 s', ttl: undefined },
      { label: 'session asked every time', ttl: 0 },
    ];
    const servers = [];
    for (const variant of variants) {
      const app = await buildServer(config, {
        database: counted,
        ...(variant.ttl === undefined ? {} : { sessionCheckTtlMs: variant.ttl }),
      });
      const url = `${await app.listen({ port: 0, host: '127.0.0.1' })}/graphql`;
      servers.push({ ...variant, app, url, token: await signedInToken(app, counted) });
    }
    const rates = new Map<string, number[]>();
    const statements = new Map<string, number[]>();
    for (let round = 0; round < 3; round += 1) {
      for (const server of servers) {
        const before = counted.statements;
        const result = await loadSignedIn(server.url, server.label, ME, server.token);
        rates.set(server.label, [...(rates.get(server.label) ?? []), result.requests.average]);
        statements.set(server.label, [
          ...(statements.get(server.label) ?? []),
          (counted.statements - before) / Math.max(1, result.requests.total),
        ]);
      }
    }
    for (const server of servers) {
      console.log(
        `  median ${server.label.padEnd(26)} ${Math.round(median(rates.get(server.label)!))
          .toString()
          .padStart(
            6,
          )} req/s   SQL statements per request ${median(statements.get(server.label)!).toFixed(3)}`,
      );
      await server.app.close();
    }
    await counted.close();
  }
}
