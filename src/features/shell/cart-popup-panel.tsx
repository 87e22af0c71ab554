import { Link } from '@tanstack/react-router';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCartCount } from '../../lib/cart-count';
import { closeCartPopup, useCartPopup } from '../../lib/cart-popup-store';
import { Button } from '../../ui/button';
import { FloatingPanel, FloatingPanelActions } from '../../ui/floating-panel';
import { m } from '../../i18n/paraglide/messages.js';

const CART_PATH: string = '/cart';
const CHECKOUT_PATH: string = '/checkout';

const SCROLL_CLOSE_PX = 24;

/** The panel's title for each status, in the page's language. */
function title(status: 'added' | 'error' | 'cleared'): string {
  if (status === 'error') return m.shell_cart_popup_not_added();
  if (status === 'cleared') return m.shell_cart_popup_cleared();
  return m.shell_cart_popup_added();
}

/**
 * The cart pop-up panel (loaded when it first opens): what was added, or the error of spec
 * section 8 when the add failed; scrolling, clicking away, Escape or one of its buttons closes it.
 */
export default function CartPopupPanel() {
  const count = useCartCount();
  const popup = useCartPopup();
  const status = popup.open ? popup.status : 'added';
  const failed = status === 'error';
  const itemName = popup.open && popup.status === 'added' ? popup.itemName : null;
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const restoreFocus = useRef(true);
  // Just under the cart icon while the header is in view (scrolling closes the pop-up anyway).
  const [top, setTop] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const anchor = document.querySelector('[data-cart-anchor]')?.getBoundingClientRect();
    if (anchor && anchor.bottom > 0) setTop(Math.round(anchor.bottom + 8));
  }, []);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.querySelector<HTMLElement>('a')?.focus({ preventScroll: true });
    const close = () => closeCartPopup();
    // The shopper scrolling closes it; a nudge from the page settling (scroll anchoring,
    // images arriving) does not.
    const startY = globalThis.scrollY;
    const onScroll = () => {
      if (Math.abs(globalThis.scrollY - startY) > SCROLL_CLOSE_PX) close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!panel.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    globalThis.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      globalThis.removeEventListener('scroll', onScroll);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      if (restoreFocus.current && previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const followLink = () => {
    restoreFocus.current = false;
    closeCartPopup();
  };

  return (
    <FloatingPanel
      ref={panel}
      title={title(status)}
      titleId={titleId}
      onClose={closeCartPopup}
      style={top === undefined ? undefined : { top }}
      data-testid="cart-popup"
      data-status={status}
    >
      {status === 'cleared' ? (
        <p role="status">{m.shell_cart_popup_cleared_text()}</p>
      ) : failed ? (
        <p role="alert" data-testid="cart-popup-error">
          {m.shell_cart_popup_add_error()}
        </p>
      ) : (
        <p>
          {itemName ? m.shell_cart_popup_item({ name: itemName }) : null}
          {m.shell_cart_popup_count({ count })}
        </p>
      )}
      {status === 'cleared' ? null : (
        <FloatingPanelActions>
          <Button asChild variant="secondary">
            <Link to={CART_PATH} onClick={followLink}>
              {m.shell_cart_popup_view_cart()}
            </Link>
          </Button>
          <Button asChild>
            <Link to={CHECKOUT_PATH} onClick={followLink}>
              {m.shell_cart_popup_checkout()}
            </Link>
          </Button>
        </FloatingPanelActions>
      )}
    </FloatingPanel>
  );
}
