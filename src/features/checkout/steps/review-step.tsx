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

function paymentLabel(context: CheckoutContext): string {
  const saved = context.cards.find((card) => card.id === context.paymentMethodId);
  if (saved) return `${saved.cardType} ending ${saved.cardLastFourDigits}`;
  if (context.cardToken)
    return `${context.cardToken.card.brand} ending ${context.cardToken.card.last4}`;
  return 'No card chosen';
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
  const error = CheckoutActor.useSelector((snapshot) => snapshot.context.error);
  // The liquidation sale: picked up at the warehouse, not delivered.
  const pickup = quote?.mode === 'LIQUIDATION' || deliveryWindow === 'PICKUP';
  if (quoting) {
    return (
      <Stack gap={4}>
        <StepHeading>Review your order</StepHeading>
        <Spinner label="Pricing your order" />
      </Stack>
    );
  }
  if (failed || !quote) {
    return (
      <StatusPanel
        title="We could not price your order"
        actions={
          <Cluster gap={3}>
            <Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>
            <Button variant="secondary" asChild>
              <a href={pathInLocale('/cart', getLocale())}>Back to cart</a>
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
      <StepHeading>Review your order</StepHeading>
      <ErrorNotice message={placeFailed ? null : error} />
      <SummaryList>
        {pickup ? (
          <SummaryRow>
            <dt>Pick up at</dt>
            <dd data-testid="review-pickup">
              {PICKUP_WAREHOUSE.name}, {PICKUP_WAREHOUSE.address}
            </dd>
          </SummaryRow>
        ) : null}
        <SummaryRow>
          <dt>{pickup ? 'Your address' : 'Deliver to'}</dt>
          <dd>
            {address ? addressLabel(address) : ''}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'address.edit' })}>
              Change address
            </Button>
          </dd>
        </SummaryRow>
        <SummaryRow>
          <dt>When</dt>
          <dd>
            {deliveryDate ? formatDay(deliveryDate) : ''}, {window?.label}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'date.edit' })}>
              Change day
            </Button>
          </dd>
        </SummaryRow>
        <SummaryRow>
          <dt>Payment</dt>
          <dd>
            {payment}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'payment.edit' })}>
              Change card
            </Button>
          </dd>
        </SummaryRow>
        {signedBy ? (
          <SummaryRow>
            <dt>Agreement</dt>
            <dd>Signed by {signedBy}</dd>
          </SummaryRow>
        ) : null}
      </SummaryList>
      <QuoteLines lines={quote.products} />
      <TotalsList quote={{ ...quote, pickup }} idPrefix="review" />
      {placeFailed ? (
        <Notice tone="error" role="alert" title="Your order was not confirmed">
          <Stack gap={3}>
            <Text>{error}</Text>
            <Text>Trying again never charges you twice.</Text>
            <Cluster gap={3}>
              <Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>
              <Button variant="secondary" onClick={() => send({ type: 'step.back' })}>
                Back to review
              </Button>
            </Cluster>
          </Stack>
        </Notice>
      ) : (
        <Button
          size="lg"
          loading={placing}
          disabled={!canPlace}
          loadingLabel="Placing your order"
          onClick={() => send({ type: 'order.place' })}
        >
          Place order and pay {formatMoney(quote.total)} today
        </Button>
      )}
    </Stack>
  );
}
