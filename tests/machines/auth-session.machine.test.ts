import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import {
  EXPIRY_MARGIN_MS,
  authSessionMachine,
  refreshAfterRejection,
  requestToken,
} from '../../machines/auth-session.machine';
import type { AuthSession, LoadedSession } from '../../machines/auth-session.machine';

const NOW = 1_800_000_000_000;

function session(accessToken: string, expiresAt = NOW + 15 * 60_000): AuthSession {
  return {
    userId: 'u-1',
    accessToken,
    refreshToken: `refresh-${accessToken}`,
    expiresAt,
    tokenType: 'Bearer',
    roles: ['customer'],
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A machine whose effects are spies the test controls. */
function harness(loaded: LoadedSession) {
  const refreshes: ReturnType<typeof deferred<AuthSession>>[] = [];
  const stored: AuthSession[] = [];
  const spies = { reloadPage: vi.fn(), forgetSession: vi.fn(), signOut: vi.fn() };
  const machine = authSessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => loaded),
      refreshSession: fromPromise(async () => {
        const next = deferred<AuthSession>();
        refreshes.push(next);
        return next.promise;
      }),
      signOut: fromPromise(async () => {
        spies.signOut();
      }),
    },
    actions: {
      storeSession: (_args, params) => {
        stored.push(params.session);
      },
      forgetSession: spies.forgetSession,
      reloadPage: spies.reloadPage,
    },
  });
  const actor = createActor(machine).start();
  return { actor, refreshes, stored, spies };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('auth session: behaviour of spec section 4', () => {
  it('starts signed out without a stored session', async () => {
    const { actor } = harness({ session: null, now: NOW });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    await expect(requestToken(actor, NOW)).resolves.toBeNull();
  });

  it('stores the session on sign-in and hands out its token', async () => {
    const { actor, stored } = harness({ session: null, now: NOW });
    await settle();
    actor.send({ type: 'auth.signedIn', session: session('a') });
    expect(stored.map((s) => s.accessToken)).toEqual(['a']);
    await expect(requestToken(actor, NOW)).resolves.toBe('a');
  });

  it('refreshes a token expired on load, then reloads the page', async () => {
    const { actor, refreshes, spies } = harness({ session: session('old', NOW - 1), now: NOW });
    await settle();
    expect(actor.getSnapshot().value).toBe('refreshing');
    refreshes[0]!.resolve(session('new'));
    await settle();
    expect(spies.reloadPage).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.session?.accessToken).toBe('new');
  });

  it('shares one refresh among ten concurrent callers (single flight)', async () => {
    const { actor, refreshes, spies } = harness({ session: session('a'), now: NOW });
    await settle();
    const later = NOW + 15 * 60_000;
    const callers = Array.from({ length: 10 }, () => requestToken(actor, later));
    await settle();
    expect(refreshes).toHaveLength(1);
    refreshes[0]!.resolve(session('b', later + 15 * 60_000));
    await expect(Promise.all(callers)).resolves.toEqual(Array(10).fill('b'));
    expect(refreshes).toHaveLength(1);
    expect(spies.reloadPage).not.toHaveBeenCalled();
  });

  it('refreshes once when the API rejects a token, and not again for the old token', async () => {
    const { actor, refreshes } = harness({ session: session('a'), now: NOW });
    await settle();
    const first = refreshAfterRejection(actor, 'a');
    const second = refreshAfterRejection(actor, 'a');
    await settle();
    refreshes[0]!.resolve(session('b'));
    await expect(Promise.all([first, second])).resolves.toEqual(['b', 'b']);
    await expect(refreshAfterRejection(actor, 'a')).resolves.toBe('b');
    expect(refreshes).toHaveLength(1);
  });

  it('signs out when the refresh fails, telling the server and clearing storage', async () => {
    const { actor, refreshes, spies } = harness({ session: session('a'), now: NOW });
    await settle();
    const caller = requestToken(actor, NOW + 60 * 60_000);
    await settle();
    refreshes[0]!.reject(new Error('401'));
    await expect(caller).resolves.toBeNull();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.session).toBeNull();
    expect(spies.signOut).toHaveBeenCalledOnce();
    expect(spies.forgetSession).toHaveBeenCalledOnce();
  });

  it('signs out on request', async () => {
    const { actor, spies } = harness({ session: session('a'), now: NOW });
    await settle();
    actor.send({ type: 'auth.signOutRequested' });
    await settle();
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(spies.signOut).toHaveBeenCalledOnce();
  });

  it('treats a token within the margin of expiry as expired', async () => {
    const { actor, refreshes } = harness({
      session: session('a', NOW + EXPIRY_MARGIN_MS - 1),
      now: NOW - 60_000,
    });
    await settle();
    const caller = requestToken(actor, NOW);
    await settle();
    expect(refreshes).toHaveLength(1);
    refreshes[0]!.resolve(session('b'));
    await expect(caller).resolves.toBe('b');
  });
});

describe('auth session: model-based paths', () => {
  const fresh = session('a');
  const events = [
    { type: 'xstate.done.actor.loadSession', output: { session: null, now: NOW } },
    { type: 'xstate.done.actor.loadSession', output: { session: fresh, now: NOW } },
    { type: 'xstate.done.actor.loadSession', output: { session: session('x', NOW - 1), now: NOW } },
    { type: 'xstate.error.actor.loadSession', error: new Error('storage') },
    { type: 'auth.signedIn', session: fresh },
    { type: 'auth.tokenRequested', now: NOW },
    { type: 'auth.tokenRequested', now: NOW + 60 * 60_000 },
    { type: 'auth.tokenRejected', token: 'a' },
    { type: 'auth.signOutRequested' },
    { type: 'xstate.done.actor.refreshSession', output: session('b') },
    { type: 'xstate.error.actor.refreshSession', error: new Error('401') },
    { type: 'xstate.done.actor.signOut' },
    { type: 'xstate.error.actor.signOut', error: new Error('offline') },
  ];
  const options = {
    events: events as never,
    serializeState: (s: { value: unknown; context: { refreshReason: unknown } }) =>
      JSON.stringify([s.value, s.context.refreshReason]),
  } as never;
  const paths = [
    ...getShortestPaths(authSessionMachine, options),
    ...getSimplePaths(authSessionMachine, options),
  ];

  it('reaches every state of the machine', () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    const all = Object.keys(authSessionMachine.root.states).map((key) => JSON.stringify(key));
    // `reloading` is passed through on the way back to signedIn.
    expect([...reached].sort()).toEqual(all.filter((key) => key !== '"reloading"').sort());
  });

  it('never holds a token past its expiry when it hands one out', () => {
    for (const path of paths) {
      for (const step of path.steps) {
        const { value, context } = step.state;
        if (value === 'signedIn' && step.event.type === 'auth.tokenRequested') {
          const now = (step.event as { now: number }).now;
          expect(context.session!.expiresAt - EXPIRY_MARGIN_MS).toBeGreaterThan(now);
        }
        if (value === 'signedOut') expect(context.session).toBeNull();
      }
    }
  });
});
