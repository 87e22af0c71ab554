import { useSyncExternalStore } from 'react';

/**
 * The shopper's chosen city (depot) id, remembered in local storage and shared across tabs, and
 * mirrored into the `city` cookie so the server draws a page for that city (decision 123).
 */
export const CITY_STORAGE_KEY = 'city';
export const CITY_COOKIE = 'city';

const listeners = new Set<() => void>();

/** On the server: the city of the request being rendered (set by src/entry-server.tsx). */
let serverCity: () => string | null = () => null;

export function setServerCityReader(reader: () => string | null): void {
  serverCity = reader;
}

const isBrowser = typeof document !== 'undefined';

/** A city id as the cookie may hold it: short, no separators. */
export function cleanCityId(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/** The city named by a Cookie header (or `document.cookie`), or null. */
export function cityFromCookie(cookieHeader: string | null | undefined): string | null {
  const match = new RegExp(`(?:^|;\\s*)${CITY_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  if (!match?.[1]) return null;
  try {
    return cleanCityId(decodeURIComponent(match[1]));
  } catch {
    return null;
  }
}

function writeCookie(cityId: string | null): void {
  if (!isBrowser) return;
  document.cookie =
    cityId === null
      ? `${CITY_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${CITY_COOKIE}=${encodeURIComponent(cityId)}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The city the server drew this page for: what the hydrating render must start from. */
const hydrationCity = isBrowser ? cityFromCookie(document.cookie) : null;

function read(): string | null {
  if (!isBrowser) return serverCity();
  try {
    return globalThis.localStorage?.getItem(CITY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Copies a choice made before the cookie existed into it, so the next page is drawn for it. */
export function mirrorCityCookie(): void {
  const stored = read();
  if (isBrowser && stored !== hydrationCity) writeCookie(cleanCityId(stored));
}

export function getCityId(): string | null {
  return read();
}

export function setCityId(cityId: string | null): void {
  try {
    if (cityId === null) globalThis.localStorage?.removeItem(CITY_STORAGE_KEY);
    else globalThis.localStorage?.setItem(CITY_STORAGE_KEY, cityId);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts for this page only.
    memory = cityId;
  }
  writeCookie(cleanCityId(cityId));
  listeners.forEach((listener) => listener());
}

let memory: string | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CITY_STORAGE_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** The chosen city id, or null when the shopper has not chosen one (the default depot applies). */
export function useCityId(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    // The server draws the page for the request's city; hydration starts from the same one.
    () => (isBrowser ? hydrationCity : serverCity()),
  );
}
