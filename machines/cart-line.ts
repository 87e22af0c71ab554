import type { CartOptionInput, CartProductInput } from '../contract/graphql';

/**
 * A cart line as every layer of the browser passes it on: the API's `CartProductInput` with its
 * ids as strings (decision 172). The quote machine carries it as it is, `toCartProductInput` in
 * `src/api` sends it, and nothing copies it field by field. A term, PivotCare and options left
 * out take the API's defaults (none).
 */
export type CartProductLine = Omit<CartProductInput, 'productId' | 'options'> & {
  productId: string;
  options?: readonly CartLineOption[] | null | undefined;
};

/** A line with every choice made, as the cart keeps it and the checkout sends it. */
export type ChosenCartLine = CartProductLine & {
  /** Months, null for outright options. */
  termLength: number | null;
  /** PivotCare damage cover on the line (subscriptions and rentals only). */
  pivotCare: boolean;
  options: CartLineOption[];
};

/** A chosen option value, ids as strings. */
export type CartLineOption = { [K in keyof CartOptionInput]: string };
