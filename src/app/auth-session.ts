import { createActor, fromPromise, waitFor } from 'xstate';
import {
  EXPIRY_MARGIN_MS,
  authSessionMachine,
  refreshAfterRejection,
  requestToken,
} from '../../machines/auth-session.machine';
import type { AuthSession, AuthSessionActor } from '../../machines/auth-session.machine';
import { createAuthClient, isAuthClientError } from '../api/auth-client';
import type { AuthClient } from '../api/auth-client';
import { setTokenSource } from '../api/client';
import { inspector } from '../lib/inspection';
import {
  clearReturnCart,
  forgetStoredSession,
  hasStoredSessionText,
  parseStoredSession,
  readStoredSession,
  setSignOutHandler,
  subscribeToSession,
  writeStoredSession,
} from '../lib/session-store';

/** The app's one auth session: the actor, the auth-service client, and a way to wait for it. */
export interface AppAuth {
  actor: AuthSessionActor;
  client: AuthClient;
  /** The session once it is known (loaded, refreshed if it had expired), or null. */
  whenSettled(): Promise<AuthSession | null>;
  /** A valid access token (refreshed first when it expired), or null when signed out. */
  getToken(): Promise<string | null>;
  /** After the API rejected the current token: one shared refresh, then the new token. */
  refreshToken(): Promise<string | null>;
  /** Stops the actor and its listeners (tests). */
  stop(): void;
}

/**
 * Runs `task` while no other tab of this site runs one under the same name (the Web Locks API;
 * where the browser has none, the task just runs).
 */
export type ExclusiveLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** How long a tab waits for another tab's refresh before refreshing on its own. */
const LOCK_WAIT_MS = 10_000;

async function webLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return task();
  try {
    // `request` resolves with the task's own result once the lock is let go.
    return (await locks.request(name, { signal: AbortSignal.timeout(LOCK_WAIT_MS) }, task)) as T;
  } catch (error) {
    // A tab whose refresh hangs must not hold every other tab forever.
    if (
      error instanceof DOMException &&
      (error.name === 'TimeoutError' || error.name === 'AbortError')
    )
      return task();
    throw error;
  }
}

/** One refresh at a time across the site's tabs: they share one rotating refresh token. */
const REFRESH_LOCK = 'storefront-auth-refresh';

export interface AppAuthOptions {
  client?: AuthClient;
  /** Default: the browser's Web Locks. */
  lock?: ExclusiveLock;
  reloadPage?: () => void;
  now?: () => number;
}

/** Keeps the first and last names the site knew when an answer only brings the email. */
function withKnownNames(next: AuthSession, known: AuthSession | null): AuthSession {
  const names = known?.userId === next.userId ? known.defaultProfile : undefined;
  if (!names || !next.defaultProfile) return next;
  return { ...next, defaultProfile: { ...names, ...next.defaultProfile } };
}

/**
 * Starts the auth-session actor with the browser's effects (spec section 4): the session lives
 * in local storage `auth-session` and in the site's cookie (POST /auth/update); refresh goes to
 * the courier; sign-out tells the auth service and the site, and clears the return cart. The
 * GraphQL client asks it for tokens.
 */
export function createAppAuth(options: AppAuthOptions = {}): AppAuth {
  const client = options.client ?? createAuthClient();
  const now = options.now ?? Date.now;
  const lock = options.lock ?? webLock;
  const reload = options.reloadPage ?? (() => globalThis.location.reload());
  // The newest cookie update; a reload waits for it so the site's server has the new session.
  let pendingSync: Promise<void> = Promise.resolve();

  const machine = authSessionMachine.provide({
    actors: {
      loadSession: fromPromise(async () => {
        const session = readStoredSession();
        // Unreadable leftovers would show "My Account" with no session behind it.
        if (!session && hasStoredSessionText()) forgetStoredSession();
        return { session, now: now() };
      }),
      refreshSession: fromPromise<AuthSession, { refreshToken: string }>(({ input }) =>
        // Under a lock shared by every tab, so two tabs whose tokens expire together cannot both
        // present the same refresh token (the second would look like theft and end the session).
        lock(REFRESH_LOCK, async () => {
          const stored = readStoredSession();
          // Another tab already refreshed: its session is the live one, and our refresh token
          // is used up (presenting it again would end the whole session family).
          if (
            stored &&
            stored.refreshToken !== input.refreshToken &&
            stored.expiresAt - EXPIRY_MARGIN_MS > now()
          )
            return stored;
          const fresh = withKnownNames(await client.refresh(input.refreshToken), stored);
          // Stored before the lock is let go, so the next tab in line finds it.
          writeStoredSession(fresh);
          return fresh;
        }),
      ),
      signOut: fromPromise<void, { session: AuthSession | null }>(async ({ input }) => {
        clearReturnCart();
        await Promise.allSettled([
          input.session ? client.logout(input.session.refreshToken) : Promise.resolve(),
          client.removeSession(),
        ]);
      }),
    },
    actions: {
      storeSession: (_args, params) => {
        writeStoredSession(params.session);
        pendingSync = client.syncSession(params.session).catch((error: unknown) => {
          // The cookie only helps the site's server; the session in storage still works.
          if (!isAuthClientError(error)) throw error;
        });
      },
      forgetSession: () => forgetStoredSession(),
      reloadPage: () => {
        void pendingSync.finally(reload);
      },
    },
  });

  const actor = createActor(machine, { inspect: inspector() });

  // Another tab signed in, refreshed or signed out: follow it, so this tab never presents a
  // refresh token that was already rotated.
  const stopFollowing = subscribeToSession(
    () => undefined,
    (raw) => {
      const snapshot = actor.getSnapshot();
      const theirs = parseStoredSession(raw);
      const ours = snapshot.context.session;
      if (theirs && theirs.refreshToken !== ours?.refreshToken) {
        if (snapshot.matches('signedIn') || snapshot.matches('signedOut'))
          actor.send({ type: 'auth.signedIn', session: theirs });
      } else if (!theirs && ours && snapshot.matches('signedIn')) {
        actor.send({ type: 'auth.signOutRequested' });
      }
    },
  );
  const stopSignOut = setSignOutHandler(() => actor.send({ type: 'auth.signOutRequested' }));

  actor.start();

  const getToken = () => requestToken(actor, now());
  const refreshToken = async () => {
    const token = actor.getSnapshot().context.session?.accessToken;
    return token ? refreshAfterRejection(actor, token) : null;
  };
  setTokenSource({ getToken, refreshToken });

  return {
    actor,
    client,
    getToken,
    refreshToken,
    async whenSettled() {
      const settled = await waitFor(
        actor,
        (snapshot) => snapshot.matches('signedIn') || snapshot.matches('signedOut'),
        { timeout: Infinity },
      );
      return settled.matches('signedIn') ? settled.context.session : null;
    },
    stop() {
      stopFollowing();
      stopSignOut();
      setTokenSource({});
      actor.stop();
    },
  };
}

let appAuth: AppAuth | null = null;

/** The one auth session of the page, started on first use. */
export function getAppAuth(): AppAuth {
  appAuth ??= createAppAuth();
  return appAuth;
}
