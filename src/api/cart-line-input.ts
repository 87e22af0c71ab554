import type { CartProductInput, PurchaseOption } from '../../contract/graphql';

/** A cart line as every screen holds it: the cart store's, the quote machine's, checkout's. */
export interface SentCartLine {
  productId: string;
  quantity: number;
  purchaseOption: string;
  termLength?: number | null | undefined;
  pivotCare?: boolean | undefined;
  options?: readonly { optionId: string; valueId: string }[] | null | undefined;
}

/**
 * The one mapping of a cart line to the API's `CartProductInput`, for priceCart, checkoutQuote,
 * checkout and shareCart alike: the option, its term and PivotCare go as chosen.
 */
export function cartProductInput(line: SentCartLine): CartProductInput {
  return {
    productId: line.productId,
    quantity: line.quantity,
    purchaseOption: line.purchaseOption as PurchaseOption,
    termLength: line.termLength ?? null,
    pivotCare: line.pivotCare ?? false,
    options: line.options
      ? line.options.map(({ optionId, valueId }) => ({ optionId, valueId }))
      : null,
  };
}
