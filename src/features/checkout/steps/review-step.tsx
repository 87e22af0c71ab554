import type { CheckoutContext } from '../../../../machines/checkout.machine';
import { Button } from '../../../ui/button';
import { SummaryList, SummaryRow } from '../../../ui/cart-layout';
import { Cluster, Stack, Text } from '../../../ui/layout';
import { formatMoney } from '../../../lib/money-format';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { StatusPanel } from '../../../ui/status-panel';
import { addressLabel } from '../address-form';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';
import { formatDay } from '../../../lib/calendar-day';
import { PICKUP_WAREHOUSE } from '../../../lib/store-mode';
import { QuoteLines } from '../quote-lines';
import { TotalsList } from '../totals-list';
import { ErrorNotice, StepHeading } from './step-parts';
import { getLocale, pathInLocale } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { checkoutError } from '../checkout-problems';

function paymentLabel(context: CheckoutContext): string {
  const saved = context.cards.find((card) => card.id === context.paymentMethodId);
  if (saved)
    return m.checkout_card_ending({ brand: saved.cardType, last4: saved.cardLastFourDigits });
  if (context.cardToken)
    return m.checkout_card_ending({
      brand: context.cardToken.card.brand,
      last4: context.cardToken.card.last4,
    });
  return m.checkout_no_card();
}

/** Review: the choices so far, the server's price, and the button that places the order. */
export function ReviewStep() {
  const send = useCheckoutSend();
  const quoting = CheckoutActor.useSelector((snapshot) => snapshot.matches({ review: 'quoting' }));
  const failed = CheckoutActor.useSelector((snapshot) => snapshot.matches({ review: 'failed' }));
  const placing = CheckoutActor.useSelector((snapshot) => snapshot.matches('placing'));
  const placeFailed = CheckoutActor.useSelector((snapshot) => snapshot.matches('placeFailed'));
  const canPlace = CheckoutActor.useSelector((snapshot) => snapshot.can({ type: 'order.place' }));
  const address = CheckoutActor.useSelector(({ context }) =>
    context.addresses.find((candidate) => candidate.id === context.addressId),
  );
  const window = CheckoutActor.useSelector(({ context }) =>
    context.schedule?.windows.find((choice) => choice.type === context.deliveryWindow),
  );
  const payment = CheckoutActor.useSelector(({ context }) => paymentLabel(context));
  const quote = CheckoutActor.useSelector((snapshot) => snapshot.context.quote);
  const deliveryDate = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryDate);
  const deliveryWindow = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryWindow);
  const signedBy = CheckoutActor.useSelector((snapshot) => snapshot.context.agreementSignedBy);
  const error = checkoutError(CheckoutActor.useSelector((snapshot) => snapshot.context.error));
  // The liquidation sale: picked up at the warehouse, not delivered.
  const pickup = quote?.mode === 'LIQUIDATION' || deliveryWindow === 'PICKUP';
  if (quoting) {
    return (
      <Stack gap={4}>
        <StepHeading>{m.checkout_review_heading()}</StepHeading>
        <Spinner label={m.checkout_pricing()} />
      </Stack>
    );
  }
  if (failed || !quote) {
    return (
      <StatusPanel
        title={m.checkout_price_failed()}
        actions={
          <Cluster gap={3}>
            <Button onClick={() => send({ type: 'checkout.retry' })}>
              {m.checkout_try_again()}
            </Button>
            <Button variant="secondary" asChild>
              <a href={pathInLocale('/cart', getLocale())}>{m.checkout_back_to_cart()}</a>
            </Button>
          </Cluster>
        }
      >
        {error}
      </StatusPanel>
    );
  }
  return (
    <Stack gap={4}>
      <StepHeading>{m.checkout_review_heading()}</StepHeading>
      <ErrorNotice message={placeFailed ? null : error} />
      <SummaryList>
        {pickup ? (
          <SummaryRow>
            <dt>{m.checkout_pick_up_at()}</dt>
            <dd data-testid="review-pickup">
              {m.checkout_warehouse_name()}, {PICKUP_WAREHOUSE.address}
            </dd>
          </SummaryRow>
        ) : null}
        <SummaryRow>
          <dt>{pickup ? m.checkout_your_address() : m.checkout_deliver_to()}</dt>
          <dd>
            {address ? addressLabel(address) : ''}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'address.edit' })}>
              {m.checkout_change_address()}
            </Button>
          </dd>
        </SummaryRow>
        <SummaryRow>
          <dt>{m.checkout_when()}</dt>
          <dd>
            {deliveryDate ? formatDay(deliveryDate) : ''}, {window?.label}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'date.edit' })}>
              {m.checkout_change_day()}
            </Button>
          </dd>
        </SummaryRow>
        <SummaryRow>
          <dt>{m.checkout_step_payment()}</dt>
          <dd>
            {payment}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'payment.edit' })}>
              {m.checkout_change_card()}
            </Button>
          </dd>
        </SummaryRow>
        {signedBy ? (
          <SummaryRow>
            <dt>{m.checkout_step_agreement()}</dt>
            <dd>{m.checkout_signed_by({ name: signedBy })}</dd>
          </SummaryRow>
        ) : null}
      </SummaryList>
      <QuoteLines lines={quote.products} />
      <TotalsList quote={{ ...quote, pickup }} idPrefix="review" />
      {placeFailed ? (
        <Notice tone="error" role="alert" title={m.checkout_not_confirmed()}>
          <Stack gap={3}>
            <Text>{error}</Text>
            <Text>{m.checkout_never_twice()}</Text>
            <Cluster gap={3}>
              <Button onClick={() => send({ type: 'checkout.retry' })}>
                {m.checkout_try_again()}
              </Button>
              <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
                {m.checkout_back_to_review()}
              </Button>
            </Cluster>
          </Stack>
        </Notice>
      ) : (
        <Button
          size="lg"
          loading={placing}
          disabled={!canPlace}
          loadingLabel={m.checkout_placing()}
          onClick={() => send({ type: 'order.place' })}
        >
          {m.checkout_place_order({ amount: formatMoney(quote.total) })}
        </Button>
      )}
    </Stack>
  );
}
