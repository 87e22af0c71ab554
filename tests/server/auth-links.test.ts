import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  // No SMTP_URL: mail goes to the local outbox (/dev/mailbox).
  server = await startAuthServer({ auth: { now: clock.now } });
});

afterAll(async () => {
  await server?.close();
});

const bearer = (session: SessionBody) => ({ authorization: `Bearer ${session.token}` });

async function signUp(): Promise<{ email: string; password: string; session: SessionBody }> {
  const email = uniqueEmail();
  const password = strongPassword();
  const session = (await server.courier<SessionBody>('create', { email, password })).body;
  return { email, password, session };
}

/** The newest outbox mail to `to`, waiting for mail sent in the background. */
async function outboxMail(to: string): Promise<{ subject: string; text_body: string }> {
  await server.app.auth.service.drain();
  const [mail] = await server.database.query<{ subject: string; text_body: string }>(
    `select subject, text_body from auth_mail_outbox where to_address = $1
      order by created_at desc limit 1`,
    [to],
  );
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

describe('temporary links', () => {
  it('make a single-use /tl/{token}/{id} link that signs in on another device', async () => {
    const { session } = await signUp();
    const link = await server.courier<{
      tempToken: string;
      userId: string;
      url: string;
      expiresIn: number;
    }>('temp-link', {}, bearer(session));
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ userId: session.userId, expiresIn: 600 });
    expect(link.body.url).toBe(`${server.url}/tl/${link.body.tempToken}/${session.userId}`);

    const signedIn = await server.courier<SessionBody>('login-temp', {
      token: link.body.tempToken,
      id: session.userId,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.userId).toBe(session.userId);
    expect(signedIn.body.refreshToken).not.toBe(session.refreshToken);

    const twice = await server.courier('login-temp', { token: link.body.tempToken });
    expect(twice.status).toBe(400);
    expect(twice.body).toMatchObject({
      code: 'invalid_link',
      message: 'This sign-in link has expired or was already used. Ask for a new one.',
    });
  });

  it('expire after 10 minutes and refuse another customer id', async () => {
    const { session } = await signUp();
    const first = (await server.courier<{ tempToken: string }>('temp-link', {}, bearer(session)))
      .body.tempToken;
    const other = await signUp();
    expect(
      (await server.courier('login-temp', { token: first, id: other.session.userId })).status,
    ).toBe(400);

    const second = (await server.courier<{ tempToken: string }>('temp-link', {}, bearer(session)))
      .body.tempToken;
    clock.advance(10 * 60_000 + 1_000);
    const late = await server.courier('login-temp', { token: second });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('invalid_link');
  });

  it('need a signed-in Authorization of a session that has not ended', async () => {
    const answer = await server.courier('temp-link', {});
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('no_auth');
    // After logout (or a reset) the access token still verifies for a few minutes, but it can
    // no longer mint links that would start new sessions.
    const { session } = await signUp();
    await server.courier('logout', { token: session.refreshToken });
    const ended = await server.courier('temp-link', {}, bearer(session));
    expect(ended.status).toBe(401);
    expect(ended.body.code).toBe('session_ended');
    const change = await server.courier('change-email', { email: uniqueEmail() }, bearer(session));
    expect(change.body.code).toBe('session_ended');
  });
});

describe('email verification', () => {
  it('mails a confirmation link on sign-up that verifies the address once', async () => {
    const { email, session } = await signUp();
    const mail = await outboxMail(email);
    expect(mail.subject).toBe('Confirm your email address');
    const match = /\/verification\/email\/complete\/([A-Za-z0-9_-]{43})\/([^\s]+)/.exec(
      mail.text_body,
    );
    expect(match).not.toBeNull();
    const [, code, encoded] = match as unknown as [string, string, string];
    expect(decodeURIComponent(encoded)).toBe(email);
    const verified = await server.courier('verify-email', {
      code,
      email: decodeURIComponent(encoded),
    });
    expect(verified).toMatchObject({
      status: 200,
      body: { ok: true, userId: session.userId, email, emailVerified: true },
    });
    const [row] = await server.database.query<{ email_verified: boolean }>(
      'select email_verified from customers where id = $1',
      [session.userId],
    );
    expect(row?.email_verified).toBe(true);
    expect((await server.courier('verify-email', { code, email })).body.code).toBe('invalid_link');
  });
});

