import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentOf, startOidcProvider, TestBrowser } from './helpers/auth-oidc';
import type { TestOidcProvider } from './helpers/auth-oidc';
import {
  freePort,
  startAuthServer,
  strongPassword,
  uniqueEmail,
  type AuthTestServer,
  type SessionBody,
} from './helpers/auth-server';

let provider: TestOidcProvider;
let server: AuthTestServer;
let accountCounter = 0;

beforeAll(async () => {
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider([
    {
      clientId: 'storefront',
      clientSecret: 'storefront-secret',
      redirectUri: `${site}/courier/social/test/callback`,
    },
    {
      clientId: 'storefront-other',
      clientSecret: 'other-secret',
      redirectUri: `${site}/courier/social/other/callback`,
    },
  ]);
  server = await startAuthServer({
    port,
    env: {
      // Both ways of configuring providers: the JSON list and the per-provider variables.
      OIDC_PROVIDERS: JSON.stringify([
        {
          name: 'test',
          issuer: provider.issuer,
          clientId: 'storefront',
          clientSecret: 'storefront-secret',
        },
      ]),
      OIDC_OTHER_ISSUER: provider.issuer,
      OIDC_OTHER_CLIENT_ID: 'storefront-other',
      OIDC_OTHER_CLIENT_SECRET: 'other-secret',
      OIDC_OTHER_LABEL: 'Other Provider',
    },
  });
  expect(server.url).toBe(site);
});

afterAll(async () => {
  await server?.close();
  await provider?.close();
});

/** A provider account; returns its subject. */
function providerAccount(profile: {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}): string {
  accountCounter += 1;
  const subject = `subject-${accountCounter}-${Date.now()}`;
  provider.accounts.set(subject, profile);
  return subject;
}

/** Runs the browser part of a social sign-in and returns where the SPA was sent. */
async function socialSignIn(
  subject: string,
  options: {
    connection?: string;
    redirect?: string;
    linkAccount?: string;
    browser?: TestBrowser;
  } = {},
): Promise<URL> {
  provider.signInAs(subject);
  const browser = options.browser ?? new TestBrowser();
  const query = new URLSearchParams({ redirect: options.redirect ?? '/account' });
  if (options.linkAccount) query.set('linkAccount', options.linkAccount);
  const start = `${server.url}/courier/social/${options.connection ?? 'test'}?${query.toString()}`;
  return browser.follow(
    start,
    (url) => url.origin === server.url && !url.pathname.startsWith('/courier/'),
  );
}

