import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from './helpers/auth-smtp';
import {
  startAuthServer,
  strongPassword,
  testClock,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let server: AuthTestServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const clock = testClock();

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startAuthServer({
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Pivot <no-reply@pivot.test>' },
    auth: { now: clock.now },
  });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The reset link's token, read out of the mail the SMTP server received. */
async function resetTokenFrom(email: string): Promise<string> {
  const mail = await smtp.waitForMail(
    (candidate) => candidate.to.includes(email) && candidate.decoded.includes('/reset/'),
  );
  const match = /\/reset\/([A-Za-z0-9_-]{43})/.exec(mail.decoded);
  if (!match?.[1]) throw new Error('no reset link in the mail');
  expect(mail.decoded).toContain(`${server.url}/reset/${match[1]}`);
  expect(mail.raw).toMatch(/^From: Pivot <no-reply@pivot\.test>/m);
  return match[1];
}

describe('reset', () => {
  it('answers the same status and body for a known and an unknown email', async () => {
    const known = uniqueEmail('known');
    await server.courier('create', { email: known, password: strongPassword() });
    const a = await server.courier('reset', { email: known });
    const b = await server.courier('reset', { email: uniqueEmail('unknown') });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(a.body).toEqual({
      ok: true,
      message:
        'If an account uses that email address, we have sent it a link to choose a new password. The link works for one hour.',
    });
    await server.app.auth.service.drain();
    // Only the account holder got mail.
    expect(smtp.mails.filter((mail) => mail.to.includes(known))).toHaveLength(2); // welcome + reset
  });

  it('sends a single-use link by SMTP; the new password works and old sessions end', async () => {
    const email = uniqueEmail('forgetful');
    const oldPassword = strongPassword();
    const created = await server.courier<SessionBody>('create', { email, password: oldPassword });
    const otherDevice = await server.courier<SessionBody>('login', {
      email,
      password: oldPassword,
    });

    expect((await server.courier('reset', { email: email.toUpperCase() })).status).toBe(200);
    const token = await resetTokenFrom(email);

    // A weak new password is refused without using up the link.
    const weak = await server.courier('reset-complete', { token, password: 'password123' });
    expect(weak.body.code).toBe('password_too_common');

    const newPassword = strongPassword();
    const completed = await server.courier<SessionBody>('reset-complete', {
      token,
      password: newPassword,
    });
    expect(completed.status).toBe(200);
    expect(completed.body.userId).toBe(created.body.userId);

    // Single use.
    const again = await server.courier('reset-complete', { token, password: strongPassword() });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_link');

    // Old refresh tokens are revoked; the session the reset started works.
    for (const old of [created.body.refreshToken, otherDevice.body.refreshToken]) {
      expect((await server.courier('refresh', { token: old })).status).toBe(401);
    }
    expect((await server.courier('refresh', { token: completed.body.refreshToken })).status).toBe(
      200,
    );

    expect((await server.courier('login', { email, password: oldPassword })).status).toBe(401);
    const login = await server.courier<SessionBody>('login', { email, password: newPassword });
    expect(login.status).toBe(200);
    await server.app.auth.service.drain();
    expect(
      smtp.mails.some(
        (mail) => mail.to.includes(email) && mail.decoded.includes('password was changed'),
      ),
    ).toBe(true);
  });

  it('expires the link after one hour, and a newer link replaces an older one', async () => {
    const email = uniqueEmail('slow');
    await server.courier('create', { email, password: strongPassword() });
    await server.courier('reset', { email });
    const first = await resetTokenFrom(email);
    smtp.mails.length = 0;
    await server.courier('reset', { email });
    const second = await resetTokenFrom(email);
    expect(second).not.toBe(first);
    expect(
      (await server.courier('reset-complete', { token: first, password: strongPassword() })).body
        .code,
    ).toBe('invalid_link');

    clock.advance(61 * 60_000);
    const late = await server.courier('reset-complete', {
      token: second,
      password: strongPassword(),
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(
      'This reset link has expired or was already used. Ask for a new one.',
    );
  });

  it('cancels a pending email change and temporary links, so a thief cannot keep the account', async () => {
    const email = uniqueEmail('stolen');
    const session = (
      await server.courier<SessionBody>('create', { email, password: strongPassword() })
    ).body;
    const thief = uniqueEmail('thief');
    const bearer = { authorization: `Bearer ${session.token}` };
    expect((await server.courier('change-email', { email: thief }, bearer)).status).toBe(200);
    const link = await server.courier<{ tempToken: string }>('temp-link', {}, bearer);
    const change = await smtp.waitForMail((mail) => mail.to.includes(thief));
    const code = /\/verification\/email\/complete\/([A-Za-z0-9_-]{43})\//.exec(change.decoded)?.[1];
    expect(code).toBeDefined();

    await server.courier('reset', { email });
    await server.courier('reset-complete', {
      token: await resetTokenFrom(email),
      password: strongPassword(),
    });
    expect((await server.courier('verify-email', { code, email: thief })).body.code).toBe(
      'invalid_link',
    );
    expect((await server.courier('login-temp', { token: link.body.tempToken })).status).toBe(400);
  });

  it('validates the address and limits requests per client address', async () => {
    expect((await server.courier('reset', { email: 'not an email' })).body.code).toBe(
      'invalid_email',
    );
    let status = 200;
    for (let index = 0; index < 25 && status === 200; index += 1)
      status = (await server.courier('reset', { email: uniqueEmail('flood') })).status;
    expect(status).toBe(429);
  });
});
