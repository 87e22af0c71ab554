import { cartLineKey } from '../../lib/cart-line-key';
import { AmountLines, CheckoutPanel } from '../../ui/checkout-layout';
import { Heading, Stack } from '../../ui/layout';
import { CheckoutActor } from './checkout-actor';
import { TotalsList } from './totals-list';
import { m } from '../../i18n/paraglide/messages.js';

/** Beside every step: what is being bought and, once priced, the totals. */
export function CheckoutCartSummary() {
  const lines = CheckoutActor.useSelector((snapshot) => snapshot.context.cart.lines);
  const quote = CheckoutActor.useSelector((snapshot) => snapshot.context.quote);
  return (
    <CheckoutPanel aria-labelledby="checkout-cart-heading">
      <Stack gap={3}>
        <Heading as="h2" id="checkout-cart-heading" size="xs" weight="regular">
          {m.checkout_your_cart()}
        </Heading>
        <AmountLines>
          {lines.map((line) => (
            <li key={cartLineKey(line)}>
              <span>{line.name}</span>
              <span>{m.checkout_times_quantity({ quantity: line.quantity })}</span>
            </li>
          ))}
        </AmountLines>
        {quote ? (
          <TotalsList
            quote={{ ...quote, pickup: quote.mode === 'LIQUIDATION' }}
            idPrefix="cart-summary"
          />
        ) : null}
      </Stack>
    </CheckoutPanel>
  );
}
