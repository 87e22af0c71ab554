import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, expectNoAxeViolations, launchBrowser, openPage, viewports } from './browser';

/** The label of the social connection global-setup configures against its local OpenID provider. */
const SOCIAL_LABEL = 'Test';
const DEMO = { email: 'alex.tremblay@example.ca', password: 'Storefront-demo-2026' };

let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.ca`;
}

/** Chromium reports every 4xx answer as a console error; tests that expect one leave it out. */
function unexpected(problems: string[], ...expectedStatuses: number[]): string[] {
  return problems.filter(
    (problem) =>
      !expectedStatuses.some((status) =>
        problem.includes(`the server responded with a status of ${status}`),
      ),
  );
}

/** Waits for the app to arrive at `url`; on a timeout says where it is and what it shows. */
async function arriveAt(page: Page, url: string | RegExp): Promise<void> {
  try {
    await page.waitForURL(url, { timeout: 30_000 });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(
      `expected ${String(url)}, still at ${page.url()} showing: ${shown.slice(0, 300)}`,
      { cause: error },
    );
  }
}

const emailField = (page: Page) => page.getByRole('textbox', { name: /Email/ });
const passwordField = (page: Page, label = /^Password/) => page.getByLabel(label);

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl()}/signup`);
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  await passwordField(page, /^Confirm password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await arriveAt(page, `${baseUrl()}/account`);
}

async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await expect(page.getByTestId('account-email').textContent()).resolves.toBe(
    `Signed in as ${email}`,
  );
  await expect(page.getByTestId('account-link').textContent()).resolves.toContain('My Account');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await arriveAt(page, `${baseUrl()}/`);
  await page.getByTestId('account-link').filter({ hasText: 'Sign in' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('auth-session'))).toBeNull();
}

async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === 'auth_session')?.value;
}

/** The newest link to `path` in the dev mailbox for `to`, once the mail has arrived. */
async function openMailedLink(page: Page, to: string, path: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await page.goto(`${baseUrl()}/dev/mailbox`);
    const link = page
      .locator('article')
      .filter({ hasText: `To ${to}` })
      .first()
      .locator(`a[href*="${path}"]`);
    if ((await link.count()) > 0) {
      await link.first().click();
      return;
    }
    await page.waitForTimeout(250);
  }
  throw new Error(`no mail with a ${path} link reached ${to}`);
}

