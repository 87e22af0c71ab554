/**
 * An order whose payment is not settled yet (decision 184), in Chromium against the real server:
 * its receipt says it is being confirmed, in English and in French, with its lines and total,
 * and turns into the receipt by itself once the order is settled. The order is made pending in
 * the database the server runs on (PostgreSQL, so this file can write while the server runs),
 * on its own copy of the seeded data.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgresTestDatabase } from '../server/helpers/test-database';
import { createSeededPostgresTestDatabase } from '../server/helpers/test-database';
import { launchBrowser, openPage, viewports } from './browser';
import { freePort, waitForHealth } from './global-setup';
import { distDir, prepareBuild } from './prepare';

const PASSWORD = 'Storefront-demo-2026';

let browser: Browser;
let database: PostgresTestDatabase | null = null;
let server: { child: ChildProcess; url: string } | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  const [, created] = await Promise.all([prepareBuild(), createSeededPostgresTestDatabase()]);
  if (!created)
    throw new Error('This file needs PostgreSQL at 127.0.0.1:5432 (TEST_DATABASE_URL).');
  database = created;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SITE_URL: url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = { child, url };
  await waitForHealth(url, child, () => log);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server!.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
  }
  await database?.drop();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${server!.url}/login`);
  await page.getByRole('textbox', { name: /Email/ }).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('account-link').filter({ hasText: 'My Account' }).waitFor();
}

describe('a receipt still being confirmed', () => {
  it('says so in English and French, then shows the receipt by itself once settled', async () => {
    const handle = database!.handle;
    // Alex's latest order, as a crash between its charge and its commit would leave it.
    const [order] = await handle.query<{ id: string; status: string; order_number: string }>(
      `select o.id, o.status, o.order_number from orders o join customers c on c.id = o.customer_id
        where c.email = 'alex.tremblay@example.ca' and o.type = 'ORDER'
          and exists (select 1 from order_lines l where l.order_id = o.id and l.kind = 'PRODUCT')
        order by o.created_at desc limit 1`,
    );
    await handle.query(`update orders set status = 'PENDING' where id = $1`, [order!.id]);

    const { page, problems } = await openPage(browser, viewports.phone);
    await signIn(page, 'alex.tremblay@example.ca');
    await page.goto(`${server!.url}/fr/account/receipts/print/${order!.id}`);
    await page
      .getByRole('heading', { level: 1, name: 'Votre commande est en cours de confirmation' })
      .waitFor();
    await expect
      .poll(() => page.getByTestId('confirming-total').innerText())
      .toMatch(/Total de la commande, taxes comprises/);
    await page.goto(`${server!.url}/account/receipts`);
    const row = page.getByTestId('receipt-row').filter({ hasText: order!.order_number });
    await expect.poll(() => row.innerText()).toMatch(/Being confirmed/i);

    await page.goto(`${server!.url}/account/receipts/print/${order!.id}`);
    await page.getByRole('heading', { level: 1, name: 'Your order is being confirmed' }).waitFor();
    expect(await page.getByTestId('confirming-line').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('receipt-tax').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print receipt' }).count()).toBe(0);

    // The settling pass confirms it: the open page reads it again and shows the receipt.
    await handle.query(`update orders set status = $2 where id = $1`, [order!.id, order!.status]);
    await page.getByRole('heading', { level: 1, name: 'Receipt' }).waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('receipt-tax').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
