import type { AuthSession } from '../../machines/auth-session.machine';
import { setTokenSource } from '../api/client';
import type { AuthServices } from '../features/auth/auth-services';
import { setSignOutHandler } from '../lib/session-store';
import type { AppAuth } from './auth-session';

/**
 * The auth session starts as the app boots, but its code (XState, the auth client) loads beside
 * the first render instead of before it. Until it is there, everything that needs it waits.
 */
let loading: Promise<AppAuth> | null = null;

export function loadAppAuth(): Promise<AppAuth> {
  loading ??= import('./auth-session').then((module) => module.getAppAuth());
  return loading;
}

/** What the router's `_authed` guard needs (router context `auth`). */
export interface RouterAuth {
  /** The session once it is known (loaded, refreshed if it had expired), or null. */
  whenSettled(): Promise<AuthSession | null>;
}

export const routerAuth: RouterAuth = {
  whenSettled: () => loadAppAuth().then((auth) => auth.whenSettled()),
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
 * Starts the auth session now. API calls and sign-out made before it is ready wait for it; once
 * started it installs its own token source and sign-out.
 */
export function startAppAuth(): Promise<AuthServices> {
  setTokenSource({
    getToken: () => loadAppAuth().then((auth) => auth.getToken()),
    refreshToken: () => loadAppAuth().then((auth) => auth.refreshToken()),
  });
  setSignOutHandler(() => {
    void loadAppAuth().then((auth) => auth.actor.send({ type: 'auth.signOutRequested' }));
  });
  return loadAuthServices();
}
