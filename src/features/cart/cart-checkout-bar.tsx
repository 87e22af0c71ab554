import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { Button } from '../../ui/button';
import { CheckoutDock } from '../../ui/cart-layout';
import { Text } from '../../ui/layout';
import { CartQuoteActor } from './cart-quote-actor';

const CHECKOUT_PATH: string = '/checkout';

/** Why the cart cannot be checked out yet, or null when it can. */
export type CheckoutBlock = 'no-city' | 'updating' | 'failed' | 'line-errors' | null;

function reason(block: Exclude<CheckoutBlock, null>): string {
  switch (block) {
    case 'no-city':
      return m.cart_blocked_no_city();
    case 'updating':
      return m.cart_blocked_updating();
    case 'failed':
      return m.cart_blocked_failed();
    case 'line-errors':
      return m.cart_blocked_line_errors();
  }
}

/** The quote actor's answer to "may this cart go to checkout now?". */
export function useCheckoutBlock(cityChosen: boolean): CheckoutBlock {
  return CartQuoteActor.useSelector((snapshot) => {
    if (!cityChosen) return 'no-city';
    if (snapshot.matches('failed')) return 'failed';
    if (!snapshot.matches('quoted')) return 'updating';
    return (snapshot.context.quote?.errors.length ?? 0) > 0 ? 'line-errors' : null;
  });
}

/**
 * The cart page's way to checkout: a link to /checkout once the current quote is in and every
 * line can be ordered; until then a disabled button with the reason beside it.
 */
export function CartCheckoutBar({
  cityChosen,
  placement,
}: {
  cityChosen: boolean;
  /** `column`: in the summary column (md up); `page`: after the cart, sticky (below md). */
  placement: 'column' | 'page';
}) {
  const block = useCheckoutBlock(cityChosen);
  const reasonId = useId();
  return (
    <CheckoutDock
      data-testid={`cart-checkout-${placement}`}
      data-blocked={block ?? 'no'}
      placement={placement}
    >
      {block === null ? (
        <Button asChild size="lg" fullWidth>
          <Link to={CHECKOUT_PATH}>{m.cart_checkout()}</Link>
        </Button>
      ) : (
        <>
          {/* asChild: aria-disabled on a button that stays focusable (native disabled is not). */}
          <Button asChild size="lg" fullWidth disabled>
            <button type="button" aria-describedby={reasonId}>
              {m.cart_checkout()}
            </button>
          </Button>
          <Text id={reasonId} size="sm" tone="muted" data-testid="checkout-blocked-reason">
            {reason(block)}
          </Text>
        </>
      )}
    </CheckoutDock>
  );
}
