import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASSEMBLY_KEY,
  CART_CHANGED_EVENT,
  CART_KEY,
  DELIVERY_TIME_KEY,
  DISCARDED_CART_NOTICE,
  MAX_CART_LINES,
  RETURN_CART_KEY,
  addLine,
  addLines,
  clearBothCarts,
  clearCart,
  clearReturnCart,
  convertCartForSale,
  countItems,
  dismissDiscardNotice,
  parseLines,
  readAssembly,
  readCart,
  readCartSnapshot,
  readDeliveryTime,
  readReturnCart,
  reloadCart,
  removeLine,
  replaceCart,
  saleConversionNotice,
  setAssembly,
  setDeliveryTime,
  setQuantity,
  subscribeCart,
  takeDiscardNotice,
} from '../../src/lib/cart-store';
import type { NewCartLine } from '../../src/lib/cart-store';
import { countCartItems } from '../../src/lib/cart-count';
import { memoryStorage } from './cart-memory-storage';

function line(productId: string, extra: Partial<NewCartLine> = {}): NewCartLine {
  return {
    productId,
    purchaseOption: 'ownv3',
    termLength: null,
    options: [],
    name: `Item ${productId}`,
    slug: `item-${productId}`,
    image: null,
    ...extra,
  };
}

const DELIVERY = JSON.stringify({ date: '2026-02-03', estimatedDays: 4 });
const RETURNS = JSON.stringify([{ id: 'r1', quantity: 1, name: 'Old chair', thumbUrl: null }]);

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  reloadCart();
  takeDiscardNotice();
});

afterEach(() => {
  vi.unstubAllGlobals();
  reloadCart();
});

describe('reading a stored cart', () => {
  it('discards a corrupt cart with a notice instead of failing', () => {
    storage.setItem(CART_KEY, '{"broken": tru');
    reloadCart();
    expect(readCart()).toEqual([]);
    expect(storage.getItem(CART_KEY)).toBeNull();
    expect(takeDiscardNotice()).toBe(DISCARDED_CART_NOTICE);
    expect(takeDiscardNotice()).toBeNull();
  });

  it('discards a cart that is not a list, and lines of an older shape', () => {
    expect(parseLines('{"lines": []}')).toEqual({ lines: [], discarded: true });
    const old = JSON.stringify([
      { id: 5, qty: 2 },
      { productId: '7', quantity: 1, purchaseOption: 'lease' },
      { productId: '8', quantity: 0, purchaseOption: 'ownv3' },
      { productId: '9', quantity: 2, purchaseOption: 'ownv3' },
    ]);
    const parsed = parseLines(old);
    expect(parsed.discarded).toBe(true);
    expect(parsed.lines.map((item) => [item.productId, item.quantity])).toEqual([['9', 2]]);
    expect(parsed.lines[0]).toMatchObject({ termLength: null, options: [], name: 'Item' });
  });

  it('discards a cart kept under an older key, with the notice', () => {
    storage.setItem('cart-v3', JSON.stringify([{ id: 1 }]));
    reloadCart();
    expect(readCart()).toEqual([]);
    expect(storage.getItem('cart-v3')).toBeNull();
    expect(takeDiscardNotice()).toBe(DISCARDED_CART_NOTICE);
  });

  it('reads nothing as an empty cart without a notice', () => {
    expect(readCart()).toEqual([]);
    expect(takeDiscardNotice()).toBeNull();
  });

  it('counts items as the sum of quantities, by the same reading', () => {
    expect(countItems([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(
      countCartItems(
        JSON.stringify([
          { productId: '1', quantity: 2, purchaseOption: 'ownv3' },
          { productId: '2', quantity: 1, purchaseOption: 'monthlyv3', termLength: 36 },
          { quantity: 4 },
        ]),
      ),
    ).toBe(3);
    expect(countCartItems('{not json')).toBe(0);
    expect(countCartItems(null)).toBe(0);
  });
});

describe('clearing (spec section 4: the delivery-time choice goes with a cleared cart)', () => {
  beforeEach(() => {
    addLine(line('1'));
    storage.setItem(RETURN_CART_KEY, RETURNS);
    storage.setItem(DELIVERY_TIME_KEY, DELIVERY);
    reloadCart();
  });

  it('clearing the cart clears the delivery time and keeps the returns', () => {
    expect(readDeliveryTime()).toEqual({ date: '2026-02-03', estimatedDays: 4 });
    clearCart();
    expect(readCart()).toEqual([]);
    expect(readReturnCart()).toHaveLength(1);
    expect(storage.getItem(DELIVERY_TIME_KEY)).toBeNull();
  });

  it('clearing the return cart clears the delivery time and keeps the lines', () => {
    clearReturnCart();
    expect(readReturnCart()).toEqual([]);
    expect(readCart()).toHaveLength(1);
    expect(readDeliveryTime()).toBeNull();
  });

  it('removing the last line is a cleared cart too; removing another is not', () => {
    addLine(line('2'));
    removeLine(0);
    expect(readDeliveryTime()).not.toBeNull();
    removeLine(0);
    expect(readCart()).toEqual([]);
    expect(readDeliveryTime()).toBeNull();
  });

  it('holding the cart icon clears both carts and the delivery time, not the assembly flag', () => {
    setAssembly(true);
    clearBothCarts();
    expect(readCart()).toEqual([]);
    expect(readReturnCart()).toEqual([]);
    expect(readDeliveryTime()).toBeNull();
    expect(readAssembly()).toBe(true);
    expect(storage.getItem(ASSEMBLY_KEY)).toBe('true');
  });

  it('replacing the cart with a shared one forgets the old delivery choice', () => {
    replaceCart([line('5', { quantity: 2 })]);
    expect(readCart().map((item) => [item.productId, item.quantity])).toEqual([['5', 2]]);
    expect(readDeliveryTime()).toBeNull();
  });
});

describe('changing the cart', () => {
  it('merges several lines in one write and says what happened', () => {
    addLine(line('1', { quantity: 19 }));
    const result = addLines([line('1', { quantity: 3 }), line('2'), line('3', { quantity: 40 })]);
    expect(result).toMatchObject({ added: 2, increased: 1, capped: 1, skipped: 0 });
    expect(readCart().map((item) => [item.productId, item.quantity])).toEqual([
      ['1', 20],
      ['2', 1],
      ['3', 20],
    ]);
  });

  it('leaves lines out once the cart holds the most lines', () => {
    addLines(Array.from({ length: MAX_CART_LINES }, (_, index) => line(String(index + 1))));
    const result = addLines([line('999'), line('1')]);
    expect(result).toMatchObject({ added: 0, increased: 1, skipped: 1 });
    expect(readCart()).toHaveLength(MAX_CART_LINES);
  });

  it('keeps quantities whole and within 1 to 20', () => {
    addLine(line('1'));
    setQuantity(0, 7.6);
    expect(readCart()[0]?.quantity).toBe(8);
    setQuantity(0, 0);
    expect(readCart()[0]?.quantity).toBe(1);
    setQuantity(0, 99);
    expect(readCart()[0]?.quantity).toBe(20);
    setQuantity(5, 2);
    expect(readCart()).toHaveLength(1);
  });

  it('tells subscribers, the window event and a new snapshot about every change', () => {
    const heard = vi.fn();
    const events = vi.fn();
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    vi.stubGlobal('dispatchEvent', target.dispatchEvent.bind(target));
    target.addEventListener(CART_CHANGED_EVENT, events);
    const unsubscribe = subscribeCart(heard);
    const before = readCartSnapshot();
    addLine(line('1'));
    const after = readCartSnapshot();
    expect(after).not.toBe(before);
    expect(after.lines).toHaveLength(1);
    expect(readCartSnapshot()).toBe(after);
    // Another tab's write arrives as a storage event.
    storage.setItem(CART_KEY, JSON.stringify([]));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: CART_KEY }));
    expect(readCart()).toEqual([]);
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'unrelated' }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(events).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps a delivery-time choice only in its own shape', () => {
    setDeliveryTime({ date: '2026-03-01', estimatedDays: 2 });
    expect(readDeliveryTime()).toEqual({ date: '2026-03-01', estimatedDays: 2 });
    storage.setItem(DELIVERY_TIME_KEY, '{"date": 5}');
    expect(readDeliveryTime()).toBeNull();
    storage.setItem(DELIVERY_TIME_KEY, 'nope');
    expect(readDeliveryTime()).toBeNull();
  });
});

