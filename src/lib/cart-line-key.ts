/** What makes a cart line one line: its product, purchase option and term. */
export interface CartLineIdentity {
  productId: string;
  purchaseOption: string;
  termLength?: number | null | undefined;
}

/**
 * One key per cart line: a product bought outright and the same product on a subscription are
 * two lines, and so are two terms of one subscription. Priced lines carry the same three fields,
 * so a quote's line and the cart line it prices share the key.
 */
export function cartLineKey(line: CartLineIdentity): string {
  return `${line.productId}|${line.purchaseOption}|${line.termLength ?? ''}`;
}

/** The priced lines by the key of the cart line each one prices. */
export function byCartLineKey<T extends CartLineIdentity>(
  priced: readonly T[] | null | undefined,
): Map<string, T> {
  return new Map((priced ?? []).map((line) => [cartLineKey(line), line]));
}
