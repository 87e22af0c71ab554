import { useSyncExternalStore } from 'react';

/**
 * The shopper's cart, kept in the browser (spec sections 4 and 9): lines under `cart-v4`, return
 * lines under `return-cart-v1`, the delivery-time choice under `delivery-time`, the assembly flag
 * under `assembly`, and the ownership preference in a cookie (default monthlyv3). Local storage
 * is used when it works, cookies otherwise; other tabs follow through storage events.
 */
export const CART_KEY = 'cart-v4';
export const RETURN_CART_KEY = 'return-cart-v1';
export const DELIVERY_TIME_KEY = 'delivery-time';
export const ASSEMBLY_KEY = 'assembly';
export const OWNERSHIP_COOKIE = 'ownership';
export const DEFAULT_OWNERSHIP = 'monthlyv3';
/** The event the cart count in the header listens to (same tab). */
export const CART_CHANGED_EVENT = 'cart-v4:changed';
export const MAX_LINE_QUANTITY = 20;
export const CART_CLEAR_HOLD_MS = 3000;

export interface CartLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength: number | null;
  options: { optionId: string; valueId: string }[];
  name: string;
  slug: string;
  image: string | null;
  addedAt: string;
}

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

interface Backend {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

const cookieBackend: Backend = {
  get(key) {
    const match = globalThis.document?.cookie
      .split('; ')
      .find((part) => part.startsWith(`${encodeURIComponent(key)}=`));
    return match ? decodeURIComponent(match.slice(match.indexOf('=') + 1)) : null;
  },
  set(key, value) {
    if (!globalThis.document) return;
    document.cookie = `${encodeURIComponent(key)}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
  },
  remove(key) {
    if (!globalThis.document) return;
    document.cookie = `${encodeURIComponent(key)}=; path=/; max-age=0; samesite=lax`;
  },
};

function localBackend(): Backend | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    const probe = '__cart_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return {
      get: (key) => storage.getItem(key),
      set: (key, value) => storage.setItem(key, value),
      remove: (key) => storage.removeItem(key),
    };
  } catch {
    return null;
  }
}

let backendCache: Backend | null = null;
function backend(): Backend {
  backendCache ??= localBackend() ?? cookieBackend;
  return backendCache;
}

const listeners = new Set<() => void>();
let version = 0;
/** A message for the shopper when a stored cart could not be read and was discarded. */
let discardNotice: string | null = null;

function changed(): void {
  version += 1;
  cachedLines = null;
  cachedReturns = null;
  listeners.forEach((listener) => listener());
  globalThis.dispatchEvent?.(new Event(CART_CHANGED_EVENT));
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
    typeof line.purchaseOption === 'string'
  );
}

function normaliseLine(line: CartLine): CartLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: typeof line.termLength === 'number' ? line.termLength : null,
    options: Array.isArray(line.options)
      ? line.options.filter(
          (option) => typeof option?.optionId === 'string' && typeof option?.valueId === 'string',
        )
      : [],
    name: typeof line.name === 'string' ? line.name : 'Item',
    slug: typeof line.slug === 'string' ? line.slug : '',
    image: typeof line.image === 'string' ? line.image : null,
    addedAt: typeof line.addedAt === 'string' ? line.addedAt : new Date(0).toISOString(),
  };
}

/** Parses stored lines; a corrupt or old-version value is discarded with a notice, never a crash. */
export function parseLines(raw: string | null): { lines: CartLine[]; discarded: boolean } {
  if (raw === null || raw === '') return { lines: [], discarded: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return { lines: [], discarded: true };
    const lines = parsed.filter(isLine).map(normaliseLine);
    return { lines, discarded: lines.length !== parsed.length };
  } catch {
    return { lines: [], discarded: true };
  }
}

let cachedLines: CartLine[] | null = null;
let cachedReturns: ReturnLine[] | null = null;

export function readCart(): CartLine[] {
  if (cachedLines) return cachedLines;
  const { lines, discarded } = parseLines(backend().get(CART_KEY));
  if (discarded) {
    discardNotice =
      'We could not read your saved cart, so it was emptied. Please add your items again.';
    writeLines(lines);
  }
  cachedLines = lines;
  return lines;
}

export function readReturnCart(): ReturnLine[] {
  if (cachedReturns) return cachedReturns;
  try {
    const parsed: unknown = JSON.parse(backend().get(RETURN_CART_KEY) ?? '[]');
    cachedReturns = Array.isArray(parsed)
      ? parsed.filter(
          (line): line is ReturnLine =>
            typeof line?.id === 'string' && Number.isInteger(line?.quantity) && line.quantity > 0,
        )
      : [];
  } catch {
    cachedReturns = [];
  }
  return cachedReturns;
}

function writeLines(lines: CartLine[]): void {
  if (lines.length === 0) backend().remove(CART_KEY);
  else backend().set(CART_KEY, JSON.stringify(lines));
}

/** Takes the one-time notice about a discarded cart, if there is one. */
export function takeDiscardNotice(): string | null {
  readCart();
  const notice = discardNotice;
  discardNotice = null;
  return notice;
}

export function addLine(
  line: Omit<CartLine, 'addedAt' | 'quantity'> & { quantity?: number },
): void {
  const lines = [...readCart()];
  const quantity = line.quantity ?? 1;
  const index = lines.findIndex(
    (existing) =>
      existing.productId === line.productId &&
      existing.purchaseOption === line.purchaseOption &&
      existing.termLength === line.termLength,
  );
  const addedAt = new Date().toISOString();
  if (index >= 0) {
    const existing = lines[index]!;
    lines[index] = {
      ...existing,
      quantity: Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity),
      addedAt,
    };
  } else {
    lines.push(
      normaliseLine({ ...line, quantity: Math.min(MAX_LINE_QUANTITY, quantity), addedAt }),
    );
  }
  writeLines(lines);
  changed();
}

export function setQuantity(index: number, quantity: number): void {
  const lines = [...readCart()];
  const line = lines[index];
  if (!line) return;
  lines[index] = {
    ...line,
    quantity: Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.round(quantity))),
  };
  writeLines(lines);
  changed();
}

export function removeLine(index: number): void {
  const lines = readCart().filter((_line, position) => position !== index);
  writeLines(lines);
  if (lines.length === 0) backend().remove(DELIVERY_TIME_KEY);
  changed();
}

/** Clearing a cart also clears the saved delivery-time choice (spec section 4). */
export function clearCart(): void {
  backend().remove(CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changed();
}

export function clearReturnCart(): void {
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changed();
}

/** What pressing and holding the cart icon for 3 seconds does. */
export function clearBothCarts(): void {
  backend().remove(CART_KEY);
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changed();
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
    return parsed && typeof parsed.date === 'string' ? parsed : null;
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
export function readOwnership(): string {
  return cookieBackend.get(OWNERSHIP_COOKIE) ?? DEFAULT_OWNERSHIP;
}

export function setOwnership(option: string): void {
  cookieBackend.set(OWNERSHIP_COOKIE, option);
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      [CART_KEY, RETURN_CART_KEY, DELIVERY_TIME_KEY, ASSEMBLY_KEY].includes(event.key)
    ) {
      changed();
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export interface CartSnapshot {
  lines: CartLine[];
  returns: ReturnLine[];
  assembly: boolean;
  version: number;
}

let snapshot: CartSnapshot | null = null;

function getSnapshot(): CartSnapshot {
  if (!snapshot || snapshot.version !== version) {
    snapshot = { lines: readCart(), returns: readReturnCart(), assembly: readAssembly(), version };
  }
  return snapshot;
}

const emptySnapshot: CartSnapshot = { lines: [], returns: [], assembly: false, version: -1 };

/** The cart as React state, shared across components and tabs. */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(subscribe, getSnapshot, () => emptySnapshot);
}
