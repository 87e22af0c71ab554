/**
 * The shopper's cart, kept in the browser (spec sections 4 and 9): lines under `cart-v4`, return
 * lines under `return-cart-v1`, the delivery-time choice under `delivery-time`, the assembly flag
 * under `assembly`, and the ownership preference in a cookie (default monthlyv3). Local storage
 * is used when it works, cookies otherwise; other tabs follow through storage events.
 *
 * These modules are the only reader and writer of the stored cart: the product page, the header's
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
 *
 * The store is split by job under `src/lib/cart/` (decision 172): `storage` (local storage with
 * the cookie fallback, the keys), `changes` (change events and cross-tab sync), `lines` (reading,
 * legacy keys, notices), `merge` (adding and editing lines), `sale` (the liquidation sale's
 * conversion), `return-cart`, `choices` (assembly, delivery time, ownership cookie) and `hooks`.
 * This module is their one public face.
 */
export {
  ASSEMBLY_KEY,
  CART_CHANGED_EVENT,
  CART_CLEAR_HOLD_MS,
  CART_KEY,
  CartWriteError,
  DEFAULT_OWNERSHIP,
  DELIVERY_TIME_KEY,
  LEGACY_CART_KEYS,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  OWNERSHIP_COOKIE,
  RETURN_CART_KEY,
} from './cart/storage';
export { reloadCart, subscribeCart } from './cart/changes';
export {
  countItems,
  DISCARDED_CART_NOTICE,
  dismissDiscardNotice,
  parseLines,
  readCart,
  readDiscardNotice,
  takeDiscardNotice,
} from './cart/lines';
export type { CartLine, CartLineOption, NewCartLine } from './cart/lines';
export {
  addLine,
  addLines,
  clearCart,
  removeLine,
  replaceCart,
  setPivotCare,
  setQuantity,
} from './cart/merge';
export type { CartMergeResult } from './cart/merge';
export { convertCartForSale, SALE_PURCHASE_OPTION, saleConversionNotice } from './cart/sale';
export {
  clearBothCarts,
  clearReturnCart,
  readReturnCart,
  replaceReturnCart,
} from './cart/return-cart';
export type { ReturnLine } from './cart/return-cart';
export {
  readAssembly,
  readDeliveryTime,
  readOwnership,
  setAssembly,
  setDeliveryTime,
  setOwnership,
} from './cart/choices';
export type { DeliveryTime } from './cart/choices';
export { readCartSnapshot, useCart, useCartItemCount } from './cart/hooks';
export type { CartSnapshot } from './cart/hooks';