describe('change-email', () => {
  it('needs a fresh sign-in (at most 5 minutes old)', async () => {
    const { session } = await signUp();
    clock.advance(6 * 60_000);
    // The access token is 15 minutes long, so it is still valid; the sign-in is not fresh.
    const stale = await server.courier('change-email', { email: uniqueEmail() }, bearer(session));
    expect(stale.status).toBe(403);
    expect(stale.body.code).toBe('reauthentication_required');
    // A refresh does not make it fresh: auth_time stays the time of the sign-in.
    const refreshed = (
      await server.courier<SessionBody>('refresh', { token: session.refreshToken })
    ).body;
    const still = await server.courier('change-email', { email: uniqueEmail() }, bearer(refreshed));
    expect(still.status).toBe(403);
  });

  it('sends a verification to the new address and moves the account when it is followed', async () => {
    const { email, password, session } = await signUp();
    const newEmail = uniqueEmail('moved');
    const asked = await server.courier('change-email', { email: newEmail }, bearer(session));
    expect(asked).toMatchObject({
      status: 200,
      body: { ok: true, email: newEmail, expiresIn: 86_400 },
    });
    // Until confirmed, the old address still signs in.
    expect((await server.courier('login', { email, password })).status).toBe(200);

    const mail = await outboxMail(newEmail);
    expect(mail.subject).toBe('Confirm your new email address');
    const link = new RegExp(
      `${server.url}/verification/email/complete/([A-Za-z0-9_-]{43})/${encodeURIComponent(newEmail)}`,
    ).exec(mail.text_body);
    if (!link?.[1]) throw new Error('no verification link');
    // The code works only with the address it was sent to.
    const wrong = await server.courier('verify-email', { code: link[1], email: uniqueEmail() });
    expect(wrong.status).toBe(400);
    const done = await server.courier('verify-email', { code: link[1], email: newEmail });
    expect(done.status).toBe(200);

    expect((await server.courier('login', { email, password })).status).toBe(401);
    expect((await server.courier('login', { email: newEmail, password })).status).toBe(200);
    const notice = await outboxMail(email);
    expect(notice.subject).toBe('Your Pivot email address was changed');
  });

  it('refuses an address another account uses, and the current one', async () => {
    const first = await signUp();
    const second = await signUp();
    const taken = await server.courier(
      'change-email',
      { email: first.email },
      bearer(second.session),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('email_in_use');
    const same = await server.courier(
      'change-email',
      { email: second.email },
      bearer(second.session),
    );
    expect(same.body.code).toBe('same_email');
  });
});

describe('the development mailbox', () => {
  it('lists the outbox newest first with clickable links', async () => {
    const { email } = await signUp();
    await server.courier('reset', { email });
    await server.app.auth.service.drain();
    const response = await fetch(`${server.url}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    const reset = html.indexOf('Reset your Pivot password');
    const welcome = html.indexOf('Confirm your email address');
    expect(reset).toBeGreaterThan(-1);
    expect(reset).toBeLessThan(welcome);
    expect(html).toMatch(new RegExp(`<a href="${server.url}/reset/[A-Za-z0-9_-]{43}">`));
  });

  it('is not served in production', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-production-'));
    const production = await startAuthServer({
      env: { NODE_ENV: 'production', SITE_URL: 'https://shop.example.ca', DATA_DIR: dataDir },
    });
    try {
      const response = await fetch(`${production.url}/dev/mailbox`);
      expect(response.status).toBe(404);
    } finally {
      await production.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
