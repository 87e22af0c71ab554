import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_MARKER_KEY,
  chunkRecoveryAction,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkMarkerFresh,
  isChunkLoadError,
  isStalePage,
  PAGE_LOADED_AT_KEY,
  pageLoadedAt,
  recordPageLoad,
  recoverFromChunkLoadFailure,
} from '../../src/lib/page-lifecycle';

const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime();

describe('isStalePage: a page open across a calendar day', () => {
  it('is fresh on the day it loaded', () => {
    expect(isStalePage(at(2025, 3, 10, 0, 1), at(2025, 3, 10, 23, 59))).toBe(false);
  });

  it('is stale from the next calendar day, even minutes later', () => {
    expect(isStalePage(at(2025, 3, 10, 23, 50), at(2025, 3, 11, 0, 5))).toBe(true);
    expect(isStalePage(at(2025, 12, 31, 22), at(2026, 1, 1, 9))).toBe(true);
    expect(isStalePage(at(2025, 3, 1, 9), at(2025, 3, 8, 9))).toBe(true);
  });

  it('is never stale with a clock that went backwards or bad input', () => {
    expect(isStalePage(at(2025, 3, 11, 9), at(2025, 3, 10, 9))).toBe(false);
    expect(isStalePage(Number.NaN, at(2025, 3, 10, 9))).toBe(false);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://shop.example/assets/faq-abc.js',
    'error loading dynamically imported module',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-1.css',
    'Loading chunk 42 failed.',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('recognises a ChunkLoadError by name and plain strings', () => {
    const error = new Error('whatever');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError('Failed to fetch dynamically imported module x')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('chunkRecoveryAction', () => {
  it('reloads first, then goes home, then gives up at home', () => {
    expect(chunkRecoveryAction(false, '/faq')).toBe('reload');
    expect(chunkRecoveryAction(false, '/')).toBe('reload');
    expect(chunkRecoveryAction(true, '/faq')).toBe('go-home');
    expect(chunkRecoveryAction(true, '/')).toBe('give-up');
  });
});

describe('browser wiring with a session store and location', () => {
  const store = new Map<string, string>();
  const location = { pathname: '/faq', reload: vi.fn(), assign: vi.fn() };

  beforeEach(() => {
    store.clear();
    location.reload.mockReset();
    location.assign.mockReset();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
    });
    vi.stubGlobal('location', location);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('records the load time in session storage', () => {
    recordPageLoad(1234);
    expect(store.get(PAGE_LOADED_AT_KEY)).toBe('1234');
    expect(pageLoadedAt()).toBe(1234);
  });

  it('reloads once with a marker, and the second failure goes home', async () => {
    const first = await import('../../src/lib/page-lifecycle');
    expect(first.recoverFromChunkLoadFailure()).toBe('reload');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(store.has(CHUNK_RELOAD_MARKER_KEY)).toBe(true);

    // The reloaded page is a fresh module instance.
    vi.resetModules();
    const second = await import('../../src/lib/page-lifecycle');
    expect(second.recoverFromChunkLoadFailure()).toBe('go-home');
    expect(location.assign).toHaveBeenCalledWith('/');
  });

  it('keeps the marker through a clean load, so a later failure goes home instead of looping', async () => {
    const first = await import('../../src/lib/page-lifecycle');
    expect(first.recoverFromChunkLoadFailure()).toBe('reload');
    // The reloaded page's route loads cleanly; a lazily loaded part then fails again.
    vi.resetModules();
    const reloaded = await import('../../src/lib/page-lifecycle');
    reloaded.recordPageLoad();
    expect(reloaded.recoverFromChunkLoadFailure()).toBe('go-home');
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('lets a marker lapse after the window: a failure much later reloads once again', async () => {
    store.set(CHUNK_RELOAD_MARKER_KEY, String(Date.now() - CHUNK_RELOAD_WINDOW_MS - 1));
    const fresh = await import('../../src/lib/page-lifecycle');
    expect(fresh.recoverFromChunkLoadFailure()).toBe('reload');
    expect(isChunkMarkerFresh(1_000, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(true);
    expect(isChunkMarkerFresh(1_000, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(false);
    expect(isChunkMarkerFresh(Number('x'), 1_000)).toBe(false);
  });

  it('gives up when home itself fails after a reload', async () => {
    store.set(CHUNK_RELOAD_MARKER_KEY, String(Date.now()));
    location.pathname = '/';
    const fresh = await import('../../src/lib/page-lifecycle');
    expect(fresh.recoverFromChunkLoadFailure()).toBe('give-up');
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    location.pathname = '/faq';
  });

  it('acts only once per page', () => {
    expect(recoverFromChunkLoadFailure()).toBe('reload');
    recoverFromChunkLoadFailure();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
