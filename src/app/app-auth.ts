import type { AuthSession } from '../../machines/auth-session.machine';
import { setTokenSource } from '../api/client';
import type { AuthServices } from '../features/auth/auth-services';
import { hasStoredSessionText, setSignOutHandler, subscribeToSession } from '../lib/session-store';
import type { AppAuth } from './auth-session';

/**
 * The auth session's code (XState, the auth client) loads beside the first render when a
 * session is stored, and otherwise only when something needs it: a sign-in screen, an account
 * page's guard, a sign-in in another tab (decision 142). A visitor who never signed in
 * downloads none of it. Until it is there, everything that needs it waits.
 */
let loading: Promise<AppAuth> | null = null;
const onLoad: ((auth: AppAuth) => void)[] = [];

export function loadAppAuth(): Promise<AppAuth> {
  if (!loading) {
    loading = import('./auth-session').then((module) => module.getAppAuth());
    for (const callback of onLoad.splice(0)) void loading.then(callback);
  }
  return loading;
}

/** Whether the auth session's code has been asked for. */
export function appAuthStarted(): boolean {
  return loading !== null;
}

/** Runs `callback` with the auth session once its code has loaded (whenever that is). */
export function whenAppAuthLoads(callback: (auth: AppAuth) => void): void {
  if (loading) void loading.then(callback);
  else onLoad.push(callback);
}

/** Whether there can be a session: its code has loaded, or one is stored. */
function mayBeSignedIn(): boolean {
  return loading !== null || hasStoredSessionText();
}

/** What the router's `_authed` guard needs (router context `auth`). */
export interface RouterAuth {
  /** The session once it is known (loaded, refreshed if it had expired), or null. */
  whenSettled(): Promise<AuthSession | null>;
}

export const routerAuth: RouterAuth = {
  whenSettled: () =>
    mayBeSignedIn() ? loadAppAuth().then((auth) => auth.whenSettled()) : Promise.resolve(null),
};

let services: Promise<AuthServices> | null = null;

/** The sign-in screens' services, once the auth session has started. */
export function loadAuthServices(): Promise<AuthServices> {
  services ??= loadAppAuth().then(async (auth) => ({
    client: auth.client,
    actor: auth.actor,
    // The providers the auth service has configured; none when it cannot say.
    socialConnections: await auth.client.socialConnections(),
  }));
  return services;
}

/**
 * Starts the auth session: now when one is stored, else when one appears (a sign-in in another
 * tab) or a screen asks for the auth services. API calls and sign-out made before it is ready
 * wait for it; with no session they go out signed out. Once started it installs its own token
 * source and sign-out. Returns the (lazily started) sign-in screens' services.
 */
export function startAppAuth(): () => Promise<AuthServices> {
  setTokenSource({
    getToken: () =>
      mayBeSignedIn() ? loadAppAuth().then((auth) => auth.getToken()) : Promise.resolve(null),
    refreshToken: () =>
      mayBeSignedIn() ? loadAppAuth().then((auth) => auth.refreshToken()) : Promise.resolve(null),
  });
  setSignOutHandler(() => {
    void loadAppAuth().then((auth) => auth.actor.send({ type: 'auth.signOutRequested' }));
  });
  if (hasStoredSessionText()) void loadAppAuth();
  else {
    const stop = subscribeToSession(() => {
      if (!hasStoredSessionText()) return;
      stop();
      void loadAppAuth();
    });
  }
  return loadAuthServices;
}
