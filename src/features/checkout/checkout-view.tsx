import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type {
  CardDraft,
  CheckoutContext,
  CheckoutEvent,
  DeliveryWindowChoice,
} from '../../../machines/checkout.machine';
import { styled } from '../../styles/stitches.config';
import { Button } from '../../ui/button';
import { SummaryList, SummaryRow } from '../../ui/cart-layout';
import { Checkbox } from '../../ui/checkbox';
import { TextField } from '../../ui/field';
import { Cluster, Heading, Stack, Text } from '../../ui/layout';
import { formatMoney } from '../../ui/money-format';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { AddressForm, FieldGrid, addressLabel } from './address-form';

/** What the view needs of the machine's snapshot (a live actor's or a story's). */
export interface CheckoutViewState {
  value: unknown;
  context: CheckoutContext;
  matches: (value: never) => boolean;
}

export interface CheckoutViewProps {
  state: CheckoutViewState;
  send: (event: CheckoutEvent) => void;
  /** The depot's hour now, for hiding windows that have started today; defaults to the clock. */
  depotHour?: (timezone: string) => number;
}

const Shell = styled('div', {
  maxWidth: 1100,
  margin: '0 auto',
  padding: '$4',
  '@md': { padding: '$6' },
});

const Columns = styled('div', {
  display: 'grid',
  gap: '$6',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
});

const Panel = styled('section', {
  border: '1px solid $border',
  borderRadius: '$md',
  padding: '$4',
  '@md': { padding: '$6' },
});

const StepList = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $4',
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $6',
  fontSize: '$sm',
  '& li': { color: '$textMuted' },
  '& li[aria-current="step"]': { color: '$text', fontWeight: 700 },
});

const AgreementText = styled('div', {
  maxHeight: 240,
  overflowY: 'auto',
  border: '1px solid $border',
  borderRadius: '$sm',
  padding: '$4',
  fontSize: '$sm',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});

const STEPS = [
  ['address', 'Address'],
  ['schedule', 'Delivery'],
  ['agreement', 'Agreement'],
  ['payment', 'Payment'],
  ['review', 'Review'],
] as const;

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: false };