describe('signing up, out and in on the real server', () => {
  it(
    'signs up, signs out and signs in again, with the site cookie kept in step',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await openPage(browser);
      const email = uniqueEmail('new.shopper');
      const password = 'Maple-syrup-on-pancakes';
      await signUp(page, email, password);
      await expectSignedInAs(page, email);
      expect(await sessionCookie(page.context())).toBeTruthy();

      // On load with a stored session the app is signed in straight away.
      await page.reload();
      await expectSignedInAs(page, email);

      await signOut(page);
      expect(await sessionCookie(page.context())).toBeUndefined();

      await page.goto(`${baseUrl()}/login`);
      await signIn(page, email, password);
      await arriveAt(page, `${baseUrl()}/account`);
      await expectSignedInAs(page, email);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );

  it('sends /account to /login?p=… when signed out, and returns there after sign-in', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/account`);
    await arriveAt(page, `${baseUrl()}/login?p=%2Faccount`);
    await expect(page.getByTestId('account-link').textContent()).resolves.toContain('Sign in');
    await signIn(page, DEMO.email, DEMO.password);
    await arriveAt(page, `${baseUrl()}/account`);
    await expectSignedInAs(page, DEMO.email);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says a wrong password in words and keeps what was typed', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, 'sam.nguyen@example.ca', 'not-the-password');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'That email and password do not match an account.',
    );
    await expect(emailField(page).inputValue()).resolves.toBe('sam.nguyen@example.ca');
    await expect(passwordField(page).inputValue()).resolves.toBe('not-the-password');
    expect(unexpected(problems, 401)).toEqual([]);
    await page.context().close();
  });

  it('refreshes a token that expired while away, then reloads signed in', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/login?p=%2Faccount`);
    await signIn(page, DEMO.email, DEMO.password);
    await arriveAt(page, `${baseUrl()}/account`);
    const before = await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
        accessToken: string;
        expiresAt: number;
      };
      localStorage.setItem(
        'auth-session',
        JSON.stringify({ ...session, expiresAt: Date.now() - 60_000 }),
      );
      return session.accessToken;
    });
    const reloaded = page.waitForEvent('load');
    await page.reload();
    await reloaded;
    // The app refreshes on load, stores the new session and reloads the page once more.
    await page.waitForFunction(
      (old) => {
        const stored = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
          accessToken?: string;
          expiresAt?: number;
        };
        return stored.accessToken !== old && (stored.expiresAt ?? 0) > Date.now();
      },
      before,
      { timeout: 15_000 },
    );
    await expectSignedInAs(page, DEMO.email);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the referrer of /ref/{referrerId}/create-account for checkout', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/ref/friend-42/create-account`);
    await page.getByTestId('referral-notice').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('referrer-id'))).toBe('friend-42');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    it(`renders the sign-in pages at ${name} width without axe violations`, async () => {
      const { page, problems } = await openPage(browser, viewport);
      for (const path of ['/login', '/signup', '/forgot-password']) {
        await page.goto(`${baseUrl()}${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await expectNoAxeViolations(page);
      }
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

describe('sign-in pages named while their code loads', () => {
  it('gives /forgot-password, /link-account and the email confirmation their title and heading from the first frame', async () => {
    const { page } = await openPage(browser);
    // The sign-in client's code is held back: each page waits for it (it loads only when a page
    // needs it), and until it comes the page already says what it is.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/auth-client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const pages = [
      ['/forgot-password', 'Reset your password'],
      ['/link-account', 'Link your accounts'],
      ['/verification/email/complete/not-a-code/nobody%40example.ca', 'Confirm your email'],
    ] as const;
    for (const [path, title] of pages) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // Still waiting for the code: the heading is the loading page's own.
      await page.getByRole('status').filter({ hasText: 'Loading please wait' }).waitFor();
      await expect.poll(() => page.title()).toBe(`${title} | Pivot Furniture`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    release();
    // With its code, each page keeps its title and its one heading.
    for (const [path, title] of pages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Loading please wait' }).waitFor({
        state: 'detached',
      });
      await expect.poll(() => page.title()).toBe(`${title} | Pivot Furniture`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    }
    await page.context().close();
  });
});

describe('signing in from a link', () => {
  it('resets a forgotten password from the mailed link', { timeout: 120_000 }, async () => {
    const { page, problems } = await openPage(browser);
    const email = uniqueEmail('forgetful');
    await signUp(page, email, 'First-password-123');
    await signOut(page);

    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await arriveAt(page, `${baseUrl()}/forgot-password`);
    // The address changes before the new page is drawn, and the sign-in page has an Email field
    // too: filled then, it was the one that got the address (a busy run failed so once).
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await emailField(page).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('reset-sent').textContent()).resolves.toContain(
      'If an account exists for that email, we sent a link',
    );

    await openMailedLink(page, email, '/reset/');
    await arriveAt(page, /\/reset\/[A-Za-z0-9_-]{43}$/);
    await passwordField(page, /^New password/).fill('Second-password-456');
    await passwordField(page, /^Confirm new password/).fill('Second-password-456');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('heading', { name: 'Your password is changed' }).waitFor();
    await page.getByRole('button', { name: 'Go to My Account' }).click();
    await arriveAt(page, `${baseUrl()}/account`);
    await expectSignedInAs(page, email);

    await signOut(page);
    await page.goto(`${baseUrl()}/login`);
    await signIn(page, email, 'Second-password-456');
    await arriveAt(page, `${baseUrl()}/account`);
    await expectSignedInAs(page, email);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says the same thing for an address without an account', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/forgot-password`);
    await emailField(page).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('reset-sent').textContent()).resolves.toContain(
      'If an account exists for that email, we sent a link',
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it(
    'signs in on another device with a temporary link, which then lands on /verification',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await openPage(browser);
      await page.goto(`${baseUrl()}/login?p=%2Faccount`);
      await signIn(page, DEMO.email, DEMO.password);
      await arriveAt(page, `${baseUrl()}/account`);
      // The courier's temp-link action, with this browser's access token.
      const link = await page.evaluate(async () => {
        const session = JSON.parse(localStorage.getItem('auth-session') ?? '{}') as {
          accessToken: string;
        };
        const response = await fetch('/courier', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${session.accessToken}`,
          },
          body: JSON.stringify({ type: 'courier', action: 'temp-link', actionData: {} }),
        });
        return (await response.json()) as { tempToken: string; userId: string; url: string };
      });
      expect(link.url).toBe(`${baseUrl()}/tl/${link.tempToken}/${link.userId}`);

      const other = await openPage(browser, viewports.phone);
      await other.page.goto(`${baseUrl()}/tl/${link.tempToken}/${link.userId}`);
      await arriveAt(other.page, `${baseUrl()}/verification`);
      await other.page.getByRole('heading', { name: 'You are signed in' }).waitFor();
      await expect(other.page.getByText(DEMO.email).count()).resolves.toBe(1);
      await other.page.getByText('The link you used has done its job').waitFor();
      await other.page.getByRole('link', { name: 'Go to My Account' }).click();
      await arriveAt(other.page, `${baseUrl()}/account`);
      await expectSignedInAs(other.page, DEMO.email);
      expect(other.problems).toEqual([]);

      // The link works once.
      const third = await openPage(browser);
      await third.page.goto(`${baseUrl()}/tl/${link.tempToken}/${link.userId}`);
      await expect(third.page.getByRole('alert').textContent()).resolves.toContain(
        'This sign-in link has expired or was already used.',
      );
      expect(unexpected(third.problems, 400)).toEqual([]);

      expect(problems).toEqual([]);
      await third.page.context().close();
      await other.page.context().close();
      await page.context().close();
    },
  );

  it('makes a sign-in link for another device from /login-token', async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/login?p=%2Flogin-token`);
    await signIn(page, DEMO.email, DEMO.password);
    await arriveAt(page, `${baseUrl()}/login-token`);
    await page.getByRole('button', { name: 'Make a sign-in link' }).click();
    const url = await page.getByTestId('temp-link-url').inputValue();
    expect(url).toMatch(new RegExp(`^${baseUrl()}/tl/[A-Za-z0-9_-]{43}/[0-9a-f-]{36}$`));

    const other = await openPage(browser);
    await other.page.goto(url);
    await arriveAt(other.page, `${baseUrl()}/verification`);
    await other.page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await other.page.getByText('The link you used has done its job').waitFor();
    // Opened directly, no link brought the shopper here: the page does not speak of one.
    await other.page.goto(`${baseUrl()}/account`);
    await other.page.goto(`${baseUrl()}/verification`);
    await other.page.getByRole('heading', { name: 'You are signed in' }).waitFor();
    await other.page.getByText(`This device is now signed in as ${DEMO.email}.`).waitFor();
    await expect(other.page.getByText(/link you used/).count()).resolves.toBe(0);
    expect(other.problems).toEqual([]);
    expect(problems).toEqual([]);
    await other.page.context().close();
    await page.context().close();
  });
});

describe('social sign-in with a local OpenID provider', () => {
  async function chooseProviderAccount(account: {
    email: string;
    email_verified: boolean;
    given_name?: string;
  }): Promise<void> {
    counter += 1;
    const response = await fetch(inject('oidcControlUrl'), {
      method: 'POST',
      body: JSON.stringify({ subject: `e2e-${Date.now()}-${counter}`, account }),
    });
    expect(response.status).toBe(204);
  }

  /**
   * The sign-in page offers the providers the auth service lists; its "Continue with …" button
   * goes off to the auth service and back to /callback.
   */
  async function continueWithProvider(page: Page, redirect: string): Promise<void> {
    await page.goto(`${baseUrl()}/login?p=${encodeURIComponent(redirect)}`);
    const button = page.getByRole('link', { name: `Continue with ${SOCIAL_LABEL}` });
    await button.waitFor();
    await button.click();
  }

  it('creates an account from the provider and goes back to the path asked for', async () => {
    const { page, problems } = await openPage(browser);
    const email = uniqueEmail('social');
    await chooseProviderAccount({ email, email_verified: true, given_name: 'Robin' });
    await continueWithProvider(page, '/account');
    await arriveAt(page, `${baseUrl()}/account`);
    await expectSignedInAs(page, email);
    // The one-time code left the address as soon as it was read.
    expect(page.url()).not.toContain('#');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it(
    'links the provider to an existing password account after the password is given',
    { timeout: 120_000 },
    async () => {
      const { page, problems } = await openPage(browser);
      const email = uniqueEmail('linker');
      const password = 'Linking-is-easy-42';
      await signUp(page, email, password);
      await signOut(page);

      await chooseProviderAccount({ email, email_verified: true });
      await continueWithProvider(page, '/account');
      await arriveAt(page, `${baseUrl()}/link-account`);
      await expect(
        page.getByText('already has a Pivot account with a password').count(),
      ).resolves.toBe(1);
      await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe(email);
      await passwordField(page).fill(password);
      await page.getByRole('button', { name: 'Link and sign in' }).click();
      await arriveAt(page, `${baseUrl()}/account`);
      await expectSignedInAs(page, email);
      await signOut(page);

      // Linked now: the provider alone signs in to the same account.
      await continueWithProvider(page, '/account');
      await arriveAt(page, `${baseUrl()}/account`);
      await expectSignedInAs(page, email);
      expect(problems).toEqual([]);
      await page.context().close();
    },
  );
});
