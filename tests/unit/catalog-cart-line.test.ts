import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CART_KEY,
  CartWriteError,
  MAX_LINE_QUANTITY,
  addLine,
  readCart,
  reloadCart,
} from '../../src/lib/cart-store';
import type { NewCartLine } from '../../src/lib/cart-store';
import { memoryStorage } from './cart-memory-storage';

const line: NewCartLine = {
  productId: '9',
  purchaseOption: 'monthlyv3',
  termLength: 36,
  options: [
    { optionId: '1', valueId: '1' },
    { optionId: '2', valueId: '19' },
  ],
  name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
  slug: 'bedford-apartment-sofa',
  image: '/images/thumb/sofa-oatmeal',
};

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
  reloadCart();
});

afterEach(() => {
  vi.unstubAllGlobals();
  reloadCart();
});

describe('the product page adding to the cart (cart-v4, through the cart store)', () => {
  const now = new Date('2026-01-15T14:03:00.000Z');

  it('writes the documented shape under cart-v4', () => {
    addLine(line, now);
    expect(JSON.parse(storage.getItem(CART_KEY)!)).toEqual([
      { ...line, quantity: 1, pivotCare: false, addedAt: '2026-01-15T14:03:00.000Z' },
    ]);
  });

  it('adds to the quantity of the same variant, option and term; new line otherwise', () => {
    addLine(line, now);
    addLine(line, now);
    addLine({ ...line, purchaseOption: 'ownv3', termLength: null }, now);
    expect(readCart().map((item) => [item.purchaseOption, item.quantity])).toEqual([
      ['monthlyv3', 2],
      ['ownv3', 1],
    ]);
  });

  it('never goes past the most per line', () => {
    addLine({ ...line, quantity: 15 }, now);
    addLine({ ...line, quantity: 15 }, now);
    expect(readCart()[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('reads a damaged cart as empty and skips lines it cannot use', () => {
    storage.setItem(CART_KEY, '{not json');
    reloadCart();
    expect(readCart()).toEqual([]);
    storage.setItem(
      CART_KEY,
      JSON.stringify([{ productId: 1 }, { ...line, quantity: 1, addedAt: 'x' }]),
    );
    reloadCart();
    expect(readCart()).toHaveLength(1);
  });

  it('throws when the store refuses the write, so the page can say so, and keeps the cart', () => {
    addLine(line, now);
    storage.refuse = true;
    expect(() => addLine({ ...line, productId: '10' }, now)).toThrow(CartWriteError);
    expect(readCart().map((item) => item.productId)).toEqual(['9']);
  });
});
