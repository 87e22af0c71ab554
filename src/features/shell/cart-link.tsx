import { Link } from '@tanstack/react-router';
import { useCartCount } from '../../lib/cart-count';
import { CountBadge, headerAction } from '../../ui/header-bar';
import { CartIcon } from '../../ui/shell-icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { isCartIconDisabled } from './site-chrome';

const CART_PATH: string = '/cart';

export function cartLabel(count: number): string {
  if (count === 0) return 'Cart, empty';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The cart icon with its item count; disabled while an order is being confirmed. */
export function CartLink({ pathname }: { pathname: string }) {
  const count = useCartCount();
  const label = cartLabel(count);
  const content = (
    <>
      <CartIcon />
      <VisuallyHidden>{label}</VisuallyHidden>
      <CountBadge count={count} />
    </>
  );
  if (isCartIconDisabled(pathname)) {
    return (
      <span
        role="link"
        aria-disabled="true"
        className={headerAction()}
        data-testid="cart-link"
        data-cart-anchor=""
      >
        {content}
      </span>
    );
  }
  return (
    <Link to={CART_PATH} className={headerAction()} data-testid="cart-link" data-cart-anchor="">
      {content}
    </Link>
  );
}
