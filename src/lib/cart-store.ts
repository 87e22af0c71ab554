import { useSyncExternalStore } from 'react';
import { isPurchaseOption, purchaseKindOf } from '../../machines/purchase-options';
import type { PurchaseOption } from '../../machines/purchase-options';
import type { ChosenCartLine } from '../../machines/cart-line';

/**
 * The shopper's cart, kept in the browser (spec sections 4 and 9): lines under `cart-v4`, return
 * lines under `return-cart-v1`, the delivery-time choice under `delivery-time`, the assembly flag
 * under `assembly`, and the ownership preference in a cookie (default monthlyv3). Local storage
 * is used when it works, cookies otherwise; other tabs follow through storage events.
 *
 * This module is the only reader and writer of the stored cart: the product page, the header's
 * count and pop-up, the cart page, shared carts and packages all go through it.
 *
 * ```ts
 * localStorage['cart-v4'] = JSON.stringify(CartLine[])
 * {
 *   productId: '9',                       // variant id (Product.id)
 *   quantity: 1,                          // 1..20
 *   purchaseOption: 'monthlyv3',          // PurchaseOption
 *   termLength: 36,                       // months, null for outright options
 *   pivotCare: false,                     // PivotCare damage cover (subscriptions, rentals);
 *                                         // absent in carts stored before it, read as false
 *   options: [{ optionId: '1', valueId: '1' }], // chosen option values (CartOptionInput)
 *   name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
 *   slug: 'bedford-apartment-sofa',       // parent product slug, for links back
 *   image: '/images/thumb/sofa-oatmeal',  // base url in the thumb set, or null
 *   addedAt: '2026-01-15T14:03:00.000Z',  // ISO time of the last add
 * }
 * ```
 *
 * Prices are never stored: the server prices the cart (DESIGN.md, "Cart").
 */
export const CART_KEY = 'cart-v4';
/** Keys earlier releases kept the cart under; found ones are discarded with a notice. */
export const LEGACY_CART_KEYS = ['cart-v3', 'cart-v2', 'cart-v1'] as const;
export const RETURN_CART_KEY = 'return-cart-v1';
export const DELIVERY_TIME_KEY = 'delivery-time';
export const ASSEMBLY_KEY = 'assembly';
export const OWNERSHIP_COOKIE = 'ownership';
export const DEFAULT_OWNERSHIP: PurchaseOption = 'monthlyv3';
/** Dispatched on `window` after every change in this tab. */
export const CART_CHANGED_EVENT = 'cart-v4:changed';
/** The server's most per line (MAX_LINE_QUANTITY in the cart rules). */
export const MAX_LINE_QUANTITY = 20;
/** The server's most lines per cart (MAX_CART_LINES in the cart service). */
export const MAX_CART_LINES = 50;
/** Spec section 9: pressing and holding the cart icon this long clears both carts. */
export const CART_CLEAR_HOLD_MS = 3000;

export const DISCARDED_CART_NOTICE =
  'We could not read your saved cart, so it was emptied. Please add your items again.';

export type { CartLineOption } from '../../machines/cart-line';

/** A stored line: the cart line the API prices, with what the page shows of it. */
export interface CartLine extends ChosenCartLine {
  purchaseOption: PurchaseOption;
  name: string;
  slug: string;
  image: string | null;
  addedAt: string;
}

export type NewCartLine = Omit<CartLine, 'addedAt' | 'quantity' | 'pivotCare'> & {
  quantity?: number;
  pivotCare?: boolean;
};

export interface ReturnLine {
  id: string;
  quantity: number;
  name: string;
  thumbUrl: string | null;
}

export interface DeliveryTime {
  date: string;
  estimatedDays: number;
}

/** Thrown when the browser refuses to keep the cart (storage full, blocked or cookie too big). */
export class CartWriteError extends Error {
  override readonly name = 'CartWriteError';
}

