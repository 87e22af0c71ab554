import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  MAX_LINE_QUANTITY,
  addCartLine,
  readCartLines,
} from '../../src/features/catalog/cart-line';
import type { NewCartLine } from '../../src/features/catalog/cart-line';

/** An in-memory Storage; `full` makes every write throw like a full or blocked store. */
function memoryStorage(full = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (full) throw new DOMException('quota exceeded', 'QuotaExceededError');
      items.set(key, value);
    },
  };
}

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

describe('cart lines in local storage (cart-v4)', () => {
  const now = new Date('2026-01-15T14:03:00.000Z');

  it('writes the documented shape under cart-v4', () => {
    const storage = memoryStorage();
    addCartLine(line, storage, now);
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { ...line, quantity: 1, addedAt: '2026-01-15T14:03:00.000Z' },
    ]);
  });

  it('adds to the quantity of the same variant, option and term; new line otherwise', () => {
    const storage = memoryStorage();
    addCartLine(line, storage, now);
    addCartLine(line, storage, now);
    addCartLine({ ...line, purchaseOption: 'ownv3', termLength: null }, storage, now);
    const lines = readCartLines(storage);
    expect(lines.map((item) => [item.purchaseOption, item.quantity])).toEqual([
      ['monthlyv3', 2],
      ['ownv3', 1],
    ]);
  });

  it('never goes past the most per line', () => {
    const storage = memoryStorage();
    addCartLine({ ...line, quantity: 15 }, storage, now);
    addCartLine({ ...line, quantity: 15 }, storage, now);
    expect(readCartLines(storage)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('reads a damaged cart as empty and skips lines it cannot use', () => {
    const storage = memoryStorage();
    storage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readCartLines(storage)).toEqual([]);
    storage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify([{ productId: 1 }, { ...line, quantity: 1, addedAt: 'x' }]),
    );
    expect(readCartLines(storage)).toHaveLength(1);
  });

  it('throws when the store refuses the write, so the page can say so', () => {
    expect(() => addCartLine(line, memoryStorage(true), now)).toThrow();
  });
});
