import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAuthServer,
  strongPassword,
  testClock,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let server: AuthTestServer;
const clock = testClock();

beforeAll(async () => {
  server = await startAuthServer({ auth: { now: clock.now } });
});

afterAll(async () => {
  await server?.close();
});

const bearer = (session: SessionBody) => ({ authorization: `Bearer ${session.token}` });

async function links(to: string): Promise<string[]> {
  await server.app.auth.service.drain();
  const mails = await server.database.query<{ text_body: string }>(
    `select text_body from auth_mail_outbox where to_address = $1 order by created_at`,
    [to],
  );
  return mails.flatMap((mail) => {
    const match = /\/verification\/email\/complete\/([A-Za-z0-9_-]{43})\//.exec(mail.text_body);
    return match?.[1] ? [match[1]] : [];
  });
}

describe('resend-verification', () => {
  it('mails a new link that confirms the address; the earlier link stops working', async () => {
    const email = uniqueEmail();
    const session = (
      await server.courier<SessionBody>('create', { email, password: strongPassword() })
    ).body;
    const [first] = await links(email);
    const resent = await server.courier('resend-verification', {}, bearer(session));
    expect(resent).toMatchObject({ status: 200, body: { ok: true, email, expiresIn: 86_400 } });
    const all = await links(email);
    expect(all).toHaveLength(2);
    const old = await server.courier('verify-email', { code: first, email });
    expect(old.status).toBe(400);
    const done = await server.courier('verify-email', { code: all[1], email });
    expect(done).toMatchObject({ status: 200, body: { emailVerified: true } });
    // Confirmed: nothing more to send.
    const again = await server.courier('resend-verification', {}, bearer(session));
    expect(again).toMatchObject({ status: 409, body: { code: 'already_verified' } });
  });

  it('needs a signed-in customer and is limited per account', async () => {
    const anonymous = await server.courier('resend-verification', {});
    expect(anonymous.status).toBe(401);
    const email = uniqueEmail();
    const session = (
      await server.courier<SessionBody>('create', { email, password: strongPassword() })
    ).body;
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await server.courier('resend-verification', {}, bearer(session))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // One link sent at sign-up, five resent: the sixth was refused before mailing.
    expect(await links(email)).toHaveLength(6);
  });
});