describe('social sign-in with OpenID Connect and PKCE', () => {
  it('lists the configured providers by name and label, and nothing secret', async () => {
    const response = await fetch(`${server.url}/courier/social`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      connections: [
        { name: 'test', label: 'Test' },
        { name: 'other', label: 'Other Provider' },
      ],
    });
    expect(text).not.toContain('secret');
    expect(text).not.toContain(provider.issuer);
  });

  it('creates an account for a new verified email and signs in through login-{connection}', async () => {
    const email = uniqueEmail('social');
    const subject = providerAccount({
      email,
      email_verified: true,
      given_name: 'Robin',
      family_name: 'Gagnon',
    });
    const arrived = await socialSignIn(subject, { redirect: '/account/overview' });
    expect(arrived.pathname).toBe('/callback/test');
    expect(arrived.search).toBe(''); // nothing in the query string
    const { token, redirect } = fragmentOf(arrived);
    expect(redirect).toBe('/account/overview');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // PKCE: the provider received an S256 challenge.
    const request = provider.authorizationRequests.at(-1);
    expect(request?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(request?.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const login = await server.courier<SessionBody>('login-test', { token });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ social: 'test', email, roles: ['customer'] });
    const [customer] = await server.database.query<{
      email_verified: boolean;
      first_name: string;
      password_hash: string | null;
    }>('select email_verified, first_name, password_hash from customers where id = $1', [
      login.body.userId,
    ]);
    expect(customer).toEqual({ email_verified: true, first_name: 'Robin', password_hash: null });

    // The code works once.
    expect((await server.courier('login-test', { token })).status).toBe(400);
    // And only for its connection.
    const again = fragmentOf(await socialSignIn(subject));
    expect((await server.courier('login-other', { token: again.token })).status).toBe(400);

    // The same person signing in later lands on the same account.
    const later = fragmentOf(await socialSignIn(subject));
    const second = await server.courier<SessionBody>('login-test', { token: later.token });
    expect(second.body.userId).toBe(login.body.userId);
  });

  it('sends an email that has a password account to /link-account; a correct password links them', async () => {
    const email = uniqueEmail('linker');
    const password = strongPassword();
    const account = await server.courier<SessionBody>('create', { email, password });
    const subject = providerAccount({ email, email_verified: true });

    const arrived = await socialSignIn(subject);
    expect(arrived.pathname).toBe('/link-account');
    const { linkToken, email: shown, connection } = fragmentOf(arrived);
    expect(shown).toBe(email);
    expect(connection).toBe('test');

    const wrong = await server.courier('login', { email, password: 'wrong-password-9', linkToken });
    expect(wrong.status).toBe(401);
    const linked = await server.courier<SessionBody>('login', { email, password, linkToken });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ userId: account.body.userId, social: 'test' });

    // From now on the social sign-in goes straight in.
    const direct = await socialSignIn(subject);
    expect(direct.pathname).toBe('/callback/test');
    const login = await server.courier<SessionBody>('login-test', {
      token: fragmentOf(direct).token,
    });
    expect(login.body.userId).toBe(account.body.userId);
  });

  it('links a second provider by signing in with the first (/callback/{connection}/{linkAccount})', async () => {
    const email = uniqueEmail('two-providers');
    const first = providerAccount({ email, email_verified: true });
    const created = await server.courier<SessionBody>('login-test', {
      token: fragmentOf(await socialSignIn(first)).token,
    });
    expect(created.status).toBe(200);

    // The same address through the other provider: its owner must prove the account.
    const second = providerAccount({ email, email_verified: true });
    const linkPage = await socialSignIn(second, { connection: 'other' });
    expect(linkPage.pathname).toBe('/link-account');
    const { linkToken } = fragmentOf(linkPage);

    // No password: prove it with the provider already linked.
    const proof = await socialSignIn(first, { linkAccount: linkToken });
    expect(proof.pathname).toBe(`/callback/test/${linkToken}`);
    const linked = await server.courier<SessionBody>('login-test', {
      token: fragmentOf(proof).token,
      linkToken,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.userId).toBe(created.body.userId);

    const viaOther = await socialSignIn(second, { connection: 'other' });
    expect(viaOther.pathname).toBe('/callback/other');
    const login = await server.courier<SessionBody>('login-other', {
      token: fragmentOf(viaOther).token,
    });
    expect(login.body).toMatchObject({ userId: created.body.userId, social: 'other' });
  });

  it('asks for an email on /complete-account when the provider shares none', async () => {
    const subject = providerAccount({ given_name: 'Noor' });
    const arrived = await socialSignIn(subject);
    expect(arrived.pathname).toBe('/complete-account');
    const { token, connection } = fragmentOf(arrived);
    expect(connection).toBe('test');
    const missing = await server.courier('login-test', { token: 'x'.repeat(43) });
    expect(missing.status).toBe(400);
    const email = uniqueEmail('typed');
    const login = await server.courier<SessionBody>('login-test', { token, email });
    expect(login.status).toBe(200);
    expect(login.body.email).toBe(email);
    const [row] = await server.database.query<{ email_verified: boolean }>(
      'select email_verified from customers where id = $1',
      [login.body.userId],
    );
    expect(row?.email_verified).toBe(false); // a confirmation mail is on its way
  });

  it('refuses a callback that did not start in this browser (state cookie)', async () => {
    const subject = providerAccount({ email: uniqueEmail('csrf'), email_verified: true });
    provider.signInAs(subject);
    const attacker = new TestBrowser();
    // The attacker starts a flow and stops at the callback URL...
    const callback = await attacker.follow(
      `${server.url}/courier/social/test`,
      (url) => url.pathname === '/courier/social/test/callback',
    );
    // ...and gets a victim's browser (no state cookie) to open it.
    const victim = await new TestBrowser().follow(
      callback.href,
      (url) => url.origin === server.url && url.pathname.startsWith('/callback'),
    );
    expect(victim.pathname).toBe('/callback/test');
    expect(fragmentOf(victim)).toMatchObject({ error: 'social_state_mismatch' });
    expect(fragmentOf(victim).token).toBeUndefined();
  });

  it('answers 404 for a connection that is not configured', async () => {
    const response = await fetch(`${server.url}/courier/social/myspace`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'unknown_connection' });
  });

  it('only redirects within the site', async () => {
    const subject = providerAccount({ email: uniqueEmail('redirect'), email_verified: true });
    const arrived = await socialSignIn(subject, { redirect: 'https://evil.example/steal' });
    expect(fragmentOf(arrived).redirect).toBe('/');
  });
});
