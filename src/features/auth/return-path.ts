/** Where a shopper lands after signing in when nothing else was asked for. */
export const DEFAULT_RETURN_PATH = '/account';

const PLACEHOLDER_ORIGIN = 'http://return-path.invalid';

/**
 * Pages that only sign in: coming back to them after signing in would go round in circles.
 * (`/login-token` is not one: signed in, it makes a link for another device.)
 */
const SIGN_IN_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset',
  '/tl',
  '/link-account',
  '/callback',
  '/complete-account',
  '/refresh-token',
];

/**
 * The return path `p` when it is a path on this site (`/account?tab=1`), else undefined: no
 * other origin, no protocol-relative `//host`, no backslashes or control characters.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  if (value.includes('\\')) return undefined;
  if ([...value].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127))
    return undefined;
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

function isSignInPath(path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').toLowerCase().replace(/\/+$/, '');
  return SIGN_IN_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Where to go after signing in: `p` when it is safe and not a sign-in page, else /account. */
export function returnPathAfterSignIn(value: unknown, fallback = DEFAULT_RETURN_PATH): string {
  const path = safeReturnPath(value);
  return path && !isSignInPath(path) ? path : fallback;
}

/**
 * The `validateSearch` of pages that take a return path `p`. It always answers `p`, undefined
 * when unsafe: the router merges a route's search over the raw one, so leaving the key out
 * would let the raw value through.
 */
export function validateReturnSearch(search: Record<string, unknown>): { p?: string | undefined } {
  return { p: safeReturnPath(search.p) };
}
