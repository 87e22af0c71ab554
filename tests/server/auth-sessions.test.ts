import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../server/db/seed/demo-customers';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer();
});

afterAll(async () => {
  await server?.close();
});

async function countRows(sql: string, params: unknown[]): Promise<number> {
  const [row] = await server.database.query<{ count: number }>(sql, params);
  return row?.count ?? -1;
}

const activeTokens = (userId: string) =>
  countRows(
    `select count(*)::int as count from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
      where s.customer_id = $1 and t.used_at is null`,
    [userId],
  );

describe('create and login', () => {
  it('creates an account and answers a session (spec section 7 fields)', async () => {
    const email = uniqueEmail();
    const created = await server.courier<SessionBody>('create', {
      email: `  ${email.toUpperCase()} `,
      password: strongPassword(),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      tokenType: 'Bearer',
      expiresIn: 900,
      roles: ['customer'],
      email,
    });
    expect(created.body.token.split('.')).toHaveLength(3);
    expect(created.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const [row] = await server.database.query<{ password_hash: string; email: string }>(
      'select password_hash, email from customers where id = $1',
      [created.body.userId],
    );
    expect(row?.email).toBe(email);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('signs in with the same password, email in any case', async () => {
    const email = uniqueEmail();
    const password = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password });
    const login = await server.courier<SessionBody>('login', {
      email: email.toUpperCase(),
      password,
    });
    expect(login.status).toBe(200);
    expect(login.body.userId).toBe(created.body.userId);
    expect(login.body.refreshToken).not.toBe(created.body.refreshToken);
  });

  it('signs the seeded demo customers in with DEMO_PASSWORD', async () => {
    for (const customer of DEMO_CUSTOMERS) {
      const login = await server.courier<SessionBody>('login', {
        email: customer.email,
        password: DEMO_PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(login.body.userId).toBe(customer.id);
    }
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const email = uniqueEmail();
    await server.courier('create', { email, password: strongPassword() });
    const wrong = await server.courier('login', { email, password: 'not-the-password-1' });
    const unknown = await server.courier('login', {
      email: uniqueEmail('nobody'),
      password: 'not-the-password-1',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({
      error: 'The email or password is incorrect.',
      message: 'The email or password is incorrect.',
      code: 'invalid_credentials',
    });
  });

  it('refuses short, common and too long passwords with a clear 400', async () => {
    const email = uniqueEmail();
    const short = await server.courier('create', { email, password: 'Short-1' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'password_too_short', field: 'password' });
    expect(short.body.message).toBe('Use at least 8 characters for your password.');

    for (const common of [
      'password',
      'qwerty123',
      'iloveyou',
      'Password1',
      'football1',
      // Variants a short list misses: l33t, digits after a word, a city.
      'Passw0rd!',
      'iloveyou123',
      'toronto123',
      'Montreal1',
    ]) {
      const answer = await server.courier('create', { email, password: common });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('password_too_common');
      expect(answer.body.error).toBe(
        'That password is too common. Choose one that is harder to guess.',
      );
    }

    const long = await server.courier('create', { email, password: 'x'.repeat(257) });
    expect(long.body.code).toBe('password_too_long');
    // 256 characters are fine, accents included, with no composition rules.
    const longest = 'Crème brûlée à Québec, été '.repeat(10).slice(0, 256);
    expect([...longest]).toHaveLength(256);
    const allowed = await server.courier('create', { email, password: longest });
    expect(allowed.status).toBe(201);
    const plain = await server.courier('create', {
      email: uniqueEmail(),
      password: 'correct horse battery staple',
    });
    expect(plain.status).toBe(201);
  });

  it('validates emails and refuses a second account on one address', async () => {
    for (const email of [
      '',
      'no-at-sign',
      'a@b',
      'two@@example.ca',
      `${'x'.repeat(65)}@example.ca`,
    ]) {
      const answer = await server.courier('create', { email, password: strongPassword() });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_email');
    }
    const email = uniqueEmail();
    await server.courier('create', { email, password: strongPassword() });
    const again = await server.courier('create', {
      email: email.toUpperCase(),
      password: strongPassword(),
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_in_use');
  });

  it('refuses a name holding a control character (NUL among them) with 400, not 500', async () => {
    // Found by the fuzzer: a last name of one NUL reached PostgreSQL, which cannot store it.
    for (const [field, value] of [
      ['lastName', '\u0000'],
      ['firstName', 'Ana\u0007'],
      ['lastName', 'Lee\u009f'],
    ] as const) {
      const email = uniqueEmail();
      const answer = await server.courier('create', {
        email,
        password: strongPassword(),
        [field]: value,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'invalid_name', field });
      expect(answer.body.error).toBe('Remove the hidden control characters from your name.');
      expect((await server.courier('login', { email, password: 'x-not-it-1' })).status).toBe(401);
    }
    const named = await server.courier('create', {
      email: uniqueEmail(),
      password: strongPassword(),
      firstName: ' Zoë ',
      lastName: "O'Brien-Côté",
    });
    expect(named.status).toBe(201);
  });

  it('answers malformed requests with 400 and the error shape of spec section 8', async () => {
    const post = (body: string, type = 'application/json') =>
      fetch(`${server.url}/courier`, { method: 'POST', headers: { 'content-type': type }, body });
    const notJson = await post('{nope');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ code: 'invalid_request' });
    const wrongType = await post(JSON.stringify({ type: 'other', action: 'login' }));
    expect(wrongType.status).toBe(400);
    const unknown = await server.courier('fly', {});
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'unknown_action' });
    const unknownProvider = await server.courier('login-myspace', { token: 'x'.repeat(43) });
    expect(unknownProvider.status).toBe(404);
    expect(unknownProvider.body.code).toBe('unknown_connection');
    const tooLarge = await post(
      JSON.stringify({
        type: 'courier',
        action: 'login',
        actionData: { email: 'x'.repeat(20_000) },
      }),
    );
    expect(tooLarge.status).toBe(413);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh, detect reuse by revoking the family, and end at logout', async () => {
    const email = uniqueEmail();
    const created = await server.courier<SessionBody>('create', {
      email,
      password: strongPassword(),
    });
    const first = created.body.refreshToken;

    const refreshed = await server.courier<SessionBody>('refresh', { token: first });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(first);
    expect(refreshed.body.userId).toBe(created.body.userId);
    expect(refreshed.body.token).not.toBe(created.body.token);
    const second = refreshed.body.refreshToken;

    const third = (await server.courier<SessionBody>('refresh', { token: second })).body
      .refreshToken;
    expect(await activeTokens(created.body.userId)).toBe(1);

    // The stolen-token case: an old token comes back. The whole family ends.
    const reused = await server.courier('refresh', { token: first });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('refresh_token_reused');
    const afterReuse = await server.courier('refresh', { token: third });
    expect(afterReuse.status).toBe(401);
    expect(await activeTokens(created.body.userId)).toBe(0);
    expect(
      await countRows('select count(*)::int as count from auth_sessions where customer_id = $1', [
        created.body.userId,
      ]),
    ).toBe(0);
  });

  it('stores refresh tokens only as hashes', async () => {
    const created = await server.courier<SessionBody>('create', {
      email: uniqueEmail(),
      password: strongPassword(),
    });
    const rows = await server.database.query<{ token_hash: string }>(
      `select t.token_hash from auth_refresh_tokens t join auth_sessions s on s.id = t.session_id
        where s.customer_id = $1`,
      [created.body.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toBe(created.body.refreshToken);
    expect(rows[0]?.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('logout revokes the family (any of its tokens) and is idempotent', async () => {
    const email = uniqueEmail();
    const password = strongPassword();
    await server.courier('create', { email, password });
    const login = await server.courier<SessionBody>('login', { email, password });
    const next = (await server.courier<SessionBody>('refresh', { token: login.body.refreshToken }))
      .body.refreshToken;
    const other = await server.courier<SessionBody>('login', { email, password });

    const logout = await server.courier('logout', { token: login.body.refreshToken });
    expect(logout).toMatchObject({ status: 200, body: { ok: true } });
    expect((await server.courier('refresh', { token: next })).status).toBe(401);
    expect((await server.courier('logout', { token: next })).status).toBe(200);
    // Another device's session is untouched.
    expect((await server.courier('refresh', { token: other.body.refreshToken })).status).toBe(200);
  });

  it('refuses garbage and unknown refresh tokens with 401', async () => {
    expect((await server.courier('refresh', { token: 'nope' })).status).toBe(401);
    const unknown = await server.courier('refresh', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('invalid_refresh_token');
  });
});

describe('the GraphQL API with the access token', () => {
  it('names the caller in `me`', async () => {
    const created = await server.courier<SessionBody>('create', {
      email: uniqueEmail(),
      password: strongPassword(),
    });
    const answer = await server.graphql('{ me { userId roles role } }', created.body.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: { me: { userId: created.body.userId, roles: ['customer'], role: 'customer' } },
    });
  });

  it('answers NO_AUTH for `me` without a token, and serves public queries to guests', async () => {
    const answer = await server.graphql('{ me { userId } }');
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('NO_AUTH');
    const version = await server.graphql('{ version }');
    expect(version.body.errors).toBeUndefined();
  });

  it('carries the point-of-sale role of a customer flagged with it', async () => {
    const email = uniqueEmail('pos');
    const password = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password });
    await server.database.query(
      `update customers set roles = '{customer,customer:pos:eq3}' where id = $1`,
      [created.body.userId],
    );
    const login = await server.courier<SessionBody>('login', { email, password });
    expect(login.body.roles).toEqual(['customer', 'customer:pos:eq3']);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${login.body.token}`,
        'x-hasura-role': 'customer:pos:eq3',
      },
      body: JSON.stringify({ query: '{ me { role } }' }),
    });
    expect(await response.json()).toEqual({ data: { me: { role: 'customer:pos:eq3' } } });
  });
});
