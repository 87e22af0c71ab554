import type { CartProductInput } from '../../contract/graphql';
import type { CartProductLine } from '../../machines/cart-line';

/**
 * The one mapping of a cart line to the API's `CartProductInput`, for priceCart, checkoutQuote,
 * checkout and shareCart alike: only the six fields the API takes go (a stored line also holds
 * its name, slug, picture and time added); the option, its term and PivotCare go as chosen.
 */
export function toCartProductInput(line: CartProductLine): CartProductInput {
  return {
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption,
    termLength: line.termLength ?? null,
    pivotCare: line.pivotCare ?? false,
    options: line.options
      ? line.options.map(({ optionId, valueId }) => ({ optionId, valueId }))
      : null,
  };
}
