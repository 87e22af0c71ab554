import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { styled } from '../../styles/stitches.config';
import { Button } from '../../ui/button';
import { Text } from '../../ui/layout';
import { CartQuoteActor } from './cart-quote-actor';

const CHECKOUT_PATH: string = '/checkout';

/**
 * From md up the bar sits in the summary column; below it, after the cart's content, sticky to
 * the bottom of the screen, so Checkout is in reach wherever the shopper has scrolled in the
 * cart and lets go of the screen's bottom at the end of the cart (the footer stays visible).
 * The hidden copy is `display: none`: out of the accessibility tree and the tab order.
 */
const Bar = styled('div', {
  display: 'grid',
  gap: '$2',
  // A focusable button that does nothing, so a keyboard or screen-reader user reaches the reason.
  '& [aria-disabled="true"]': {
    backgroundColor: '$border',
    color: '$textMuted',
  },
  variants: {
    placement: {
      column: { '@belowMd': { display: 'none' } },
      page: {
        position: 'sticky',
        bottom: 0,
        zIndex: '$header',
        marginTop: '$6',
        marginInline: 'calc(-1 * $space$gutter)',
        padding: '$3 $gutter',
        paddingBottom: 'calc($3 + env(safe-area-inset-bottom, 0px))',
        backgroundColor: '$background',
        borderTop: '1px solid $border',
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
        '@md': { display: 'none' },
      },
    },
  },
});

/** Why the cart cannot be checked out yet, or null when it can. */
export type CheckoutBlock = 'no-city' | 'updating' | 'failed' | 'line-errors' | null;

const REASONS: Record<Exclude<CheckoutBlock, null>, string> = {
  'no-city': 'Choose your city first',
  updating: 'Checking prices before checkout…',
  failed: 'We could not price your cart: try again first',
  'line-errors': "Remove the items that can't be ordered first",
};

/** The quote actor's answer to "may this cart go to checkout now?". */
export function useCheckoutBlock(cityChosen: boolean): CheckoutBlock {
  return CartQuoteActor.useSelector((snapshot) => {
    if (!cityChosen) return 'no-city';
    if (snapshot.matches('failed')) return 'failed';
    if (!snapshot.matches('quoted')) return 'updating';
    const quote = snapshot.context.quote as { errors?: readonly unknown[] } | null;
    return (quote?.errors?.length ?? 0) > 0 ? 'line-errors' : null;
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
    <Bar
      data-testid={`cart-checkout-${placement}`}
      data-blocked={block ?? 'no'}
      placement={placement}
    >
      {block === null ? (
        <Button asChild size="lg" fullWidth>
          <Link to={CHECKOUT_PATH}>Checkout</Link>
        </Button>
      ) : (
        <>
          {/* asChild: aria-disabled on a button that stays focusable (native disabled is not). */}
          <Button asChild size="lg" fullWidth disabled>
            <button type="button" aria-describedby={reasonId}>
              Checkout
            </button>
          </Button>
          <Text id={reasonId} size="sm" tone="muted" data-testid="checkout-blocked-reason">
            {REASONS[block]}
          </Text>
        </>
      )}
    </Bar>
  );
}