describe('the notice about a discarded cart', () => {
  it('stays in the snapshot until dismissed, for every reader', () => {
    storage.setItem(CART_KEY, '[{"productId": 4}]');
    reloadCart();
    expect(readCartSnapshot().discardNotice).toBe(DISCARDED_CART_NOTICE);
    // A second reader (a page shown again) still sees it.
    expect(readCartSnapshot().discardNotice).toBe(DISCARDED_CART_NOTICE);
    dismissDiscardNotice();
    expect(readCartSnapshot().discardNotice).toBeNull();
  });

  it('goes once the shopper changes the cart', () => {
    storage.setItem(CART_KEY, 'nope');
    reloadCart();
    expect(readCartSnapshot().discardNotice).toBe(DISCARDED_CART_NOTICE);
    addLine(line('1'));
    expect(readCartSnapshot().discardNotice).toBeNull();
    expect(readCart()).toHaveLength(1);
  });
});

describe('the liquidation sale (decision 157): monthly lines become sale purchases', () => {
  it('turns subscriptions, financing and rentals into ownv3 purchases, merged, with a notice naming them', () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    addLines([
      line('1', { purchaseOption: 'subscribe', termLength: 12, pivotCare: true, name: 'Sofa' }),
      line('2', { purchaseOption: 'monthlyv3', termLength: 36, name: 'Table', quantity: 2 }),
      line('2', { name: 'Table' }),
      line('3', { name: 'Lamp' }),
    ]);
    const notice = convertCartForSale();
    expect(
      readCart().map((l) => [l.productId, l.purchaseOption, l.termLength, l.pivotCare, l.quantity]),
    ).toEqual([
      ['1', 'ownv3', null, false, 1],
      ['2', 'ownv3', null, false, 3],
      ['3', 'ownv3', null, false, 1],
    ]);
    expect(notice).toBe(saleConversionNotice(['Sofa', 'Table']));
    expect(notice).toContain('Sofa and Table were in your cart on a monthly plan');
    expect(notice).toContain('now a purchase at the sale price');
    // The notice outlives a page load until the shopper dismisses it.
    reloadCart();
    expect(readCartSnapshot().discardNotice).toBe(notice);
    expect(convertCartForSale()).toBeNull();
    dismissDiscardNotice();
    expect(readCartSnapshot().discardNotice).toBeNull();
  });
});
