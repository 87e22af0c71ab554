import { assign, fromPromise, setup, waitFor } from 'xstate';
import type { ActorRefFrom } from 'xstate';

/** Spec section 3, "Auth session". Times are epoch milliseconds. */
export interface AuthSession {
  userId: string;
  accessToken: string;
  refreshToken: string;
  /** When the access token expires. */
  expiresAt: number;
  tokenType: 'Bearer';
  roles: string[];
  defaultProfile?: { email: string; firstname?: string; lastname?: string } | undefined;
  redirectUrl?: string | undefined;
}

/** A token this close to expiry is refreshed before use, so it cannot expire in flight. */
export const EXPIRY_MARGIN_MS = 30_000;

export interface AuthSessionContext {
  session: AuthSession | null;
  /** Why the running refresh started: on load a new token reloads the page (spec section 4). */
  refreshReason: 'load' | 'expired' | 'rejected' | null;
  /** The last problem, in words for the person (a failed refresh signs out). */
  error: string | null;
}

export type AuthSessionEvent =
  | { type: 'auth.signedIn'; session: AuthSession }
  | { type: 'auth.tokenRequested'; now: number }
  | { type: 'auth.tokenRejected'; token: string }
  | { type: 'auth.signOutRequested' };

export interface LoadedSession {
  session: AuthSession | null;
  now: number;
}

const isExpiredAt = (session: AuthSession | null, now: number) =>
  session !== null && session.expiresAt - EXPIRY_MARGIN_MS <= now;

/**
 * The one auth-session actor of the app (spec section 4). Every authed API call asks it for a
 * token; an expired or rejected token starts one refresh that all callers wait for (single
 * flight); a failed refresh signs out; signing out clears the session and tells the server.
 * Storage, HTTP and reloading are injected actors and actions.
 */
export const authSessionMachine = setup({
  types: {
    context: {} as AuthSessionContext,
    events: {} as AuthSessionEvent,
  },
  actors: {
    loadSession: fromPromise<LoadedSession>(async () => ({ session: null, now: 0 })),
    refreshSession: fromPromise<AuthSession, { refreshToken: string }>(async () => {
      throw new Error('refreshSession is provided by the app');
    }),
    signOut: fromPromise<void, { session: AuthSession | null }>(async () => undefined),
  },
  actions: {
    /** Writes the session to storage and the site's cookie (POST /auth/update). */
    storeSession: (_args, _params: { session: AuthSession }) => undefined,
    /** Removes the session from storage. */
    forgetSession: () => undefined,
    reloadPage: () => undefined,
    assignSession: assign({
      session: (_args, params: { session: AuthSession }) => params.session,
      error: null,
    }),
    clearSession: assign({ session: null, refreshReason: null }),
    /** Why the refresh about to run started (null once it is over). */
    rememberRefreshReason: assign({
      refreshReason: (_args, params: { reason: AuthSessionContext['refreshReason'] }) =>
        params.reason,
    }),
    showSessionEnded: assign({ error: 'Your session has ended. Please sign in again.' }),
  },
  guards: {
    hasNoSession: (_args, params: { loaded: LoadedSession }) => params.loaded.session === null,
    isExpiredOnLoad: (_args, params: { loaded: LoadedSession }) =>
      isExpiredAt(params.loaded.session, params.loaded.now),
    isTokenExpired: ({ context }, params: { now: number }) =>
      isExpiredAt(context.session, params.now),
    wasLoadRefresh: ({ context }) => context.refreshReason === 'load',
    /** A rejection of a token already replaced needs no second refresh. */
    isCurrentToken: ({ context }, params: { token: string }) =>
      context.session?.accessToken === params.token,
  },
}).createMachine({
  id: 'authSession',
  context: { session: null, refreshReason: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasNoSession', params: ({ event }) => ({ loaded: event.output }) },
            target: 'signedOut',
          },
          {
            guard: { type: 'isExpiredOnLoad', params: ({ event }) => ({ loaded: event.output }) },
            target: 'refreshing',
            actions: [
              {
                type: 'assignSession',
                params: ({ event }) => ({ session: event.output.session as AuthSession }),
              },
              { type: 'rememberRefreshReason', params: { reason: 'load' } },
            ],
          },
          {
            target: 'signedIn',
            actions: {
              type: 'assignSession',
              params: ({ event }) => ({ session: event.output.session as AuthSession }),
            },
          },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'auth.signedIn': {
          target: 'signedIn',
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        'auth.tokenRequested': {
          guard: { type: 'isTokenExpired', params: ({ event }) => ({ now: event.now }) },
          target: 'refreshing',
          actions: { type: 'rememberRefreshReason', params: { reason: 'expired' } },
        },
        'auth.tokenRejected': {
          guard: { type: 'isCurrentToken', params: ({ event }) => ({ token: event.token }) },
          target: 'refreshing',
          actions: { type: 'rememberRefreshReason', params: { reason: 'rejected' } },
        },
        'auth.signedIn': {
          actions: [
            { type: 'assignSession', params: ({ event }) => ({ session: event.session }) },
            { type: 'storeSession', params: ({ event }) => ({ session: event.session }) },
          ],
        },
        'auth.signOutRequested': { target: 'signingOut' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        input: ({ context }) => ({ refreshToken: context.session?.refreshToken ?? '' }),
        onDone: [
          {
            guard: 'wasLoadRefresh',
            target: 'reloading',
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
              { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
              { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
              { type: 'rememberRefreshReason', params: { reason: null } },
            ],
          },
        ],
        onError: {
          target: 'signingOut',
          actions: 'showSessionEnded',
        },
      },
      on: {
        // Callers asking during a refresh wait for its result: nothing to do here.
        'auth.tokenRequested': {},
        'auth.tokenRejected': {},
        'auth.signOutRequested': { target: 'signingOut' },
      },
    },
    reloading: {
      // Spec section 4: after a refresh on load yields a new token, the page reloads. Where
      // nothing reloads (stories, tests), the session simply carries on.
      entry: 'reloadPage',
      always: {
        target: 'signedIn',
        actions: { type: 'rememberRefreshReason', params: { reason: null } },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ session: context.session }),
        onDone: { target: 'signedOut', actions: ['forgetSession', 'clearSession'] },
        // Signing out locally never waits on the network.
        onError: { target: 'signedOut', actions: ['forgetSession', 'clearSession'] },
      },
    },
  },
});

export type AuthSessionActor = ActorRefFrom<typeof authSessionMachine>;

/**
 * What the GraphQL client calls for a token: asks the actor, waits out any refresh (all callers
 * share it) and answers the valid access token, or null when signed out.
 */
export async function requestToken(
  actor: AuthSessionActor,
  now: number,
  timeoutMs = 30_000,
): Promise<string | null> {
  actor.send({ type: 'auth.tokenRequested', now });
  const settled = await waitFor(
    actor,
    (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'),
    { timeout: timeoutMs },
  );
  return settled.matches('signedIn') ? (settled.context.session?.accessToken ?? null) : null;
}

/** After the API rejected a token: one shared refresh, then the new token or null. */
export async function refreshAfterRejection(
  actor: AuthSessionActor,
  rejectedToken: string,
  timeoutMs = 30_000,
): Promise<string | null> {
  actor.send({ type: 'auth.tokenRejected', token: rejectedToken });
  const settled = await waitFor(
    actor,
    (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'),
    { timeout: timeoutMs },
  );
  return settled.matches('signedIn') ? (settled.context.session?.accessToken ?? null) : null;
}
