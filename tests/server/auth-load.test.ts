import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let server: AuthTestServer;
let cheapHashing: AuthTestServer;

beforeAll(async () => {
  // Production settings: argon2id 19 MiB / 2 passes, 10 sessions per customer, 50 used
  // tokens kept per session.
  server = await startAuthServer();
  // The same, but argon2id at 1 MiB / 1 pass: 1,000 sign-ins at the real cost take about
  // 35 s here, and this test is about session bookkeeping, not hashing (every other test
  // signs in at the real cost).
  cheapHashing = await startAuthServer({
    database: server.database,
    auth: { passwordHash: { memoryCost: 1_024, timeCost: 1, parallelism: 1 } },
  });
});

afterAll(async () => {
  await cheapHashing?.close();
  await server?.close();
});

async function rows(userId: string): Promise<{ sessions: number; active: number; tokens: number }> {
  const counts = await server.app.auth.sessions.countFor(userId);
  return { sessions: counts.sessions, active: counts.activeTokens, tokens: counts.tokens };
}

describe('1,000 sign-ins and refreshes in a row', () => {
  it('leave at most 10 sessions and a bounded token history, and every token still rotates', async () => {
    const email = uniqueEmail('busy');
    const password = strongPassword();
    const created = await cheapHashing.courier<SessionBody>('create', { email, password });
    const userId = created.body.userId;

    let last: SessionBody = created.body;
    for (let round = 0; round < 1_000; round += 1) {
      const login = await cheapHashing.courier<SessionBody>('login', { email, password });
      if (login.status !== 200) throw new Error(`login ${round}: ${JSON.stringify(login.body)}`);
      const refresh = await cheapHashing.courier<SessionBody>('refresh', {
        token: login.body.refreshToken,
      });
      if (refresh.status !== 200) throw new Error(`refresh ${round}: ${refresh.status}`);
      last = refresh.body;
    }
    const after = await rows(userId);
    expect(after.sessions).toBe(10);
    expect(after.active).toBe(10); // one live token per session
    expect(after.tokens).toBeLessThanOrEqual(10 * 2);
    expect((await server.courier('refresh', { token: last.refreshToken })).status).toBe(200);
    // The sign-up's session was among the first to go.
    expect((await server.courier('refresh', { token: created.body.refreshToken })).status).toBe(
      401,
    );
  }, 120_000);

  it('1,000 refreshes of one session keep one live token and at most 50 used ones', async () => {
    const email = uniqueEmail('long-session');
    const password = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password });
    const userId = created.body.userId;
    const chain: string[] = [created.body.refreshToken];
    for (let round = 0; round < 1_000; round += 1) {
      const refresh = await server.courier<SessionBody>('refresh', { token: chain.at(-1) });
      if (refresh.status !== 200) throw new Error(`refresh ${round}: ${refresh.status}`);
      chain.push(refresh.body.refreshToken);
    }
    expect(new Set(chain).size).toBe(1_001);
    expect(await rows(userId)).toEqual({ sessions: 1, active: 1, tokens: 51 });

    // A recent used token is recognised as reuse and ends the session.
    const reused = await server.courier('refresh', { token: chain.at(-10) });
    expect(reused.body.code).toBe('refresh_token_reused');
    expect(await rows(userId)).toEqual({ sessions: 0, active: 0, tokens: 0 });
    expect((await server.courier('refresh', { token: chain.at(-1) })).status).toBe(401);
  }, 120_000);

  it('logging out of every session leaves no rows behind', async () => {
    const email = uniqueEmail('tidy');
    const password = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password });
    const tokens = [created.body.refreshToken];
    for (let round = 0; round < 20; round += 1) {
      const login = await server.courier<SessionBody>('login', { email, password });
      tokens.push(login.body.refreshToken);
    }
    for (const token of tokens)
      expect((await server.courier('logout', { token })).status).toBe(200);
    expect(await rows(created.body.userId)).toEqual({ sessions: 0, active: 0, tokens: 0 });
  });
});
