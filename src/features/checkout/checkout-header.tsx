import { Link } from '@tanstack/react-router';
import { CheckoutHeaderBar } from '../../ui/checkout-layout';
import { brandLogo } from '../../ui/header-bar';
import { Link as TextLink } from '../../ui/link';
import { ChevronLeftIcon } from '../../ui/shell-icons';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The checkout's own header (the site's header and footer are hidden here): the logo, home to
 * the store, and the way back to the cart.
 */
export function CheckoutHeader() {
  return (
    <CheckoutHeaderBar>
      <Link to="/" className={brandLogo()} aria-label={m.checkout_home_label()}>
        {m.checkout_brand()}
      </Link>
      <TextLink asChild variant="standalone">
        <Link to="/cart">
          <ChevronLeftIcon size={20} />
          {m.checkout_back_to_cart()}
        </Link>
      </TextLink>
    </CheckoutHeaderBar>
  );
}
