/**
 * The cart module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { cartLines, pricedFor, salesChannelOf } from './cart-resolvers';
export { CartService, MAX_CART_LINES } from './cart-service';
export type { ChannelPricedCart, SalesChannel } from './cart-service';
export { cartProblemText, MAX_LINE_QUANTITY, pivotCareFor } from './price-cart';
export type {
  CartLineInput,
  PriceFact,
  PriceSection,
  PricedCart,
  PricedCartError,
  PricedCartOption,
  PricedCartProduct,
  PricedReturnLine,
  PricingMode,
} from './price-cart';
export type { ReturnItemFacts, ReturnItems } from './return-items';
