import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../setup/chromium';
import { startOidcProvider } from '../server/helpers/auth-oidc';
import type { TestAccount, TestOidcProvider } from '../server/helpers/auth-oidc';
import { distDir, prepareBuild, prepareSeededData } from './prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** POST `{ subject, account }` here: the local OpenID provider signs in as that account. */
    oidcControlUrl: string;
    /** The run's one Chromium (tests/e2e/browser.ts connects to it). */
    browserEndpoint: string;
  }
}

/** The social connection the e2e server offers, backed by a local OpenID provider. */
const E2E_SOCIAL_CONNECTION = 'test';

/**
 * Lets tests (in other processes) choose who the local OpenID provider signs in next: the
 * provider's interaction step signs in whichever account was chosen last.
 */
async function startOidcControl(provider: TestOidcProvider): Promise<{
  url: string;
  close: () => Promise<void>;
}> {
  const server = createHttpServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      try {
        const { subject, account } = JSON.parse(text) as {
          subject: string;
          account: TestAccount;
        };
        provider.accounts.set(subject, account);
        provider.signInAs(subject);
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/sign-in-as`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy in 120 s:\n${output()}`);
}

/**
 * Builds the SPA (unless built from the same sources before) and starts the real server (as
 * `npm start` does) on a free port, on a copy of a seeded database (see ./prepare.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  try {
    await Promise.all([prepareBuild(), prepareSeededData(dataDir)]);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A real OpenID provider for social sign-in (spec section 7), on its own port.
  const oidcProvider = await startOidcProvider([
    {
      clientId: 'storefront-e2e',
      clientSecret: 'storefront-e2e-secret',
      redirectUri: `${baseUrl}/courier/social/${E2E_SOCIAL_CONNECTION}/callback`,
    },
  ]);
  const oidcControl = await startOidcControl(oidcProvider);
  let log = '';
  const child = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: distDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Links in mail and social sign-in come back to the address the browser uses.
      SITE_URL: baseUrl,
      OIDC_PROVIDERS: JSON.stringify([
        {
          name: E2E_SOCIAL_CONNECTION,
          issuer: oidcProvider.issuer,
          clientId: 'storefront-e2e',
          clientSecret: 'storefront-e2e-secret',
        },
      ]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // One Chromium for every test file (each test opens its own context in it).
  const launching = chromium.launchServer({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
  });
  let browser: BrowserServer;
  try {
    await waitForHealth(baseUrl, child, () => log);
    browser = await launching;
  } catch (error) {
    child.kill('SIGTERM');
    await launching.then((server) => server.close()).catch(() => undefined);
    await oidcControl.close();
    await oidcProvider.close();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('oidcControlUrl', oidcControl.url);
  project.provide('browserEndpoint', browser.wsEndpoint());

  return async () => {
    await browser.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve(null);
      else child.once('exit', resolve);
    });
    await oidcControl.close();
    await oidcProvider.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
