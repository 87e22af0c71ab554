import { useSyncExternalStore } from 'react';

/** The shopper's chosen city (depot) id, remembered in local storage and shared across tabs. */
export const CITY_STORAGE_KEY = 'city';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return globalThis.localStorage?.getItem(CITY_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
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
    () => null,
  );
}
