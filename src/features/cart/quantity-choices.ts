/**
 * The quantities a cart line offers: no more than the city's depot can still sell of the
 * product (its other lines counted), and never past the most per line (MAX_LINE_QUANTITY).
 */
import { MAX_LINE_QUANTITY } from '../../lib/cart-store';

/** What the quote says of a product's stock: a priced line's availability, or a stock error's. */
export interface QuotedStock {
  products: readonly {
    productId: string;
    quantity: number;
    availability: { available: number } | null;
  }[];
  errors: readonly { productId: string; available?: number | null | undefined }[];
}

/** Units of the product the depot can still sell, by the quote; null when it does not say. */
export function stockOf(productId: string, quote: QuotedStock | null): number | null {
  if (!quote) return null;
  const error = quote.errors.find((candidate) => candidate.productId === productId);
  if (error && typeof error.available === 'number') return error.available;
  const priced = quote.products.find((candidate) => candidate.productId === productId);
  return priced?.availability ? priced.availability.available : null;
}

/**
 * The most this line may ask for: the stock less what the product's other lines take, at most
 * MAX_LINE_QUANTITY and at least 1 (a line of a sold-out product keeps 1, with its error).
 */
export function maxQuantityFor(
  index: number,
  lines: readonly { productId: string; quantity: number }[],
  quote: QuotedStock | null,
): number {
  const line = lines[index];
  if (!line) return MAX_LINE_QUANTITY;
  const stock = stockOf(line.productId, quote);
  if (stock === null) return MAX_LINE_QUANTITY;
  const others = lines.reduce(
    (sum, other, at) =>
      at !== index && other.productId === line.productId ? sum + other.quantity : sum,
    0,
  );
  return Math.max(1, Math.min(MAX_LINE_QUANTITY, stock - others));
}

/** The selector's options: 1 up to the most, and the line's own quantity should it be above. */
export function quantityChoices(max: number, current: number): { value: string; label: string }[] {
  const choices = Array.from({ length: max }, (_, i) => ({
    value: String(i + 1),
    label: String(i + 1),
  }));
  // Kept so the select shows it; the line's error says how many there are.
  if (current > max) choices.push({ value: String(current), label: String(current) });
  return choices;
}
