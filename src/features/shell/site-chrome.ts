import { m } from '../../i18n/paraglide/messages.js';

/**
 * Which paths show the site header and footer (spec section 2). A prefix hides its own path and
 * everything under it, segment by segment: `/returns` hides `/returns/2/9` but not
 * `/returncenter`; only `/returncenter/select` of the return centre is bare.
 */
export const CHROMELESS_PATH_PREFIXES = [
  '/checkout',
  '/returncenter/select',
  '/buyout',
  '/returns',
  '/verification',
  '/partner',
  '/moveproducts',
  '/productimages',
  '/version',
  '/photosforreturn',
  '/swapproducts',
  '/contract/subscribe',
  '/contract/rent',
  '/contract/own',
] as const;

/** Lower case, one slash between segments, no trailing slash (except the root). */
export function normalizePathname(pathname: string): string {
  const path = `/${pathname.split(/[?#]/)[0] ?? ''}`.replace(/\/{2,}/g, '/').toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function startsWithSegments(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** True on the paths where the header and footer are hidden. */
export function isChromeHidden(pathname: string): boolean {
  const path = normalizePathname(pathname);
  return CHROMELESS_PATH_PREFIXES.some((prefix) => startsWithSegments(path, prefix));
}

/** The cart icon is disabled on paths starting `/checkout/confirm` (spec section 2). */
export function isCartIconDisabled(pathname: string): boolean {
  return normalizePathname(pathname).startsWith('/checkout/confirm');
}

export type BackLink = { to: string; label: string };

/**
 * The back link shown above an account page: nested address pages go back to Address, product
 * reviews to My Products, every other account page to My Account. None on My Account itself.
 */
export function accountBackLink(pathname: string): BackLink | null {
  const path = normalizePathname(pathname);
  if (!startsWithSegments(path, '/account')) return null;
  if (path === '/account' || path === '/account/overview' || path === '/account/accountdetails')
    return null;
  if (path.startsWith('/account/address/'))
    return { to: '/account/address', label: m.shell_back_address() };
  if (startsWithSegments(path, '/account/product-review')) {
    return { to: '/account/my-products', label: m.shell_back_my_products() };
  }
  return { to: '/account', label: m.shell_back_my_account() };
}
