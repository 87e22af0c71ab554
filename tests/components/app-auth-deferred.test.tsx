// A visitor who never signed in downloads no auth-session code; a stored session, a sign-in in
// another tab or a sign-in screen starts it (decision 142).
import { afterAll, describe, expect, it } from 'vitest';
import { appAuthStarted, routerAuth, startAppAuth } from '../../src/app/app-auth';
import { setApiFetch } from '../../src/api/client';
import { AUTH_SESSION_KEY } from '../../src/lib/session-store';

afterAll(() => localStorage.removeItem(AUTH_SESSION_KEY));

describe('the auth session for a visitor who never signed in', () => {
  it('stays unloaded through API calls and guards, and starts when a session appears', async () => {
    localStorage.removeItem(AUTH_SESSION_KEY);
    const sent: (string | null)[] = [];
    setApiFetch(async (_input, init) => {
      sent.push(new Headers(init?.headers).get('authorization'));
      return new Response(JSON.stringify({ data: { version: 'test' } }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const services = startAppAuth();
    expect(appAuthStarted()).toBe(false);
    // An account page's guard: signed out, decided without the session's code.
    await expect(routerAuth.whenSettled()).resolves.toBeNull();
    const { api } = await import('../../src/api/client');
    await api.request('query Version { version }', undefined, { auth: 'optional' });
    expect(sent).toEqual([null]);
    expect(appAuthStarted()).toBe(false);

    // Another tab signs in: its session arrives through a storage event.
    const session = {
      userId: 'u-1',
      accessToken: 'a.b.c',
      refreshToken: 'r',
      expiresAt: Date.now() + 3_600_000,
      tokenType: 'Bearer',
      roles: ['customer'],
    };
    localStorage.setItem(AUTH_SESSION_KEY, JSON.stringify(session));
    window.dispatchEvent(
      new StorageEvent('storage', { key: AUTH_SESSION_KEY, newValue: JSON.stringify(session) }),
    );
    expect(appAuthStarted()).toBe(true);
    // The sign-in screens' services are the same promise each time (React's `use` needs that).
    expect(services()).toBe(services());
    const { actor } = await services();
    expect(actor).toBeDefined();
    await expect(routerAuth.whenSettled()).resolves.toMatchObject({ userId: 'u-1' });
  });
});
