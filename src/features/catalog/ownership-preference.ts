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

/** The shopper's preference, or the default (also when there is no document). */
export function readOwnershipPreference(): PurchaseOption {
  return ownershipFromCookies(globalThis.document?.cookie ?? '');
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
