import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import type { AuthOverrides } from '../../../server/auth/create-auth';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';
import { openSeededTestDatabase } from './test-database';

export interface CourierAnswer<T = Record<string, unknown>> {
  status: number;
  body: T & { error?: string; message?: string; code?: string };
  headers: Headers;
}

export interface AuthTestServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle;
  /** POST /courier { type: 'courier', action, actionData }. */
  courier: <T = Record<string, unknown>>(
    action: string,
    actionData?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => Promise<CourierAnswer<T>>;
  /** POST /graphql, with a bearer token when given. */
  graphql: (
    query: string,
    token?: string,
  ) => Promise<{
    status: number;
    body: {
      data: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  }>;
  close: () => Promise<void>;
}

/** A free TCP port on 127.0.0.1 (the server needs SITE_URL before it listens). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The real server (API + auth service + session sync, no site) over real HTTP on a free port,
 * on a fresh seeded PGlite unless a database is given. SITE_URL is the server's own URL.
 */
export async function startAuthServer(
  options: {
    database?: DatabaseHandle;
    env?: Record<string, string>;
    auth?: AuthOverrides;
    /** A port chosen in advance (when a provider must know the callback URL first). */
    port?: number;
  } = {},
): Promise<AuthTestServer> {
  const database = options.database ?? (await openSeededTestDatabase());
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      SERVE_SITE: 'false',
      PORT: String(port),
      SITE_URL: url,
      ...options.env,
    }),
    logLevel: 'silent',
  };
  const app = await buildServer(config, {
    database,
    ...(options.auth ? { auth: options.auth } : {}),
  });
  await app.listen({ port, host: '127.0.0.1' });

  const courier = async <T>(
    action: string,
    actionData: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ): Promise<CourierAnswer<T>> => {
    const response = await fetch(`${url}/courier`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ type: 'courier', action, actionData }),
    });
    return {
      status: response.status,
      body: (await response.json()) as CourierAnswer<T>['body'],
      headers: response.headers,
    };
  };

  const graphql: AuthTestServer['graphql'] = async (query, token) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-version': 'test-client',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as never };
  };

  return {
    app,
    url,
    database,
    courier,
    graphql,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/** A clock the auth service reads, moved forward by tests. */
export function testClock(): { now: () => number; advance: (ms: number) => void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms: number) => {
      offset += ms;
    },
  };
}

/** A password that passes the policy, different every call. */
let passwordCounter = 0;
export function strongPassword(): string {
  passwordCounter += 1;
  return `Maple-syrup-${passwordCounter}-on-pancakes`;
}

let emailCounter = 0;
export function uniqueEmail(prefix = 'shopper'): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${emailCounter}@example.ca`;
}

export interface SessionBody {
  token: string;
  tokenType: 'Bearer';
  expiresIn: number;
  refreshToken: string;
  userId: string;
  roles: string[];
  email: string;
  social?: string;
}
