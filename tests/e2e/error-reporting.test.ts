/**
 * Error reporting end to end (spec section 8, decision 166): a server started with SENTRY_DSN
 * pointing at a local receiver of Sentry's envelope protocol; the browser's reports go through
 * the site's /error-reports tunnel, the server's own directly. This file starts its own server
 * (the shared one has no DSN) on its own copy of the seeded data.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSentryReceiver } from '../server/helpers/sentry-receiver';
import type { SentryReceiver } from '../server/helpers/sentry-receiver';
import { launchBrowser, openPage, viewports } from './browser';
import { freePort, waitForHealth } from './global-setup';
import { distDir, prepareBuild, prepareSeededData } from './prepare';

const NOTIFIED = "We've been notified of the error";

let browser: Browser;
let dataDir: string;
let receiver: SentryReceiver;
let child: ChildProcess | null = null;
let url = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-error-reporting-'));
  await Promise.all([prepareBuild(), prepareSeededData(dataDir)]);
  receiver = await startSentryReceiver();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  let log = '';
  child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SITE_URL: url,
      SENTRY_DSN: receiver.dsn,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(url, child, () => log);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('error reporting with SENTRY_DSN', () => {
  it('reports a page that fails, tagged with the release and scrubbed, and says so', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(`${url}/version`);
    const release = (await page.getByTestId('release-version').textContent()) ?? '';
    expect(release).not.toBe('');
    const before = receiver.events.length;
    await page.goto(`${url}/error-test/render?email=alex%40example.ca`);
    await expect(page.getByRole('alert').textContent()).resolves.toContain(NOTIFIED);
    const events = await receiver.waitFor(before + 1);
    const event = events[before]!;
    expect(event.release).toBe(release);
    expect(event.platform).toBe('javascript');
    expect(event.exception?.values?.[0]?.value).toBe(
      'Error test: this page fails while rendering, on purpose.',
    );
    // The page's address without its query, no user, no headers.
    expect(event.request).toEqual({ url: `${url}/error-test/render` });
    expect(JSON.stringify(event)).not.toContain('alex');
    expect(event.user).toBeUndefined();
    await page.context().close();
  });

  it('does not report a network failure, and does not claim to have', async () => {
    const { page } = await openPage(browser, viewports.desktop);
    await page.goto(`${url}/faq`);
    await page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor();
    const before = receiver.events.length;
    // The connection drops, then the shopper opens a category: its data cannot be fetched.
    await page.route('**/graphql', (route) => route.abort('internetdisconnected'));
    const categories = page.getByRole('navigation', { name: 'Shop by category' });
    await categories.getByRole('button', { name: 'Living Room' }).click();
    await categories.getByRole('link', { name: /^Sofas/ }).click();
    await page
      .getByText('We could not reach the store. Check your connection, then try again.')
      .waitFor();
    await expect(page.locator('main').innerText()).resolves.not.toContain(NOTIFIED);
    // An envelope for another DSN is not passed on either.
    const foreign = await fetch(`${url}/error-reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: [
        JSON.stringify({ dsn: 'http://other@127.0.0.1:1/9' }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify({ message: 'spam' }),
      ].join('\n'),
    });
    expect(foreign.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.events.length).toBe(before);
    await page.context().close();
  });
});