export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T12:00:00Z`));
}

function currentHour(timezone: string): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { hour: 'numeric', hourCycle: 'h23', timeZone: timezone })
      .formatToParts(new Date())
      .find((part) => part.type === 'hour')?.value ?? 0,
  );
}

function stepOf(state: CheckoutViewState): string {
  if (state.matches('address' as never) || state.matches('savingAddress' as never))
    return 'address';
  if (state.matches('schedule' as never)) return 'schedule';
  if (state.matches('agreement' as never)) return 'agreement';
  if (state.matches('payment' as never) || state.matches('tokenizing' as never)) return 'payment';
  return 'review';
}

/** Moves focus to a step's heading when the step changes, so keyboard and reader users follow. */
function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Heading as="h2" ref={ref} tabIndex={-1} css={{ outline: 'none' }}>
      {children}
    </Heading>
  );
}

function ErrorNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Notice tone="error" role="alert">
      {message}
    </Notice>
  );
}

// ------------------------------------------------------------------ address

function AddressStep({ state, send }: CheckoutViewProps) {
  const { context } = state;
  const saving = state.matches('savingAddress' as never);
  const [adding, setAdding] = useState(
    context.addresses.length === 0 || context.addressDraft !== null,
  );
  return (
    <Stack gap={4}>
      <StepHeading>Where should we deliver?</StepHeading>
      <ErrorNotice message={context.error} />
      {context.addresses.length > 0 ? (
        <Stack gap={4}>
          <RadioGroup
            label="Your addresses"
            value={context.addressId ?? undefined}
            onValueChange={(addressId) => send({ type: 'address.select', addressId })}
            options={context.addresses.map((address) => ({
              value: address.id,
              label: addressLabel(address),
            }))}
          />
          <Cluster gap={3}>
            <Button
              type="button"
              disabled={context.addressId === null || saving}
              onClick={() => send({ type: 'address.confirm' })}
            >
              Deliver to this address
            </Button>
            {!adding ? (
              <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
                Add a new address
              </Button>
            ) : null}
          </Cluster>
        </Stack>
      ) : null}
      {adding ? (
        <Stack gap={3}>
          <Heading as="h3" css={{ fontSize: '$lg' }}>
            New address
          </Heading>
          <AddressForm
            initial={context.addressDraft}
            errors={context.addressErrors}
            saving={saving}
            submitLabel="Save and deliver here"
            onSubmit={(address) => send({ type: 'address.submit', address })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

// ------------------------------------------------------------------ delivery day

function ScheduleStep({ state, send, depotHour = currentHour }: CheckoutViewProps) {
  const { context } = state;
  const schedule = context.schedule;
  const [date, setDate] = useState(context.deliveryDate ?? '');
  const [window, setWindow] = useState<string>(context.deliveryWindow ?? '');
  if (state.matches({ schedule: 'loading' } as never)) {
    return (
      <Stack gap={4}>
        <StepHeading>When should we deliver?</StepHeading>
        <Spinner label="Loading delivery days" />
      </Stack>
    );
  }
  if (state.matches({ schedule: 'failed' } as never) || !schedule) {
    return (
      <StatusPanel
        title="We could not load the delivery days"
        actions={<Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>}
      >
        {context.error}
      </StatusPanel>
    );
  }
  const hour = depotHour(schedule.timezone);
  const open = (choice: DeliveryWindowChoice) => date !== schedule.today || choice.startHour > hour;
  const windows = schedule.windows.filter(open);
  const choose = (nextDate: string, nextWindow: string) => {
    setDate(nextDate);
    setWindow(nextWindow);
    if (nextDate && nextWindow && schedule.windows.some((choice) => choice.type === nextWindow)) {
      send({ type: 'date.select', date: nextDate, window: nextWindow as never });
    }
  };
  const city = schedule.timezone.split('/').pop()?.replace(/_/g, ' ');
  return (
    <Stack gap={4}>
      <StepHeading>When should we deliver?</StepHeading>
      <ErrorNotice message={context.error} />
      <TextField
        label="Delivery day"
        type="date"
        min={schedule.earliestDate}
        max={schedule.latestDate}
        value={date}
        hint={`From ${formatDay(schedule.earliestDate)} to ${formatDay(schedule.latestDate)}`}
        error={
          date && (date < schedule.earliestDate || date > schedule.latestDate)
            ? `Choose a day from ${formatDay(schedule.earliestDate)} to ${formatDay(schedule.latestDate)}.`
            : undefined
        }
        onChange={(event) => choose(event.target.value, window)}
      />
      <RadioGroup
        label={`Time window (${city} time)`}
        value={window || undefined}
        onValueChange={(next) => choose(date, next)}
        options={windows.map((choice) => ({ value: choice.type, label: choice.label }))}
      />
      <Cluster gap={3}>
        <Button type="button" onClick={() => send({ type: 'date.confirm' })}>
          Continue
        </Button>
        <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
          Back to address
        </Button>
      </Cluster>
    </Stack>
  );
}

// ------------------------------------------------------------------ agreement

export function AgreementTerms({
  lines,
}: {
  lines: { name: string; termLength: number | null }[];
}) {
  return (
    <AgreementText tabIndex={0} aria-label="Subscription agreement">
      <Stack gap={2}>
        <Text>
          <strong>Subscription agreement.</strong> You rent the furniture below from us for as long
          as your subscription lasts. It stays ours; you keep it in good condition, in the home we
          deliver it to, and let us collect it when the subscription ends.
        </Text>
        <ul>
          {lines.map((line) => (
            <li key={line.name}>
              {line.name}
              {line.termLength ? `: ${line.termLength}-month minimum term` : ': month to month'}
            </li>
          ))}
        </ul>
        <Text>
          Monthly fees are charged to your card on the same day each month. After the minimum term
          you may return items at any time; an earlier return has a fee, shown before you book it.
          Normal wear is expected; damage beyond it may be charged at the repair cost.
        </Text>
      </Stack>
    </AgreementText>
  );
}

function AgreementStep({ state, send }: CheckoutViewProps) {
  const { context } = state;
  const [name, setName] = useState(context.agreementSignedBy ?? '');
  const [error, setError] = useState<string | undefined>();
  const subscriptions = context.cart.lines.filter((line) =>
    ['subscribe', 'subscribev2', 'rentv2'].includes(line.purchaseOption),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError('Type your full name to sign the agreement.');
      return;
    }
    send({ type: 'agreement.sign', name });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <StepHeading>Sign your subscription agreement</StepHeading>
        <Text>Your cart holds subscriptions. Read the agreement, then sign it with your name.</Text>
        <AgreementTerms lines={subscriptions} />
        <TextField
          label="Your full name"
          autoComplete="name"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <Cluster gap={3}>
          <Button type="submit">Sign and continue</Button>
          <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
            Back to delivery
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

// ------------------------------------------------------------------ payment

function PaymentStep({ state, send }: CheckoutViewProps) {
  const { context } = state;
  const tokenizing = state.matches('tokenizing' as never);
  const usable = context.cards.filter((card) => !card.expired);
  const [choice, setChoice] = useState<string>(
    context.paymentMethodId ?? (usable.length > 0 && !context.cardDraft ? '' : 'new'),
  );
  const [card, setCard] = useState<CardDraft>(context.cardDraft ?? EMPTY_CARD);
  const errors = context.cardErrors;
  const field = (name: 'name' | 'number' | 'expiry' | 'cvc') => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'new') send({ type: 'payment.enterCard', card });
    send({ type: 'payment.confirm' });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <StepHeading>How would you like to pay?</StepHeading>
        <ErrorNotice message={context.error} />
        {usable.length > 0 ? (
          <RadioGroup
            label="Pay with"
            value={choice || undefined}
            onValueChange={(value) => {
              setChoice(value);
              if (value !== 'new') send({ type: 'payment.chooseSaved', paymentMethodId: value });
            }}
            options={[
              ...usable.map((saved) => ({
                value: saved.id,
                label: `${saved.cardType} ending ${saved.cardLastFourDigits}, expires ${String(saved.cardExpiryMonth).padStart(2, '0')}/${saved.cardExpiryYear}`,
              })),
              { value: 'new', label: 'A new card' },
            ]}
          />
        ) : null}
        {choice === 'new' ? (
          <Stack gap={4}>
            <Text css={{ fontSize: '$sm' }}>
              Your card goes straight to our payment processor; we never see or keep its number.
            </Text>
            <FieldGrid>
              <TextField label="Name on card" autoComplete="cc-name" {...field('name')} />
              <TextField
                label="Card number"
                autoComplete="cc-number"
                inputMode="numeric"
                {...field('number')}
              />
              <TextField
                label="Expiry (MM/YY)"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                {...field('expiry')}
              />
              <TextField
                label="Security code"
                autoComplete="cc-csc"
                inputMode="numeric"
                {...field('cvc')}
              />
            </FieldGrid>
            <Checkbox
              label="Save this card for next time"
              checked={card.saveCard}
              onCheckedChange={(checked) =>
                setCard((current) => ({ ...current, saveCard: checked === true }))
              }
            />
          </Stack>
        ) : null}
        <Cluster gap={3}>
          <Button type="submit" loading={tokenizing} loadingLabel="Checking the card">
            Review order
          </Button>
          <Button type="button" variant="text" onClick={() => send({ type: 'step.back' })}>
            Back to delivery
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

// ------------------------------------------------------------------ review

export function TotalsList({
  quote,
}: {
  quote: {
    subtotal: number;
    delivery: number;
    assembly: number;
    taxes: readonly { name: string; price: number }[];
    total: number;
    balanceUsed: number;
    amountDue: number;
  };
}) {
  return (
    <SummaryList>
      <SummaryRow>
        <dt>Products</dt>
        <dd>{formatMoney(quote.subtotal)}</dd>
      </SummaryRow>
      <SummaryRow>
        <dt>Delivery</dt>
        <dd>{formatMoney(quote.delivery)}</dd>
      </SummaryRow>
      {quote.assembly > 0 ? (
        <SummaryRow>
          <dt>Assembly</dt>
          <dd>{formatMoney(quote.assembly)}</dd>
        </SummaryRow>
      ) : null}
      {quote.taxes.map((tax) => (
        <SummaryRow key={tax.name}>
          <dt>{tax.name}</dt>
          <dd>{formatMoney(tax.price)}</dd>
        </SummaryRow>
      ))}
      <SummaryRow>
        <dt>Total</dt>
        <dd>{formatMoney(quote.total)}</dd>
      </SummaryRow>
      {quote.balanceUsed > 0 ? (
        <SummaryRow>
          <dt>Account credit</dt>
          <dd>−{formatMoney(quote.balanceUsed)}</dd>
        </SummaryRow>
      ) : null}
      <SummaryRow total>
        <dt>To pay now</dt>
        <dd>{formatMoney(quote.amountDue)}</dd>
      </SummaryRow>
    </SummaryList>
  );
}

function paymentLabel(context: CheckoutContext): string {
  const saved = context.cards.find((card) => card.id === context.paymentMethodId);
  if (saved) return `${saved.cardType} ending ${saved.cardLastFourDigits}`;
  if (context.cardToken)
    return `${context.cardToken.card.brand} ending ${context.cardToken.card.last4}`;
  return 'No card chosen';
}

function ReviewStep({ state, send }: CheckoutViewProps) {
  const { context } = state;
  const placing = state.matches('placing' as never);
  const address = context.addresses.find((candidate) => candidate.id === context.addressId);
  const window = context.schedule?.windows.find((choice) => choice.type === context.deliveryWindow);
  if (state.matches({ review: 'quoting' } as never)) {
    return (
      <Stack gap={4}>
        <StepHeading>Review your order</StepHeading>
        <Spinner label="Pricing your order" />
      </Stack>
    );
  }
  if (state.matches({ review: 'failed' } as never) || !context.quote) {
    return (
      <StatusPanel
        title="We could not price your order"
        actions={
          <Cluster gap={3}>
            <Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>
            <Button variant="secondary" asChild>
              <a href="/cart">Back to cart</a>
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
      <ErrorNotice message={state.matches('placeFailed' as never) ? null : context.error} />
      <SummaryList>
        <SummaryRow>
          <dt>Deliver to</dt>
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
      <TotalsList quote={context.quote} />
      {state.matches('placeFailed' as never) ? (
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
          loadingLabel="Placing your order"
          onClick={() => send({ type: 'order.place' })}
        >
          Place order and pay {formatMoney(context.quote.amountDue)}
        </Button>
      )}
    </Stack>
  );
}

// ------------------------------------------------------------------ the screen

function CartSummary({ context }: { context: CheckoutContext }) {
  return (
    <Panel aria-labelledby="checkout-cart-heading">
      <Stack gap={3}>
        <Heading as="h2" id="checkout-cart-heading" css={{ fontSize: '$lg' }}>
          Your cart
        </Heading>
        <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
          {context.cart.lines.map((line) => (
            <li key={`${line.productId}-${line.purchaseOption}-${line.termLength ?? ''}`}>
              {line.name} × {line.quantity}
            </li>
          ))}
        </ul>
        {context.quote ? <TotalsList quote={context.quote} /> : null}
      </Stack>
    </Panel>
  );
}

/** The checkout screen for any machine state: the app's live actor or a story's. */
export function CheckoutView(props: CheckoutViewProps) {
  const { state, send } = props;
  const { context } = state;
  if (state.matches('loading' as never)) {
    return (
      <Shell>
        <Spinner label="Loading your checkout" />
      </Shell>
    );
  }
  if (state.matches('loadFailed' as never)) {
    return (
      <Shell>
        <StatusPanel
          headingLevel="h1"
          title="We could not start your checkout"
          actions={<Button onClick={() => send({ type: 'checkout.retry' })}>Try again</Button>}
        >
          {context.error}
        </StatusPanel>
      </Shell>
    );
  }
  if (state.matches('success' as never)) {
    return (
      <Shell>
        <StatusPanel headingLevel="h1" focusTitle title="Thank you! Your order is placed.">
          Order number {context.order?.orderNumber}. Taking you to your confirmation…
        </StatusPanel>
      </Shell>
    );
  }
  const step = stepOf(state);
  const steps = STEPS.filter(([id]) => id !== 'agreement' || context.requiresAgreement);
  return (
    <Shell>
      <Stack gap={2}>
        <Heading as="h1">Checkout</Heading>
        <nav aria-label="Checkout steps">
          <StepList>
            {steps.map(([id, label], index) => (
              <li key={id} aria-current={id === step ? 'step' : undefined}>
                {index + 1}. {label}
              </li>
            ))}
          </StepList>
        </nav>
      </Stack>
      <Columns>
        <Panel aria-label="Checkout step" data-step={step}>
          {step === 'address' ? <AddressStep key="address" {...props} /> : null}
          {step === 'schedule' ? <ScheduleStep key="schedule" {...props} /> : null}
          {step === 'agreement' ? <AgreementStep key="agreement" {...props} /> : null}
          {step === 'payment' ? (
            <PaymentStep key={`payment-${context.error ?? ''}`} {...props} />
          ) : null}
          {step === 'review' ? <ReviewStep key="review" {...props} /> : null}
        </Panel>
        <CartSummary context={context} />
      </Columns>
    </Shell>
  );
}
