import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import { waitFor } from 'xstate';
import type { AuthSession } from '../../machines/auth-session.machine';
import { createAuthClient } from '../../src/api/auth-client';
import { createAppAuth } from '../../src/app/auth-session';
import type { AppAuth, ExclusiveLock } from '../../src/app/auth-session';
import {
  AUTH_SESSION_KEY,
  RETURN_CART_KEY,
  readStoredSession,
  signOut,
} from '../../src/lib/session-store';

/** Local storage as the browser has it, for the session store in Node. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

// The auth service and the site's session sync, as far as the app's session talks to them.
let server: Server;
let base = '';
const requests: { url: string; action?: string; token?: string }[] = [];
let refreshAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let refreshDelayMs = 0;

const NOW = Date.now();

function session(name: string, expiresAt = NOW + 15 * 60_000): AuthSession {
  return {
    userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
    accessToken: `access.${name}.sig`,
    refreshToken: `refresh-${name}-${'x'.repeat(30)}`,
    expiresAt,
    tokenType: 'Bearer',
    roles: ['customer'],
    defaultProfile: { email: 'sam.nguyen@example.ca', firstname: 'Sam' },
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const actionData = body.actionData as { token?: string } | undefined;
      requests.push({
        url: request.url ?? '',
        ...(typeof body.action === 'string' ? { action: body.action } : {}),
        ...(actionData?.token ? { token: actionData.token } : {}),
      });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      if (body.action === 'refresh')
        setTimeout(() => send(refreshAnswer.status, refreshAnswer.body), refreshDelayMs);
      else send(200, { ok: true });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => server?.close());

let auth: AppAuth | null = null;
let reloadPage: Mock<() => void>;
/** The app's clock: tests move it to let a token expire. */
let clock = NOW;
/** Requests still on their way, so one test's cookie sync never lands in the next test. */
const inFlight = new Set<Promise<Response>>();
const trackedFetch: typeof fetch = (input, init) => {
  const pending = fetch(input, init);
  inFlight.add(pending);
  void pending.finally(() => inFlight.delete(pending)).catch(() => undefined);
  return pending;
};

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  requests.length = 0;
  refreshDelayMs = 0;
  refreshAnswer = {
    status: 200,
    body: {
      token: 'access.fresh.sig',
      expiresIn: 900,
      refreshToken: `refresh-fresh-${'y'.repeat(30)}`,
      userId: '2f1d7c3e-8a4b-4c6d-9e1f-0a2b3c4d5e61',
      roles: ['customer'],
      email: 'sam.nguyen@example.ca',
    },
  };
  reloadPage = vi.fn<() => void>();
  clock = NOW;
});

afterEach(async () => {
  await Promise.allSettled([...inFlight]);
  auth?.stop();
  auth = null;
  vi.unstubAllGlobals();
});

function start(stored: AuthSession | string | null): AppAuth {
  if (stored !== null)
    localStorage.setItem(
      AUTH_SESSION_KEY,
      typeof stored === 'string' ? stored : JSON.stringify(stored),
    );
  auth = createAppAuth({
    client: createAuthClient({
      url: `${base}/courier`,
      sessionUrl: `${base}/auth`,
      fetch: trackedFetch,
    }),
    reloadPage,
    now: () => clock,
  });
  return auth;
}

const settled = (app: AppAuth, state: 'signedIn' | 'signedOut') =>
  waitFor(app.actor, (snapshot) => snapshot.matches(state), { timeout: 5_000 });

