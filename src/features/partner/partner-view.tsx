import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { PROVINCE_NAMES } from '../../../machines/checkout.machine';
import type { CardDraft } from '../../../machines/checkout-types';
import { partnerMachine } from '../../../machines/partner.machine';
import type { PartnerOrderSummary } from '../../../machines/partner.machine';
import { formatMoney } from '../../lib/money-format';
import { AddressForm } from '../../ui/address-form';
import { Button } from '../../ui/button';
import { CardChoice } from '../../ui/card-fields';
import { CartLineItem } from '../../ui/cart-line';
import { FieldError } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster, PlainList, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { SummaryRows } from '../../ui/summary-rows';

/** The partner steps' actor; the page provides it, stories provide it with fakes. */
export const PartnerActor = createActorContext(partnerMachine);

export type PartnerSnapshot = SnapshotFrom<typeof partnerMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type PartnerStateName = PartnerSnapshot['value'];

const PROVINCE_OPTIONS = Object.entries(PROVINCE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: true };

const WINDOWS: Readonly<Record<string, string>> = {
  MORNING: 'morning (9 am to noon)',
  AFTERNOON: 'afternoon (noon to 5 pm)',
  EVENING: 'evening (5 to 9 pm)',
  ANYTIME: 'any time of day',
};

export interface PartnerViewProps {
  /** Back to the address step (the route changes the URL; the machine follows). */
  onBack: () => void;
}

/** "Saturday, December 5". */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function deliveryLabel(order: PartnerOrderSummary): string {
  if (!order.deliveryDate) return 'The showroom will call you to choose a day.';
  const window = order.deliveryTimeType ? WINDOWS[order.deliveryTimeType] : undefined;
  return window ? `${formatDay(order.deliveryDate)}, ${window}` : formatDay(order.deliveryDate);
}

const AccountLinks = () => (
  <Cluster gap={4}>
    <TextLink asChild variant="standalone">
      <Link to="/account">My Account</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/contact">Contact us</Link>
    </TextLink>
  </Cluster>
);

