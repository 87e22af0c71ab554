import { useSyncExternalStore } from 'react';
import type { AuthSession } from '../../machines/auth-session.machine';

/**
 * The stored auth session, the one source the UI reads for "am I signed in" (account link,
 * footer, mobile menu, account page). The auth-session actor (machines/auth-session.machine.ts,
 * started in src/app) owns the session and writes it here; the UI only reads and subscribes.
 */
export const AUTH_SESSION_KEY = 'auth-session';

// The return cart is cleared on sign-out (spec section 4), through the cart store: the one
// module that writes the stored carts (it also clears the delivery-time choice).
import { clearReturnCart } from './cart-store';
export { RETURN_CART_KEY, clearReturnCart } from './cart-store';

/** Who referred this shopper (`/ref/{referrerId}/create-account`), for checkout. */
export const REFERRER_KEY = 'referrer-id';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(AUTH_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
}

/** A stored session text as a session, or null when it is missing, corrupt or incomplete. */
export function parseStoredSession(raw: string | null): AuthSession | null {
  if (raw === null || raw === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const stored = value as Record<string, unknown>;
  if (
    typeof stored.accessToken !== 'string' ||
    stored.accessToken === '' ||
    typeof stored.refreshToken !== 'string' ||
    typeof stored.userId !== 'string' ||
    typeof stored.expiresAt !== 'number' ||
    !Number.isFinite(stored.expiresAt)
  )
    return null;
  const session: AuthSession = {
    userId: stored.userId,
    accessToken: stored.accessToken,
    refreshToken: stored.refreshToken,
    expiresAt: stored.expiresAt,
    tokenType: 'Bearer',
    roles: Array.isArray(stored.roles)
      ? stored.roles.filter((role): role is string => typeof role === 'string')
      : [],
  };
  const profile = stored.defaultProfile as Record<string, unknown> | null | undefined;
  if (profile && typeof profile === 'object' && typeof profile.email === 'string') {
    session.defaultProfile = { email: profile.email };
    if (typeof profile.firstname === 'string') session.defaultProfile.firstname = profile.firstname;
    if (typeof profile.lastname === 'string') session.defaultProfile.lastname = profile.lastname;
  }
  if (typeof stored.redirectUrl === 'string') session.redirectUrl = stored.redirectUrl;
  return session;
}

/** Whether a stored session text holds an access token; corrupt or empty data is signed out. */
export function hasAccessToken(raw: string | null): boolean {
  if (raw === null || raw === '') return false;
  try {
    const session: unknown = JSON.parse(raw);
    if (typeof session !== 'object' || session === null) return false;
    const token = (session as { accessToken?: unknown }).accessToken;
    return typeof token === 'string' && token.length > 0;
  } catch {
    return false;
  }
}

/** Whether anything at all is stored under the session key (corrupt data included). */
export function hasStoredSessionText(): boolean {
  const raw = readRaw();
  return raw !== null && raw !== '';
}

export function readStoredSession(): AuthSession | null {
  return parseStoredSession(readRaw());
}

export function getSignedIn(): boolean {
  return hasAccessToken(readRaw());
}

/** Tells listeners in this tab that the session changed (storage events only reach other tabs). */
export function notifySessionChanged(): void {
  listeners.forEach((listener) => listener());
}

/** Keeps the session (the auth-session actor's `storeSession`). */
export function writeStoredSession(session: AuthSession): void {
  try {
    storage()?.setItem(AUTH_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives on in memory for this page.
  }
  notifySessionChanged();
}

/** Forgets the session (the auth-session actor's `forgetSession`). */
export function forgetStoredSession(): void {
  try {
    storage()?.removeItem(AUTH_SESSION_KEY);
  } catch {
    // Storage unavailable: there was no stored session to forget.
  }
  notifySessionChanged();
}

/**
 * Calls `listener` when the stored session changes in this tab or another one; `onOtherTab`
 * receives the new text of a change made in another tab.
 */
export function subscribeToSession(
  listener: () => void,
  onOtherTab?: (raw: string | null) => void,
): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_SESSION_KEY || event.key === null) {
      onOtherTab?.(event.key === null ? null : event.newValue);
      listener();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

function subscribe(listener: () => void): () => void {
  return subscribeToSession(listener);
}

/** True while a session with an access token is stored; follows other tabs too. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, getSignedIn, () => false);
}

let lastRaw: string | null = null;
let lastSession: AuthSession | null = null;

/** The same object for the same stored text, as useSyncExternalStore needs. */
function getStoredSessionSnapshot(): AuthSession | null {
  const raw = readRaw();
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastSession = parseStoredSession(raw);
  }
  return lastSession;
}

/** The stored session (its email for the account page), or null when signed out. */
export function useStoredSession(): AuthSession | null {
  return useSyncExternalStore(subscribe, getStoredSessionSnapshot, () => null);
}

let signOutHandler: (() => void) | null = null;

/**
 * The app's sign-out (the auth-session actor: tells the server, clears the return cart and the
 * session); returns a function that removes it again.
 */
export function setSignOutHandler(handler: () => void): () => void {
  signOutHandler = handler;
  return () => {
    if (signOutHandler === handler) signOutHandler = null;
  };
}

/** Signs out through the auth session; without one (stories, tests) forgets the stored session. */
export function signOut(): void {
  if (signOutHandler) {
    signOutHandler();
    return;
  }
  clearReturnCart();
  forgetStoredSession();
}

const REFERRER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Keeps who referred this shopper for checkout; ignores ids that cannot be one. */
export function rememberReferrer(referrerId: string): boolean {
  if (!REFERRER_ID.test(referrerId)) return false;
  try {
    storage()?.setItem(REFERRER_KEY, referrerId);
    return true;
  } catch {
    return false;
  }
}

/** The referrer kept by `/ref/{referrerId}/create-account`, or null. */
export function storedReferrer(): string | null {
  try {
    const value = storage()?.getItem(REFERRER_KEY) ?? null;
    return value !== null && REFERRER_ID.test(value) ? value : null;
  } catch {
    return null;
  }
}

/** The point-of-sale role of spec section 6 (EQ3 showroom customers, decision 116). */
export const POS_ROLE = 'customer:pos:eq3';

/**
 * The role cart prices are asked in: the point-of-sale role when the signed-in customer holds
 * it (the server then prices for that channel), else none (the default customer role).
 */
export function pricingRole(): string | undefined {
  return readStoredSession()?.roles.includes(POS_ROLE) ? POS_ROLE : undefined;
}
