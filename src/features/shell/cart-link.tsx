import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { useCartCount } from '../../lib/cart-count';
import { openCartClearedPopup } from '../../lib/cart-popup-store';
import { CART_CLEAR_HOLD_MS, clearBothCarts } from '../../lib/cart-store';
import { CountBadge, headerAction } from '../../ui/header-bar';
import { CartIcon } from '../../ui/shell-icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { isCartIconDisabled } from './site-chrome';

const CART_PATH: string = '/cart';

export function cartLabel(count: number): string {
  if (count === 0) return m.shell_cart_label_empty();
  return m.shell_cart_label({ count });
}

/**
 * Pressing and holding for CART_CLEAR_HOLD_MS clears both carts and the delivery choice (spec
 * section 4) and swallows the click the release would make; a shorter press is a plain click.
 * The hold is measured on the input's own clock (the events' time stamps) as well as by the
 * timer: a page busy when the press came in starts the timer late, and a release after the full
 * hold still clears.
 */
function useHoldToClear() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressedAt = useRef(0);
  const cleared = useRef(false);
  const cancel = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  const clear = () => {
    cancel();
    cleared.current = true;
    clearBothCarts();
    openCartClearedPopup();
  };
  useEffect(() => cancel, []);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      cancel();
      cleared.current = false;
      pressedAt.current = event.timeStamp;
      timer.current = setTimeout(clear, CART_CLEAR_HOLD_MS);
    },
    onPointerUp: (event: PointerEvent) => {
      if (timer.current === null) return;
      if (event.timeStamp - pressedAt.current >= CART_CLEAR_HOLD_MS) clear();
      else cancel();
    },
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClick: (event: MouseEvent) => {
      if (!cleared.current) return;
      cleared.current = false;
      event.preventDefault();
    },
    // A long touch would open the link's context menu instead.
    onContextMenu: (event: MouseEvent) => {
      if (timer.current !== null || cleared.current) event.preventDefault();
    },
  };
}

/** The cart icon with its item count; disabled while an order is being confirmed. */
export function CartLink({ pathname }: { pathname: string }) {
  const count = useCartCount();
  const hold = useHoldToClear();
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
    <Link
      to={CART_PATH}
      className={headerAction()}
      data-testid="cart-link"
      data-cart-anchor=""
      draggable={false}
      style={{ WebkitTouchCallout: 'none', userSelect: 'none' }}
      {...hold}
    >
      {content}
    </Link>
  );
}
