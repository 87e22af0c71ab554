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
  const snapshot = CheckoutActor.useSelector((current) => current);
  const { context } = snapshot;
  const placing = snapshot.matches('placing');
  const placeFailed = snapshot.matches('placeFailed');
  const address = context.addresses.find((candidate) => candidate.id === context.addressId);
  const window = context.schedule?.windows.find((choice) => choice.type === context.deliveryWindow);
  // The liquidation sale: picked up at the warehouse, not delivered.
  const pickup = context.quote?.mode === 'LIQUIDATION' || context.deliveryWindow === 'PICKUP';
  if (snapshot.matches({ review: 'quoting' })) {
    return (
      <Stack gap={4}>
        <StepHeading>Review your order</StepHeading>
        <Spinner label="Pricing your order" />
      </Stack>
    );
  }
  if (snapshot.matches({ review: 'failed' }) || !context.quote) {
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
        {context.error}
      </StatusPanel>
    );
  }
  return (
    <Stack gap={4}>
      <StepHeading>Review your order</StepHeading>
      <ErrorNotice message={placeFailed ? null : context.error} />
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
            {context.deliveryDate ? formatDay(context.deliveryDate) : ''}, {window?.label}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'date.edit' })}>
              Change day
            </Button>
          </dd>
        </SummaryRow>
        <SummaryRow>
          <dt>Payment</dt>
          <dd>
            {paymentLabel(context)}{' '}
            <Button variant="text" size="sm" onClick={() => send({ type: 'payment.edit' })}>
              Change card
            </Button>
          </dd>
        </SummaryRow>
        {context.agreementSignedBy ? (
          <SummaryRow>
            <dt>Agreement</dt>
            <dd>Signed by {context.agreementSignedBy}</dd>
          </SummaryRow>
        ) : null}
      </SummaryList>
      <QuoteLines lines={context.quote.products} />
      <TotalsList quote={{ ...context.quote, pickup }} idPrefix="review" />
      {placeFailed ? (
        <Notice tone="error" role="alert" title="Your order was not confirmed">
          <Stack gap={3}>
            <Text>{context.error}</Text>
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
          disabled={!snapshot.can({ type: 'order.place' })}
          loadingLabel="Placing your order"
          onClick={() => send({ type: 'order.place' })}
        >
          Place order and pay {formatMoney(context.quote.total)} today
        </Button>
      )}
    </Stack>
  );
}