interface Backend {
  readonly source: Storage | null;
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const cookieBackend: Backend = {
  source: null,
  get(key) {
    const match = globalThis.document?.cookie
      .split('; ')
      .find((part) => part.startsWith(`${encodeURIComponent(key)}=`));
    return match ? decodeURIComponent(match.slice(match.indexOf('=') + 1)) : null;
  },
  set(key, value) {
    if (!globalThis.document) throw new CartWriteError('No storage in this browser.');
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
    // Browsers drop a cookie over about 4 KB without a word; read it back to know.
    if (cookieBackend.get(key) !== value) throw new CartWriteError('The cart is too big to keep.');
  },
  remove(key) {
    if (!globalThis.document) return;
    document.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0; samesite=lax`;
  },
};

function localBackend(storage: Storage | undefined): Backend | null {
  try {
    if (!storage) return null;
    const probe = '__cart_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      source: storage,
      get: (key) => storage.getItem(key),
      set: (key, value) => {
        try {
          storage.setItem(key, value);
        } catch (cause) {
          throw new CartWriteError('The browser refused to save the cart.', { cause });
        }
      },
      remove: (key) => storage.removeItem(key),
    };
  } catch {
    return null;
  }
}

let backendCache: Backend | null = null;
let backendFor: Storage | undefined | null = null;
function backend(): Backend {
  let storage: Storage | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  if (!backendCache || backendFor !== storage) {
    backendFor = storage;
    backendCache = localBackend(storage) ?? cookieBackend;
  }
  return backendCache;
}

const listeners = new Set<() => void>();
let version = 0;
/** A message for the shopper when a stored cart could not be read and was discarded. */
let discardNotice: string | null = null;
let cachedLines: CartLine[] | null = null;
let cachedReturns: ReturnLine[] | null = null;

function changed(): void {
  version += 1;
  cachedLines = null;
  cachedReturns = null;
  listeners.forEach((listener) => listener());
  globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
}

/** A change the shopper made: the notice about an unreadable old cart has served its turn. */
function changedByShopper(): void {
  discardNotice = null;
  keepSaleNotice(null);
  changed();
}

/** The sale's conversion notice outlives a page load (this tab's session) until dismissed. */
const SALE_NOTICE_KEY = 'cart-sale-notice';

function keepSaleNotice(notice: string | null): void {
  try {
    if (notice === null) globalThis.sessionStorage?.removeItem(SALE_NOTICE_KEY);
    else globalThis.sessionStorage?.setItem(SALE_NOTICE_KEY, notice);
  } catch {
    // No session storage: the notice stays for this page only.
  }
}

function keptSaleNotice(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(SALE_NOTICE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Forgets what was read and tells every reader to read again (after an outside write). */
export function reloadCart(): void {
  changed();
}

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Partial<CartLine>;
  return (
    typeof line.productId === 'string' &&
    line.productId.length > 0 &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity >= 1 &&
    line.quantity <= MAX_LINE_QUANTITY &&
    isPurchaseOption(line.purchaseOption) &&
    (line.termLength === null ||
      line.termLength === undefined ||
      (typeof line.termLength === 'number' && Number.isInteger(line.termLength))) &&
    (line.options === undefined || Array.isArray(line.options)) &&
    (line.pivotCare === undefined || typeof line.pivotCare === 'boolean')
  );
}

function normaliseLine(line: Omit<CartLine, 'pivotCare'> & { pivotCare?: boolean }): CartLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: typeof line.termLength === 'number' ? line.termLength : null,
    pivotCare: line.pivotCare === true,
    options: Array.isArray(line.options)
      ? line.options
          .filter(
            (option) => typeof option?.optionId === 'string' && typeof option?.valueId === 'string',
          )
          .map((option) => ({ optionId: option.optionId, valueId: option.valueId }))
      : [],
    name: typeof line.name === 'string' && line.name !== '' ? line.name : 'Item',
    slug: typeof line.slug === 'string' ? line.slug : '',
    image: typeof line.image === 'string' && line.image !== '' ? line.image : null,
    addedAt: typeof line.addedAt === 'string' ? line.addedAt : new Date(0).toISOString(),
  };
}

/**
 * Parses stored lines. A value that is not a list is discarded; lines that are not whole
 * (an older shape, a hand edit) are dropped; either way `discarded` says so, and nothing throws.
 */
export function parseLines(raw: string | null): { lines: CartLine[]; discarded: boolean } {
  if (raw === null || raw === '') return { lines: [], discarded: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { lines: [], discarded: true };
    const lines = parsed.filter(isLine).map(normaliseLine).slice(0, MAX_CART_LINES);
    return { lines, discarded: lines.length !== parsed.length };
  } catch {
    return { lines: [], discarded: true };
  }
}

/** How many items the lines hold: the sum of their quantities (the header's count). */
export function countItems(lines: readonly { quantity?: number | undefined }[]): number {
  return lines.reduce((sum, line) => sum + (line.quantity ?? 1), 0);
}

export function readCart(): CartLine[] {
  if (cachedLines) return cachedLines;
  const store = backend();
  const { lines, discarded } = parseLines(store.get(CART_KEY));
  let legacy = false;
  for (const key of LEGACY_CART_KEYS) {
    if (store.get(key) !== null) {
      legacy = true;
      store.remove(key);
    }
  }
  if (discarded || legacy) {
    discardNotice = DISCARDED_CART_NOTICE;
    try {
      writeLines(lines);
    } catch {
      // Keeping the readable lines failed too; they stay in memory for this page.
    }
  }
  cachedLines = lines;
  return lines;
}

export function readReturnCart(): ReturnLine[] {
  if (cachedReturns) return cachedReturns;
  try {
    const parsed: unknown = JSON.parse(backend().get(RETURN_CART_KEY) ?? '[]');
    cachedReturns = Array.isArray(parsed)
      ? parsed
          .filter(
            (line): line is ReturnLine =>
              typeof line?.id === 'string' && Number.isInteger(line?.quantity) && line.quantity > 0,
          )
          .map((line) => ({
            id: line.id,
            quantity: line.quantity,
            name: typeof line.name === 'string' ? line.name : 'Item',
            thumbUrl: typeof line.thumbUrl === 'string' ? line.thumbUrl : null,
          }))
      : [];
  } catch {
    cachedReturns = [];
  }
  return cachedReturns;
}

function writeLines(lines: readonly CartLine[]): void {
  if (lines.length === 0) backend().remove(CART_KEY);
  else backend().set(CART_KEY, JSON.stringify(lines));
}

/** The notice about a discarded cart, if there is one; it stays until dismissed. */
export function readDiscardNotice(): string | null {
  readCart();
  return discardNotice ?? keptSaleNotice();
}

/** Takes the one-time notice about a discarded cart, if there is one. */
export function takeDiscardNotice(): string | null {
  const notice = readDiscardNotice();
  discardNotice = null;
  keepSaleNotice(null);
  return notice;
}

/** The shopper read the notice (or changed the cart since): it goes. */
export function dismissDiscardNotice(): void {
  if (discardNotice === null && keptSaleNotice() === null) return;
  discardNotice = null;
  keepSaleNotice(null);
  changed();
}

function sameLine(
  a: Pick<CartLine, 'productId' | 'purchaseOption' | 'termLength'>,
  b: Pick<CartLine, 'productId' | 'purchaseOption' | 'termLength'>,
): boolean {
  return (
    a.productId === b.productId &&
    a.purchaseOption === b.purchaseOption &&
    (a.termLength ?? null) === (b.termLength ?? null)
  );
}

function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.round(quantity)));
}

/** What loading several lines into the cart did, so the page can say it. */
export interface CartMergeResult {
  /** Lines new to the cart. */
  added: number;
  /** Lines already there whose quantity grew. */
  increased: number;
  /** Lines whose quantity was held at the most per line. */
  capped: number;
  /** Lines left out because the cart was full. */
  skipped: number;
  lines: CartLine[];
}

function mergeInto(
  base: readonly CartLine[],
  incoming: readonly NewCartLine[],
  now: Date,
): CartMergeResult {
  const lines = [...base];
  const result: CartMergeResult = { added: 0, increased: 0, capped: 0, skipped: 0, lines };
  const addedAt = now.toISOString();
  for (const line of incoming) {
    const quantity = clampQuantity(line.quantity ?? 1);
    const index = lines.findIndex((existing) => sameLine(existing, line));
    if (index >= 0) {
      const existing = lines[index]!;
      const wanted = existing.quantity + quantity;
      if (wanted > MAX_LINE_QUANTITY) result.capped += 1;
      lines[index] = {
        ...existing,
        ...normaliseLine({ ...existing, ...line, quantity: 1, addedAt }),
        quantity: Math.min(MAX_LINE_QUANTITY, wanted),
      };
      result.increased += 1;
    } else if (lines.length >= MAX_CART_LINES) {
      result.skipped += 1;
    } else {
      lines.push(normaliseLine({ ...line, quantity, addedAt }));
      result.added += 1;
    }
  }
  return result;
}

/**
 * Adds a line (or to its quantity). Throws a CartWriteError when the browser refuses to keep
 * it, so the caller can tell the shopper it did not work.
 */
export function addLine(line: NewCartLine, now: Date = new Date()): CartLine[] {
  return addLines([line], now).lines;
}

/** Adds several lines in one write: all of them are kept, or (on a CartWriteError) none. */
export function addLines(
  incoming: readonly NewCartLine[],
  now: Date = new Date(),
): CartMergeResult {
  const result = mergeInto(readCart(), incoming, now);
  writeLines(result.lines);
  changedByShopper();
  return result;
}

/** Puts these lines in place of the cart (loading a shared cart with "replace"). */
export function replaceCart(
  incoming: readonly NewCartLine[],
  now: Date = new Date(),
): CartMergeResult {
  const result = mergeInto([], incoming, now);
  writeLines(result.lines);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
  return result;
}

export function setQuantity(index: number, quantity: number): void {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  lines[index] = { ...line, quantity: clampQuantity(quantity) };
  writeLines(lines);
  changedByShopper();
}

/** The option every line is bought with in the liquidation sale (the server's LIQUIDATION_PURCHASE_OPTION). */
export const SALE_PURCHASE_OPTION: PurchaseOption = 'ownv3';

/** What the shopper is told when lines from the regular store became sale purchases. */
export function saleConversionNotice(names: readonly string[]): string {
  const list =
    names.length <= 1
      ? (names[0] ?? 'An item')
      : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} ${names.length === 1 ? 'was' : 'were'} in your cart on a monthly plan (subscription, financing or rental). The liquidation sale sells every piece outright, so ${names.length === 1 ? 'it is' : 'they are'} now a purchase at the sale price, with no monthly payments or PivotCare.`;
}

/**
 * Liquidation mode: lines left from the regular store (subscriptions, financing, rentals) become
 * purchases at the sale price (ownv3, no term, no PivotCare), merged with a purchase of the same
 * product; the cart's notice says which. Returns the notice, or null when nothing changed.
 */
export function convertCartForSale(): string | null {
  const before = readCart();
  const monthly = before.filter((line) => purchaseKindOf(line.purchaseOption) !== 'PURCHASE');
  if (monthly.length === 0) return null;
  const lines: CartLine[] = [];
  for (const line of before) {
    const sold: CartLine = {
      ...line,
      purchaseOption: SALE_PURCHASE_OPTION,
      termLength: null,
      pivotCare: false,
    };
    const index = lines.findIndex((existing) => sameLine(existing, sold));
    if (index >= 0) {
      const existing = lines[index]!;
      lines[index] = { ...existing, quantity: clampQuantity(existing.quantity + sold.quantity) };
    } else {
      lines.push(sold);
    }
  }
  const notice = saleConversionNotice([...new Set(monthly.map((line) => line.name))]);
  try {
    writeLines(lines);
  } catch {
    return null;
  }
  discardNotice = notice;
  keepSaleNotice(notice);
  changed();
  return notice;
}

/** Turns PivotCare on or off for one line (the cart page's checkbox). */
export function setPivotCare(index: number, on: boolean): void {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  lines[index] = { ...line, pivotCare: on };
  writeLines(lines);
  changedByShopper();
}

export function removeLine(index: number): void {
  const lines = readCart().filter((_line, position) => position !== index);
  writeLines(lines);
  // The last line gone is a cleared cart: the delivery choice goes with it (spec section 4).
  if (lines.length === 0) backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

/** Clearing a cart also clears the saved delivery-time choice (spec section 4). */
export function clearCart(): void {
  backend().remove(CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

/** The return cart as the return screens leave it: the items chosen, one of each. */
export function replaceReturnCart(lines: readonly ReturnLine[]): void {
  if (lines.length === 0) backend().remove(RETURN_CART_KEY);
  else backend().set(RETURN_CART_KEY, JSON.stringify(lines));
  changedByShopper();
}

export function clearReturnCart(): void {
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

/** What pressing and holding the cart icon for 3 seconds does. */
export function clearBothCarts(): void {
  backend().remove(CART_KEY);
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

export function readAssembly(): boolean {
  return backend().get(ASSEMBLY_KEY) === 'true';
}

export function setAssembly(on: boolean): void {
  backend().set(ASSEMBLY_KEY, on ? 'true' : 'false');
  changed();
}

export function readDeliveryTime(): DeliveryTime | null {
  try {
    const parsed = JSON.parse(backend().get(DELIVERY_TIME_KEY) ?? 'null') as DeliveryTime | null;
    return parsed &&
      typeof parsed.date === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(parsed.date) &&
      typeof parsed.estimatedDays === 'number'
      ? { date: parsed.date, estimatedDays: parsed.estimatedDays }
      : null;
  } catch {
    return null;
  }
}

export function setDeliveryTime(choice: DeliveryTime | null): void {
  if (choice) backend().set(DELIVERY_TIME_KEY, JSON.stringify(choice));
  else backend().remove(DELIVERY_TIME_KEY);
  changed();
}

/** The ownership preference, a cookie so the server could read it too. */
export function readOwnership(): PurchaseOption {
  const stored = cookieBackend.get(OWNERSHIP_COOKIE);
  return isPurchaseOption(stored) ? stored : DEFAULT_OWNERSHIP;
}

export function setOwnership(option: PurchaseOption): void {
  try {
    cookieBackend.set(OWNERSHIP_COOKIE, option);
  } catch {
    // Without cookies the preference lasts for this page only; the default applies after.
  }
  changed();
}

const WATCHED_KEYS: readonly (string | null)[] = [
  null,
  CART_KEY,
  RETURN_CART_KEY,
  DELIVERY_TIME_KEY,
  ASSEMBLY_KEY,
];

function onStorage(event: StorageEvent): void {
  if (WATCHED_KEYS.includes(event.key)) changed();
}

/** Subscribes to every change of the cart, in this tab or another. */
export function subscribeCart(listener: () => void): () => void {
  if (listeners.size === 0) globalThis.addEventListener?.('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
  };
}

export interface CartSnapshot {
  lines: CartLine[];
  returns: ReturnLine[];
  assembly: boolean;
  version: number;
  /**
   * Set when a stored cart could not be read and was emptied (DISCARDED_CART_NOTICE), or when
   * the liquidation sale turned monthly lines into purchases (saleConversionNotice).
   */
  discardNotice?: string | null;
}

let snapshot: CartSnapshot | null = null;

export function readCartSnapshot(): CartSnapshot {
  if (!snapshot || snapshot.version !== version) {
    snapshot = {
      lines: readCart(),
      returns: readReturnCart(),
      assembly: readAssembly(),
      version,
      discardNotice: readDiscardNotice(),
    };
  }
  return snapshot;
}

const emptySnapshot: CartSnapshot = { lines: [], returns: [], assembly: false, version: -1 };

/** The cart as React state, shared across components and tabs. */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribeCart, readCartSnapshot, () => emptySnapshot);
}

function readCount(): number {
  return countItems(readCart());
}

/** Items in the local cart, for the header's icon. */
export function useCartItemCount(): number {
  return useSyncExternalStore(subscribeCart, readCount, () => 0);
}
