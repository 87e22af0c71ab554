// `npm run fuzz`: property-based fuzzing of the real server over HTTP (decision 109), longer
// than the test suite's run: FUZZ_REQUESTS GraphQL requests (default 50,000) over every query
// and mutation and FUZZ_AUTH_REQUESTS courier requests (default 10,000) over every auth action,
// on a seeded PGlite; `npm run fuzz -- --postgres` runs on PostgreSQL (127.0.0.1:5432) as well.
// FUZZ_SEED repeats a run. Only 127.0.0.1 is ever a target.
import fc from 'fast-check';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../server/db/seed/demo-customers';
import { testBackends } from '../tests/server/helpers/backends';
import {
  authRequests,
  FuzzTally,
  graphqlRequests,
  runBatch,
  sendAuth,
  sendGraphql,
} from '../tests/server/helpers/fuzz';

const graphqlTotal = Number(process.env.FUZZ_REQUESTS ?? 50_000);
const authTotal = Number(process.env.FUZZ_AUTH_REQUESTS ?? 10_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const GRAPHQL_BATCH = 50;
const AUTH_BATCH = 10;
const withPostgres = process.argv.includes('--postgres');

process.env.TEST_TEMPLATE_SCOPE ??= 'fuzz_';
const backends = (await testBackends()).filter(
  (backend) => backend.name === 'PGlite' || withPostgres,
);

let failed = false;
for (const backend of backends) {
  const { handle: database, dispose } = await backend.open();
  const app = await buildServer(
    {
      ...loadConfig({ NODE_ENV: 'test', SERVE_SITE: 'false' }),
      logLevel: 'silent',
    },
    {
      database,
      auth: {
        passwordHash: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
        bruteForce: { addressFailures: 1_000_000, accountFreeFailures: 1_000_000 },
        limits: {
          createPerAddress: { max: 1_000_000, windowMs: 60_000 },
          resetPerAddress: { max: 1_000_000, windowMs: 60_000 },
        },
      },
    },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const login = await fetch(`${url}/courier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'courier',
        action: 'login',
        actionData: { email: DEMO_CUSTOMERS[0]!.email, password: DEMO_PASSWORD },
      }),
    });
    const { token } = (await login.json()) as { token: string };
    const target = { url, token };
    console.log(`\n${backend.name}, seed ${seed}`);

    const { arbitrary } = graphqlRequests();
    const graphql = new FuzzTally();
    let started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitrary, { minLength: GRAPHQL_BATCH, maxLength: GRAPHQL_BATCH }),
        (batch) =>
          runBatch({
            database,
            requests: batch,
            send: (request) => sendGraphql(target, request),
            writes: (request) => request.kind === 'mutation',
            label: (request) => `${request.kind} ${request.field}`,
            tally: graphql,
          }),
      ),
      { numRuns: Math.ceil(graphqlTotal / GRAPHQL_BATCH), seed, endOnFailure: true },
    );
    console.log(graphql.summary('GraphQL fuzz'));
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);

    const auth = new FuzzTally();
    started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.array(authRequests(), { minLength: AUTH_BATCH, maxLength: AUTH_BATCH }),
        (batch) =>
          runBatch({
            database,
            requests: batch,
            send: (request) => sendAuth(target, request),
            writes: () => true,
            label: (request) => request.action,
            tally: auth,
          }),
      ),
      { numRuns: Math.ceil(authTotal / AUTH_BATCH), seed, endOnFailure: true },
    );
    await app.auth.service.drain();
    console.log(auth.summary('auth fuzz'));
    console.log(`  ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failed = true;
    console.error(error instanceof Error ? error.message : error);
  } finally {
    await app.close();
    await dispose();
  }
}
process.exit(failed ? 1 : 0);
