import { cartLineKey } from '../../lib/cart-line-key';
import { styled } from '../../styles/stitches.config';
import { Heading, Stack } from '../../ui/layout';
import { CheckoutActor } from './checkout-actor';
import { TotalsList } from './totals-list';

/** A bordered box: the step, and the cart beside it. */
export const CheckoutPanel = styled('section', {
  border: '1px solid $border',
  borderRadius: 0,
  padding: '$4',
  '@md': { padding: '$6' },
});

const Lines = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  // The quantity stays beside the name, never alone on a line of its own.
  '& li > span:last-child': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
});

/** Beside every step: what is being bought and, once priced, the totals. */
export function CheckoutCartSummary() {
  const lines = CheckoutActor.useSelector((snapshot) => snapshot.context.cart.lines);
  const quote = CheckoutActor.useSelector((snapshot) => snapshot.context.quote);
  return (
    <CheckoutPanel aria-labelledby="checkout-cart-heading">
      <Stack gap={3}>
        <Heading as="h2" id="checkout-cart-heading" css={{ fontSize: '$3' }}>
          Your cart
        </Heading>
        <Lines>
          {lines.map((line) => (
            <li key={cartLineKey(line)}>
              <span>{line.name}</span>
              <span>× {line.quantity}</span>
            </li>
          ))}
        </Lines>
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