/** What the showroom sold: the pieces, what was paid there and what follows each month. */
function OrderSummary({ order }: { order: PartnerOrderSummary }) {
  return (
    <Stack gap={3} as="section" aria-label="Your showroom order">
      <Text size="sm" tone="muted">
        {order.partnerStore}
        {order.partnerReference ? ` · showroom receipt ${order.partnerReference}` : ''} · order{' '}
        {order.orderNumber}
      </Text>
      <PlainList aria-label="Pieces on the order">
        {order.lines.map((line, index) => (
          <CartLineItem
            key={`${line.name}-${index}`}
            image={line.thumbUrl}
            title={<strong>{line.name}</strong>}
            price={
              <Text>
                {formatMoney(line.monthlyPrice)}
                <Text as="span" size="sm" tone="muted">
                  /month
                </Text>
              </Text>
            }
          >
            <Text size="sm" tone="muted">
              {[
                ...line.options,
                line.termLength ? `${line.termLength}-month plan` : 'Monthly plan',
                line.quantity > 1 ? `× ${line.quantity}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </CartLineItem>
        ))}
      </PlainList>
      <SummaryRows
        lines={[
          {
            label: 'Paid at the showroom (first month, with tax)',
            value: formatMoney(order.paidAtStore),
          },
          { label: 'Then each month, plus tax', value: formatMoney(order.monthlyTotal) },
          { label: 'Delivery', value: deliveryLabel(order) },
        ]}
      />
    </Stack>
  );
}

function StepLabel({ step }: { step: 1 | 2 }) {
  return (
    <Text size="sm" weight="bold" tone="primary">
      Step {step} of 2
    </Text>
  );
}

function AddressStep() {
  const state = PartnerActor.useSelector((snapshot) => snapshot.value);
  const shown = PartnerActor.useSelector((snapshot) => snapshot.context.order);
  const problem = PartnerActor.useSelector((snapshot) => snapshot.context.problem);
  const addressDraft = PartnerActor.useSelector((snapshot) => snapshot.context.addressDraft);
  const addressErrors = PartnerActor.useSelector((snapshot) => snapshot.context.addressErrors);
  const send = PartnerActor.useActorRef().send;
  const order = shown as PartnerOrderSummary;
  const saving = state === 'savingAddress';
  return (
    <FormPage
      title="Where should we deliver?"
      intro={
        <>
          <StepLabel step={1} />
          <p>
            {order.partnerStore} rang up your order. Tell us where our crew brings it, and what they
            should know to get it inside.
          </p>
        </>
      }
      footer={<AccountLinks />}
    >
      <OrderSummary order={order} />
      {order.address ? (
        <Notice tone="info" title="Address given">
          {order.address}. Send the form again to change it, or{' '}
          <TextLink asChild>
            <Link to="/partner/step/$step" params={{ step: 'billing' }}>
              continue to billing
            </Link>
          </TextLink>
          .
        </Notice>
      ) : null}
      {problem ? (
        <Notice tone="error" role="alert">
          {problem.message}
        </Notice>
      ) : null}
      <AddressForm
        provinceOptions={PROVINCE_OPTIONS}
        initial={addressDraft}
        errors={addressErrors}
        saving={saving}
        submitLabel="Continue to billing"
        onSubmit={(address) => send({ type: 'partner.saveAddress', address })}
        aria-label="Delivery address"
        hidePrimary
      />
    </FormPage>
  );
}

function BillingStep({ onBack }: PartnerViewProps) {
  const state = PartnerActor.useSelector((snapshot) => snapshot.value);
  const shown = PartnerActor.useSelector((snapshot) => snapshot.context.order);
  const cards = PartnerActor.useSelector((snapshot) => snapshot.context.cards);
  const cardDraft = PartnerActor.useSelector((snapshot) => snapshot.context.cardDraft);
  const paymentMethodId = PartnerActor.useSelector((snapshot) => snapshot.context.paymentMethodId);
  const problem = PartnerActor.useSelector((snapshot) => snapshot.context.problem);
  const cardErrors = PartnerActor.useSelector((snapshot) => snapshot.context.cardErrors);
  const send = PartnerActor.useActorRef().send;
  const order = shown as PartnerOrderSummary;
  const usable = cards.filter((card) => !card.expired);
  const [card, setCard] = useState<CardDraft>(cardDraft ?? EMPTY_CARD);
  const choice = paymentMethodId ?? 'new';
  const busy = state === 'tokenizing' || state === 'completing';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(choice === 'new' ? { type: 'partner.submit', card } : { type: 'partner.submit' });
  };
  const addressProblem = problem?.field === 'address' ? problem.message : null;
  const paymentProblem = problem && !addressProblem ? problem.message : null;
  return (
    <FormPage
      title="How will you pay each month?"
      intro={
        <>
          <StepLabel step={2} />
          <p>
            Your first month was paid at the showroom. From a month after delivery, the monthly
            payment is charged to this card. We check it with a $1.00 hold that is released at once.
          </p>
        </>
      }
      footer={<AccountLinks />}
    >
      <OrderSummary order={order} />
      <Stack gap={1} as="section" aria-label="Delivery address">
        <Text weight="bold">Delivery address</Text>
        <Text data-testid="partner-address">{order.address}</Text>
        <FieldError role="alert">{addressProblem}</FieldError>
      </Stack>
      <form onSubmit={submit} noValidate aria-label="Billing details">
        <Stack gap={4}>
          <CardChoice
            label="Charge"
            saved={usable}
            choice={choice}
            onChoose={(value) =>
              send(
                value === 'new'
                  ? { type: 'partner.chooseNewCard' }
                  : { type: 'partner.chooseSaved', paymentMethodId: value },
              )
            }
            card={card}
            onCardChange={(name, value) => setCard((current) => ({ ...current, [name]: value }))}
            errors={cardErrors}
            disabled={busy}
          />
          <FieldError role="alert" data-testid="payment-error">
            {paymentProblem}
          </FieldError>
          <Cluster gap={3}>
            <Button
              type="submit"
              loading={busy}
              loadingLabel={state === 'tokenizing' ? 'Checking the card' : 'Confirming'}
            >
              Confirm my order
            </Button>
            <Button type="button" variant="text" disabled={busy} onClick={onBack}>
              Change the address
            </Button>
          </Cluster>
        </Stack>
      </form>
    </FormPage>
  );
}

/** Each state of the partner machine as a screen (stories render every one). */
export function PartnerView({ onBack }: PartnerViewProps) {
  const state = PartnerActor.useSelector((snapshot) => snapshot.value);
  const shownOrder = PartnerActor.useSelector((snapshot) => snapshot.context.order);
  const problem = PartnerActor.useSelector((snapshot) => snapshot.context.problem);
  const send = PartnerActor.useActorRef().send;
  switch (state) {
    case 'loading':
      return (
        <FormPage title="Your showroom order">
          <Spinner />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title="Your showroom order" footer={<AccountLinks />}>
          <StatusPanel
            title="We could not load your order"
            actions={<Button onClick={() => send({ type: 'partner.retry' })}>Try again</Button>}
          >
            <Text>{problem?.message ?? 'Something went wrong. Please try again.'}</Text>
          </StatusPanel>
        </FormPage>
      );
    case 'noOrder':
      return (
        <FormPage title="Your showroom order" footer={<AccountLinks />}>
          <StatusPanel title="There is no showroom order to complete">
            <Text>
              When a partner showroom orders for you, the order waits here for the delivery address
              and billing details. Your other orders are in your account.
            </Text>
          </StatusPanel>
        </FormPage>
      );
    case 'done': {
      const order = shownOrder as PartnerOrderSummary;
      return (
        <FormPage
          title="Your order is confirmed"
          focusTitle
          intro={`We will deliver it ${order.deliveryDate ? `on ${deliveryLabel(order)}` : 'on the day the showroom calls you about'}, and email you the day before.`}
          footer={<AccountLinks />}
        >
          <OrderSummary order={order} />
          {order.address ? <Text>Delivering to {order.address}.</Text> : null}
          <Cluster gap={3}>
            <Button asChild>
              <Link to="/account/receipts/print/$orderId" params={{ orderId: order.orderId }}>
                View the receipt
              </Link>
            </Button>
          </Cluster>
        </FormPage>
      );
    }
    case 'address':
    case 'savingAddress':
      return <AddressStep />;
    default:
      return <BillingStep onBack={onBack} />;
  }
}
