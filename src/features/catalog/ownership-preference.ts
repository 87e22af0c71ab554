/**
 * The shopper's ownership preference (spec sections 4 and 9): the way to pay they last chose on
 * a product page, kept in the `ownership` cookie for a year so the next product page starts on
 * it. Default `monthlyv3`. Decision 101.
 */
import { isPurchaseOption } from '../../../machines/purchase-options';
import type { PurchaseOption } from '../../../machines/purchase-options';
import { DEFAULT_PURCHASE_OPTION } from './purchase-choices';

export const OWNERSHIP_COOKIE = 'ownership';

/** One year, as every cookie of the store (spec section 9). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The preference in a `document.cookie` string; the default when absent or not an option. */
export function ownershipFromCookies(cookies: string): PurchaseOption {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${OWNERSHIP_COOKIE}=`))
    ?.slice(OWNERSHIP_COOKIE.length + 1);
  return isPurchaseOption(value) ? value : DEFAULT_PURCHASE_OPTION;
}

/** On the server: the `ownership` cookie of the request being drawn (set by src/entry-server.tsx). */
let serverOwnership: () => string | null = () => null;

export function setServerOwnershipReader(reader: () => string | null): void {
  serverOwnership = reader;
}

/**
 * The shopper's preference, or the default: the page's cookie in the browser, the request's on the
 * server, so a server-drawn product page already shows it and hydrates without a change.
 */
export function readOwnershipPreference(): PurchaseOption {
  if (globalThis.document) return ownershipFromCookies(document.cookie);
  const value = serverOwnership();
  return isPurchaseOption(value) ? value : DEFAULT_PURCHASE_OPTION;
}

/** The `Set-Cookie`-style string that keeps a preference for a year on the whole site. */
export function ownershipCookie(option: PurchaseOption): string {
  return `${OWNERSHIP_COOKIE}=${option}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

/** Remembers the way to pay the shopper chose. A browser refusing cookies loses nothing else. */
export function saveOwnershipPreference(option: PurchaseOption): void {
  if (!globalThis.document) return;
  document.cookie = ownershipCookie(option);
}