describe('the app auth session (spec section 4)', () => {
  it('picks up a stored session on load and hands out its token without asking anyone', async () => {
    const app = start(session('stored'));
    await expect(app.whenSettled()).resolves.toMatchObject({ accessToken: 'access.stored.sig' });
    await expect(app.getToken()).resolves.toBe('access.stored.sig');
    expect(requests).toEqual([]);
  });

  it('is signed out with nothing stored, and forgets a stored text it cannot read', async () => {
    const app = start('{"accessToken":"half a session"}');
    await expect(app.whenSettled()).resolves.toBeNull();
    expect(localStorage.getItem(AUTH_SESSION_KEY)).toBeNull();
    await expect(app.getToken()).resolves.toBeNull();
  });

  it('refreshes a token expired on load, stores the new session, then reloads the page', async () => {
    const app = start(session('old', NOW - 1_000));
    const signedIn = await settled(app, 'signedIn');
    expect(signedIn.context.session?.accessToken).toBe('access.fresh.sig');
    expect(requests[0]).toEqual({
      url: '/courier',
      action: 'refresh',
      token: session('old').refreshToken,
    });
    expect(readStoredSession()).toMatchObject({
      accessToken: 'access.fresh.sig',
      // The names the site knew stay; the answer only brings the email.
      defaultProfile: { email: 'sam.nguyen@example.ca', firstname: 'Sam' },
    });
    // The reload waits for the site's cookie (POST /auth/update) to be written.
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledOnce());
    expect(requests.map((request) => request.url)).toEqual(['/courier', '/auth/update']);
  });

  it('refreshes once for ten callers asking at the same time with an expired token', async () => {
    const app = start(session('soon'));
    await settled(app, 'signedIn');
    clock = NOW + 15 * 60_000;
    refreshDelayMs = 50;
    const tokens = await Promise.all(Array.from({ length: 10 }, () => app.getToken()));
    expect(tokens).toEqual(Array(10).fill('access.fresh.sig'));
    expect(requests.filter((request) => request.action === 'refresh')).toHaveLength(1);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs out when the refresh fails: session, return cart and cookie go', async () => {
    localStorage.setItem(RETURN_CART_KEY, '[{"id":1}]');
    refreshAnswer = {
      status: 401,
      body: { error: 'Your session has ended.', code: 'invalid_refresh_token' },
    };
    const app = start(session('dead', NOW - 1_000));
    const signedOut = await settled(app, 'signedOut');
    expect(signedOut.context.error).toBe('Your session has ended. Please sign in again.');
    expect(localStorage.getItem(AUTH_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(RETURN_CART_KEY)).toBeNull();
    expect(requests.map((request) => request.action ?? request.url)).toEqual([
      'refresh',
      'logout',
      '/auth/remove',
    ]);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('signs out through the session store: tells the auth service and the site', async () => {
    localStorage.setItem(RETURN_CART_KEY, '[{"id":1}]');
    const app = start(session('live'));
    await settled(app, 'signedIn');
    signOut();
    await settled(app, 'signedOut');
    expect(localStorage.getItem(AUTH_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(RETURN_CART_KEY)).toBeNull();
    expect(requests).toContainEqual({
      url: '/courier',
      action: 'logout',
      token: session('live').refreshToken,
    });
    expect(requests).toContainEqual({ url: '/auth/remove' });
  });

  it('takes the session another tab refreshed instead of spending a used refresh token', async () => {
    const app = start(session('mine'));
    await settled(app, 'signedIn');
    // Another tab refreshed meanwhile: storage holds the next session.
    localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(session('theirs', NOW + 60 * 60_000)));
    clock = NOW + 15 * 60_000;
    await expect(app.getToken()).resolves.toBe('access.theirs.sig');
    expect(requests.filter((request) => request.action === 'refresh')).toEqual([]);
  });

  describe('two tabs whose tokens expire together', () => {
    /** An exclusive lock with Web Locks' semantics (one holder at a time, first come first served). */
    function mutex(): ExclusiveLock {
      let tail: Promise<unknown> = Promise.resolve();
      return (_name, task) => {
        const run = tail.then(task);
        tail = run.catch(() => undefined);
        return run;
      };
    }

    async function twoTabs(lock: ExclusiveLock): Promise<string[]> {
      localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(session('shared', NOW - 1_000)));
      refreshDelayMs = 100;
      const tab = () =>
        createAppAuth({
          client: createAuthClient({
            url: `${base}/courier`,
            sessionUrl: `${base}/auth`,
            fetch: trackedFetch,
          }),
          reloadPage,
          now: () => clock,
          lock,
        });
      const tabs = [tab(), tab()];
      try {
        await Promise.all(tabs.map((app) => settled(app, 'signedIn')));
        return await Promise.all(tabs.map(async (app) => (await app.getToken()) ?? 'none'));
      } finally {
        for (const app of tabs) app.stop();
      }
    }

    it("spend the shared refresh token once: the second tab takes the first one's session", async () => {
      const tokens = await twoTabs(mutex());
      expect(tokens).toEqual(['access.fresh.sig', 'access.fresh.sig']);
      expect(requests.filter((request) => request.action === 'refresh')).toHaveLength(1);
      expect(readStoredSession()?.accessToken).toBe('access.fresh.sig');
    });

    it('would both present it without the lock (what the lock prevents)', async () => {
      await twoTabs((_name, task) => task());
      expect(requests.filter((request) => request.action === 'refresh')).toHaveLength(2);
    });
  });

  it('stores a new sign-in and sends it to the site', async () => {
    const app = start(null);
    await settled(app, 'signedOut');
    app.actor.send({ type: 'auth.signedIn', session: session('new') });
    expect(readStoredSession()).toMatchObject({ accessToken: 'access.new.sig' });
    await vi.waitFor(() => expect(requests).toContainEqual({ url: '/auth/update' }));
  });
});
