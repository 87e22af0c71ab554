// Fuzzing the GraphQL API and the auth service over HTTP with arguments made from the schema
// (decision 109): no 5xx, a stable code on every error, and no row changed by refused requests.
// `npm run fuzz` sends 50,000; this run sends a few thousand.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../server/db/seed/demo-customers';
import {
  authRequests,
  FuzzTally,
  graphqlRequests,
  runBatch,
  sendAuth,
  sendGraphql,
} from './helpers/fuzz';
import type { FuzzTarget } from './helpers/fuzz';
import { startAuthServer, type AuthTestServer, type SessionBody } from './helpers/auth-server';

const GRAPHQL_REQUESTS = Number(process.env.FUZZ_TEST_REQUESTS ?? 2_000);
// Small batches: a batch in which a mutation succeeded (the fuzz customer may change her own
// profile) is not compared row for row, so smaller ones leave more batches to compare.
const GRAPHQL_BATCH = 10;
const AUTH_REQUESTS = Number(process.env.FUZZ_TEST_AUTH_REQUESTS ?? 500);
const AUTH_BATCH = 10;
// FUZZ_SEED repeats a run: a failure prints its fast-check seed and path.
const seeded = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};

let server: AuthTestServer;
let target: FuzzTarget;

beforeAll(async () => {
  server = await startAuthServer({
    auth: {
      // Every request reaches its action: per-address limits would answer most with 429.
      passwordHash: { memoryCost: 1_024, timeCost: 1, parallelism: 1 },
      bruteForce: { addressFailures: 1_000_000, accountFreeFailures: 1_000_000 },
      limits: {
        createPerAddress: { max: 1_000_000, windowMs: 60_000 },
        resetPerAddress: { max: 1_000_000, windowMs: 60_000 },
      },
    },
  });
  const login = await server.courier<SessionBody>('login', {
    email: DEMO_CUSTOMERS[0]!.email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  target = { url: server.url, token: login.body.token };
});

afterAll(async () => {
  await server?.close();
});

describe('fuzzing over HTTP', () => {
  it(`GraphQL: ${GRAPHQL_REQUESTS} requests over every query and mutation`, async () => {
    const { arbitrary, fields } = graphqlRequests();
    const tally = new FuzzTally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(arbitrary, { minLength: GRAPHQL_BATCH, maxLength: GRAPHQL_BATCH }),
        (batch) =>
          runBatch({
            database: server.database,
            requests: batch,
            send: (request) => sendGraphql(target, request),
            writes: (request) => request.kind === 'mutation',
            label: (request) => `${request.kind} ${request.field}`,
            tally,
          }),
      ),
      { numRuns: Math.ceil(GRAPHQL_REQUESTS / GRAPHQL_BATCH), endOnFailure: true, ...seeded },
    );
    console.log(tally.summary('GraphQL fuzz'));
    expect(tally.requests).toBeGreaterThanOrEqual(GRAPHQL_REQUESTS);
    // Every operation of the schema was tried, and most batches were compared row for row.
    for (const field of fields) expect(tally.fields.get(field) ?? 0, field).toBeGreaterThan(0);
    expect(tally.comparedBatches).toBeGreaterThan(tally.batches / 2);
  }, 180_000);

  it(`auth service: ${AUTH_REQUESTS} courier requests over every action`, async () => {
    const tally = new FuzzTally();
    await fc.assert(
      fc.asyncProperty(
        fc.array(authRequests(), { minLength: AUTH_BATCH, maxLength: AUTH_BATCH }),
        (batch) =>
          runBatch({
            database: server.database,
            requests: batch,
            send: (request) => sendAuth(target, request),
            writes: () => true,
            label: (request) => request.action,
            tally,
          }),
      ),
      { numRuns: Math.ceil(AUTH_REQUESTS / AUTH_BATCH), endOnFailure: true, ...seeded },
    );
    await server.app.auth.service.drain();
    console.log(tally.summary('auth fuzz'));
    expect(tally.requests).toBeGreaterThanOrEqual(AUTH_REQUESTS);
    expect(tally.comparedBatches).toBeGreaterThan(0);
  }, 180_000);
});
