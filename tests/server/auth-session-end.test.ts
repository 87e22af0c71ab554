// Defect 4 of the hardening issue: an access token stops reading the account on /graphql within
// 5 seconds of its session's end (sign-out, refresh-token reuse, password reset), on the
// instance that ended it and on another instance over the same database (decision 108).
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokenSigner } from '../../server/auth/tokens';
import { testBackends } from './helpers/backends';
import type { DatabaseHandle } from '../../server/db/client';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

/** Reads the signed-in customer's own data. */
const READ_ACCOUNT = '{ findShippingAddress { id } me { userId } }';
const END_WITHIN_MS = 5_000;

/** One signing key for both instances, as production shares AUTH_PRIVATE_KEY. */
const { privateKey } = generateKeyPairSync('ed25519', {
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

async function reads(server: AuthTestServer, token: string): Promise<string> {
  const answer = await server.graphql(READ_ACCOUNT, token);
  if (answer.status !== 200) return `status ${answer.status}`;
  if (answer.body.errors?.length) {
    const [error] = answer.body.errors;
    return `${error?.extensions?.code}: ${error?.message}`;
  }
  return 'ok';
}

/** Polls until the token is refused; the milliseconds that took. */
async function refusedWithin(server: AuthTestServer, token: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const answer = await reads(server, token);
    if (answer !== 'ok') {
      expect(answer).toBe('invalid-jwt: invalid jwt: session ended');
      return Date.now() - started;
    }
    if (Date.now() - started > END_WITHIN_MS + 2_000) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signUp(server: AuthTestServer): Promise<SessionBody & { password: string }> {
  const password = strongPassword();
  const created = await server.courier<SessionBody>('create', { email: uniqueEmail(), password });
  expect(created.status).toBe(201);
  return { ...created.body, password };
}

async function resetLink(database: DatabaseHandle, email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await database.query<{ text_body: string }>(
      `select text_body from auth_mail_outbox where to_address = $1 and text_body like '%/reset/%'
        order by created_at desc limit 1`,
      [email],
    );
    const match = /\/reset\/([A-Za-z0-9_-]{43})/.exec(rows[0]?.text_body ?? '');
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no reset mail for ${email}`);
}

describe.each(await testBackends())('session end refuses the access token ($name)', (backend) => {
  let database: DatabaseHandle;
  let dispose: () => Promise<void>;
  /** Two full instances on one database, with their own caches. */
  let one: AuthTestServer;
  let two: AuthTestServer;

  beforeAll(async () => {
    ({ handle: database, dispose } = await backend.open());
    const env = { AUTH_PRIVATE_KEY: privateKey };
    one = await startAuthServer({ database, env });
    two = await startAuthServer({ database, env });
  });

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await dispose?.();
  });

  it('after sign-out: at once where it ended, within 5 s on another instance', async () => {
    const session = await signUp(one);
    expect(await reads(one, session.token)).toBe('ok');
    // Both instances have now seen the session alive (and may remember it).
    expect(await reads(two, session.token)).toBe('ok');

    expect((await one.courier('logout', { token: session.refreshToken })).status).toBe(200);
    expect(await reads(one, session.token)).toBe('invalid-jwt: invalid jwt: session ended');
    expect(await refusedWithin(two, session.token)).toBeLessThanOrEqual(END_WITHIN_MS);
  });

  it('after refresh-token reuse: the old and the new access token', async () => {
    const session = await signUp(one);
    const refreshed = await two.courier<SessionBody>('refresh', { token: session.refreshToken });
    expect(refreshed.status).toBe(200);
    for (const token of [session.token, refreshed.body.token]) {
      expect(await reads(one, token)).toBe('ok');
      expect(await reads(two, token)).toBe('ok');
    }

    // The first refresh token again: someone else holds the family, the session ends.
    const reused = await one.courier('refresh', { token: session.refreshToken });
    expect(reused.status).toBe(401);
    for (const token of [session.token, refreshed.body.token]) {
      expect(await reads(one, token)).toBe('invalid-jwt: invalid jwt: session ended');
      expect(await refusedWithin(two, token)).toBeLessThanOrEqual(END_WITHIN_MS);
    }
  });

  it('after a password reset: every earlier session, not the one the reset starts', async () => {
    const first = await signUp(one);
    const second = await two.courier<SessionBody>('login', {
      email: first.email,
      password: first.password,
    });
    expect(second.status).toBe(200);
    for (const token of [first.token, second.body.token]) {
      expect(await reads(one, token)).toBe('ok');
      expect(await reads(two, token)).toBe('ok');
    }

    expect((await two.courier('reset', { email: first.email })).status).toBe(200);
    const completed = await two.courier<SessionBody>('reset-complete', {
      token: await resetLink(database, first.email),
      password: strongPassword(),
    });
    expect(completed.status).toBe(200);

    for (const token of [first.token, second.body.token]) {
      expect(await reads(two, token)).toBe('invalid-jwt: invalid jwt: session ended');
      expect(await refusedWithin(one, token)).toBeLessThanOrEqual(END_WITHIN_MS);
    }
    expect(await reads(one, completed.body.token)).toBe('ok');
    expect(await reads(two, completed.body.token)).toBe('ok');
  });

  it('refuses a validly signed token that names no session, or one that never existed', async () => {
    const session = await signUp(one);
    const signer = new AccessTokenSigner(one.app.auth.keys);
    const sign = (sessionId: string) =>
      signer.sign({
        userId: session.userId,
        roles: ['customer'],
        sessionId,
        authTime: new Date(),
      });
    for (const sessionId of ['', 'not-a-session', '7d1e3c52-3c55-4d0e-9a49-3f1f3c0e9a11']) {
      const { token } = await sign(sessionId);
      expect(await reads(one, token)).toBe('invalid-jwt: invalid jwt: session ended');
    }
  });
});
