import { forgetOnChange } from './changes';
import { changedByShopper } from './lines';
import { backend, CART_KEY, DELIVERY_TIME_KEY, RETURN_CART_KEY } from './storage';

/** The return cart: the items chosen on the return screens, kept beside the cart. */

export interface ReturnLine {
  id: string;
  quantity: number;
  name: string;
  thumbUrl: string | null;
}

let cachedReturns: ReturnLine[] | null = null;
forgetOnChange(() => {
  cachedReturns = null;
});

export function readReturnCart(): ReturnLine[] {
  if (cachedReturns) return cachedReturns;
  try {
    const parsed: unknown = JSON.parse(backend().get(RETURN_CART_KEY) ?? '[]');
    cachedReturns = Array.isArray(parsed)
      ? parsed
          .filter(
            (line): line is ReturnLine =>
              typeof line?.id === 'string' && Number.isInteger(line?.quantity) && line.quantity > 0,
          )
          .map((line) => ({
            id: line.id,
            quantity: line.quantity,
            name: typeof line.name === 'string' ? line.name : 'Item',
            thumbUrl: typeof line.thumbUrl === 'string' ? line.thumbUrl : null,
          }))
      : [];
  } catch {
    cachedReturns = [];
  }
  return cachedReturns;
}

/** The return cart as the return screens leave it: the items chosen, one of each. */
export function replaceReturnCart(lines: readonly ReturnLine[]): void {
  if (lines.length === 0) backend().remove(RETURN_CART_KEY);
  else backend().set(RETURN_CART_KEY, JSON.stringify(lines));
  changedByShopper();
}

export function clearReturnCart(): void {
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}

/** What pressing and holding the cart icon for 3 seconds does. */
export function clearBothCarts(): void {
  backend().remove(CART_KEY);
  backend().remove(RETURN_CART_KEY);
  backend().remove(DELIVERY_TIME_KEY);
  changedByShopper();
}
