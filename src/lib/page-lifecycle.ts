/**
 * Page lifecycle rules of spec section 4: a page left open across a calendar day reloads itself,
 * and a failed chunk load reloads once, then goes home. Pure rules first, browser wiring after.
 */
import { getLocale, pathInLocale } from '../i18n/locale';

/** When this page last loaded in full (epoch ms), kept per tab. */
export const PAGE_LOADED_AT_KEY = 'page-loaded-at';
/** Set (to the time) before the reload that follows a chunk-load failure. */
export const CHUNK_RELOAD_MARKER_KEY = 'chunk-reload';
/**
 * How long the marker counts. It is not cleared when the reloaded page's route loads: a chunk
 * the page needs later (a lazily loaded part of the shell) could fail again after that, and each
 * failure would reload once more, in a loop. Within this window the second failure goes home.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** True when `now` falls on a later local calendar day than `loadedAt` (spec: 1 day stale). */
export function isStalePage(loadedAt: number, now: number): boolean {
  if (!Number.isFinite(loadedAt) || !Number.isFinite(now) || now <= loadedAt) return false;
  const loaded = new Date(loadedAt);
  const current = new Date(now);
  const loadedDay = Date.UTC(loaded.getFullYear(), loaded.getMonth(), loaded.getDate());
  const currentDay = Date.UTC(current.getFullYear(), current.getMonth(), current.getDate());
  return currentDay > loadedDay;
}

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

/** Whether an error means a code-split chunk of the app could not be loaded (e.g. after a release). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) {
    return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
  }
  return typeof error === 'string' && CHUNK_ERROR_PATTERN.test(error);
}

export type ChunkRecovery = 'reload' | 'go-home' | 'give-up';

/**
 * First failure: reload with a marker. Second (marker present): go to the home page. If that
 * is where it already fails, stop and show the error page rather than loop.
 */
export function chunkRecoveryAction(markerPresent: boolean, pathname: string): ChunkRecovery {
  if (!markerPresent) return 'reload';
  return pathname === '/' ? 'give-up' : 'go-home';
}

interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function session(): KeyValueStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

let memoryLoadedAt = Date.now();

/** Records this full page load; call once at start-up. */
export function recordPageLoad(now: number = Date.now()): void {
  memoryLoadedAt = now;
  try {
    session()?.setItem(PAGE_LOADED_AT_KEY, String(now));
  } catch {
    // Storage full or blocked: the in-memory time still works for this page.
  }
}

export function pageLoadedAt(): number {
  try {
    const stored = Number(session()?.getItem(PAGE_LOADED_AT_KEY));
    return Number.isFinite(stored) && stored > 0 ? stored : memoryLoadedAt;
  } catch {
    return memoryLoadedAt;
  }
}

export function isCurrentPageStale(now: number = Date.now()): boolean {
  return isStalePage(pageLoadedAt(), now);
}

/** True when a chunk failure reloaded this tab within the window. */
export function isChunkMarkerFresh(markedAt: number, now: number): boolean {
  return Number.isFinite(markedAt) && markedAt <= now && now - markedAt < CHUNK_RELOAD_WINDOW_MS;
}

function hasChunkMarker(): boolean {
  try {
    const stored = session()?.getItem(CHUNK_RELOAD_MARKER_KEY);
    return (
      stored !== null && stored !== undefined && isChunkMarkerFresh(Number(stored), Date.now())
    );
  } catch {
    return false;
  }
}

/** What a chunk-load failure would do now, without doing it. */
export function nextChunkRecovery(): ChunkRecovery {
  return chunkRecoveryAction(hasChunkMarker(), globalThis.location?.pathname ?? '/');
}

let recovering = false;

/** Acts on a chunk-load failure; returns what it did so the caller can keep showing a spinner. */
export function recoverFromChunkLoadFailure(): ChunkRecovery {
  const action = nextChunkRecovery();
  if (recovering || action === 'give-up') return action;
  recovering = true;
  try {
    session()?.setItem(CHUNK_RELOAD_MARKER_KEY, String(Date.now()));
  } catch {
    // Without storage the second failure reloads again; the browser cache makes that rare.
  }
  if (action === 'reload') globalThis.location.reload();
  else globalThis.location.assign(pathInLocale('/', getLocale()));
  return action;
}

/**
 * Wires the lifecycle to the browser: reloads a stale page when it is shown or focused again, and
 * turns Vite's preload errors into the chunk recovery. Returns a clean-up function.
 */
export function installPageLifecycle(): () => void {
  const reloadIfStale = () => {
    if (document.visibilityState === 'visible' && isCurrentPageStale())
      globalThis.location.reload();
  };
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    recoverFromChunkLoadFailure();
  };
  document.addEventListener('visibilitychange', reloadIfStale);
  globalThis.addEventListener('focus', reloadIfStale);
  globalThis.addEventListener('vite:preloadError', onPreloadError);
  return () => {
    document.removeEventListener('visibilitychange', reloadIfStale);
    globalThis.removeEventListener('focus', reloadIfStale);
    globalThis.removeEventListener('vite:preloadError', onPreloadError);
  };
}
