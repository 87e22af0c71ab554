import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { buyoutMachine, canBuyOut, selectedTotal } from '../../../machines/buyout.machine';
import type { BuyoutContext, BuyoutItem, BuyoutQuote } from '../../../machines/buyout.machine';
import type { CardDraft } from '../../../machines/checkout-types';
import { formatMoney } from '../../lib/money-format';
import { monthlyChargeText } from '../../lib/monthly-charge';
import { Button } from '../../ui/button';
import { CardChoice } from '../../ui/card-fields';
import { CartLineItem } from '../../ui/cart-line';
import { Checkbox } from '../../ui/checkbox';
import { FieldError, FieldHint } from '../../ui/field';
import { FormPage } from '../../ui/form-page';
import { Cluster, PlainList, Stack, Text } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { Notice } from '../../ui/notice';
import { Spinner } from '../../ui/spinner';
import { SummaryRows } from '../../ui/summary-rows';
import { buyoutPriceInWords, unpaidMonthsInWords } from './buyout-words';

/** The buyout's actor; the route's layout provides it, stories provide it with fakes. */
export const BuyoutActor = createActorContext(buyoutMachine);

export type BuyoutSnapshot = SnapshotFrom<typeof buyoutMachine>;

/** The state the machine is in (the view draws one screen for each). */
export type BuyoutStateName = BuyoutSnapshot['value'];

const KIND_LABELS: Readonly<Record<string, string>> = {
  subscribe: 'Subscription',
  subscribev2: 'Subscription',
  monthlyv3: 'Financing',
  rentv2: 'Rental',
};

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: false };

export interface BuyoutViewProps {
  /** Goes to the payment step (the route changes the URL; the machine follows). */
  onContinue: () => void;
  /** Back to choosing items. */
  onBack: () => void;
}

const AccountLinks = () => (
  <Cluster gap={4}>
    <TextLink asChild variant="standalone">
      <Link to="/account">My Account</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/account/receipts">Receipts</Link>
    </TextLink>
  </Cluster>
);

function ItemDetails({ item }: { item: BuyoutItem }) {
  const unpaid = unpaidMonthsInWords(item);
  return (
    <>
      <Text size="sm" tone="muted">
        {[KIND_LABELS[item.purchaseOption] ?? item.purchaseOption, ...item.options].join(' · ')}
      </Text>
      <Text size="sm" data-testid="buyout-price-words">
        {buyoutPriceInWords(item)}
      </Text>
      {item.monthlyCharge ? (
        <Text size="sm" tone="muted" data-testid="buyout-monthly">
          Now {monthlyChargeText(item.monthlyCharge)}; billing stops once it is yours
        </Text>
      ) : null}
      {unpaid ? (
        <Notice tone="warning" data-testid="buyout-unpaid">
          <Text size="sm">{unpaid}</Text>
          <TextLink asChild variant="standalone">
            <Link to="/account/payment-information">Pay the overdue balance</Link>
          </TextLink>
        </Notice>
      ) : null}
    </>
  );
}

function ItemPrice({ item }: { item: BuyoutItem }) {
  return (
    <Stack gap={1}>
      <strong>{formatMoney(item.amount)}</strong>
      {item.fee > 0 ? <Text size="sm">+ {formatMoney(item.fee)} fee</Text> : null}
    </Stack>
  );
}

/** The server's total of the choice, tax by tax: what paying charges. */
function QuoteTotals({ quote }: { quote: BuyoutQuote }) {
  const count = quote.items.length;
  return (
    <SummaryRows
      lines={[
        {
          label: `Buyout of ${count} ${count === 1 ? 'item' : 'items'}`,
          value: formatMoney(quote.subtotal),
          testId: 'buyout-quote-subtotal',
        },
        ...quote.taxes.map((tax) => ({
          label: tax.label,
          value: formatMoney(tax.amount),
          testId: `buyout-quote-tax-${tax.name}`,
        })),
        {
          label: 'Total charged today',
          value: formatMoney(quote.total),
          total: true,
          testId: 'buyout-quote-total',
        },
      ]}
    />
  );
}

function Totals({ context }: { context: Pick<BuyoutContext, 'items' | 'selected'> }) {
  const count = context.selected.length;
  return (
    <SummaryRows
      lines={[
        {
          label: `${count} ${count === 1 ? 'item' : 'items'}`,
          value: formatMoney(selectedTotal(context)),
          total: true,
          testId: 'buyout-subtotal',
        },
      ]}
    />
  );
}

function Choosing({ onContinue }: Pick<BuyoutViewProps, 'onContinue'>) {
  const items = BuyoutActor.useSelector((snapshot) => snapshot.context.items);
  const selected = BuyoutActor.useSelector((snapshot) => snapshot.context.selected);
  const problem = BuyoutActor.useSelector((snapshot) => snapshot.context.problem);
  const send = BuyoutActor.useActorRef().send;
  return (
    <FormPage
      title="Buy out your furniture"
      intro="Keep what you love: pay the rest of its value once, and it is yours. What you have paid counts toward the price; monthly billing of the item stops at once."
      footer={<AccountLinks />}
    >
      <Stack gap={4}>
        <fieldset
          style={{ border: 0, margin: 0, padding: 0 }}
          aria-describedby="buyout-items-error"
        >
          <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>
            Items you can buy out
          </legend>
          <PlainList>
            {items.map((item) => (
              <CartLineItem
                key={item.id}
                image={item.thumbUrl}
                title={
                  <Checkbox
                    label={item.name}
                    checked={selected.includes(item.id)}
                    disabled={!canBuyOut(item)}
                    onCheckedChange={() => send({ type: 'buyout.toggle', id: item.id })}
                  />
                }
                price={<ItemPrice item={item} />}
              >
                <ItemDetails item={item} />
              </CartLineItem>
            ))}
          </PlainList>
          <FieldError id="buyout-items-error">
            {problem?.field?.startsWith('productIds') ? problem.message : null}
          </FieldError>
        </fieldset>
        <Totals context={{ items, selected }} />
        <Text size="sm" tone="muted">
          The next step shows the total with the sales tax of the item&apos;s province before you
          pay.
        </Text>
        <Stack gap={1}>
          <div>
            <Button
              onClick={onContinue}
              disabled={selected.length === 0}
              aria-describedby={selected.length === 0 ? 'buyout-continue-hint' : undefined}
            >
              Continue to payment
            </Button>
          </div>
          {selected.length === 0 ? (
            <FieldHint id="buyout-continue-hint">Choose at least one item to continue.</FieldHint>
          ) : null}
        </Stack>
      </Stack>
    </FormPage>
  );
}

function Payment({ onBack }: Pick<BuyoutViewProps, 'onBack'>) {
  const state = BuyoutActor.useSelector((snapshot) => snapshot.value);
  const items = BuyoutActor.useSelector((snapshot) => snapshot.context.items);
  const selected = BuyoutActor.useSelector((snapshot) => snapshot.context.selected);
  const cards = BuyoutActor.useSelector((snapshot) => snapshot.context.cards);
  const cardDraft = BuyoutActor.useSelector((snapshot) => snapshot.context.cardDraft);
  const paymentMethodId = BuyoutActor.useSelector((snapshot) => snapshot.context.paymentMethodId);
  const quote = BuyoutActor.useSelector((snapshot) => snapshot.context.quote);
  const errors = BuyoutActor.useSelector((snapshot) => snapshot.context.cardErrors);
  const problem = BuyoutActor.useSelector((snapshot) => snapshot.context.problem);
  const send = BuyoutActor.useActorRef().send;
  const usable = cards.filter((card) => !card.expired);
  const [card, setCard] = useState<CardDraft>(cardDraft ?? EMPTY_CARD);
  const choice = paymentMethodId ?? 'new';
  const busy = state === 'tokenizing' || state === 'placing';
  // The server's pricing of the choice once quoted; the list's until then.
  const chosen = quote?.items ?? items.filter((item) => selected.includes(item.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(choice === 'new' ? { type: 'buyout.pay', card } : { type: 'buyout.pay' });
  };
  const itemProblem =
    state !== 'quoteFailed' && problem?.field?.startsWith('productIds') ? problem.message : null;
  const paymentProblem =
    state !== 'quoteFailed' && problem && !itemProblem ? problem.message : null;
  return (
    <FormPage title="Pay for your buyout" footer={<AccountLinks />}>
      <form onSubmit={submit} noValidate aria-label="Pay for your buyout">
        <Stack gap={4}>
          <PlainList aria-label="Items to buy out">
            {chosen.map((item) => (
              <CartLineItem
                key={item.id}
                image={item.thumbUrl}
                title={<strong>{item.name}</strong>}
                price={<ItemPrice item={item} />}
              >
                <ItemDetails item={item} />
              </CartLineItem>
            ))}
          </PlainList>
          {itemProblem ? (
            <Notice tone="error" role="alert">
              {itemProblem}
            </Notice>
          ) : null}
          {state === 'quoting' ? (
            <Spinner layout="block" label="Working out the total with tax" />
          ) : null}
          {state === 'quoteFailed' ? (
            <Notice tone="error" role="alert" title="We could not price this buyout">
              <Text>{problem?.message}</Text>
              <Cluster gap={3}>
                <Button size="sm" onClick={() => send({ type: 'buyout.retryQuote' })}>
                  Try again
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {quote ? <QuoteTotals quote={quote} /> : null}
          <CardChoice
            label="Pay with"
            saved={usable}
            choice={choice}
            onChoose={(value) =>
              send(
                value === 'new'
                  ? { type: 'buyout.chooseNewCard' }
                  : { type: 'buyout.chooseSaved', paymentMethodId: value },
              )
            }
            card={card}
            onCardChange={(name, value) => setCard((current) => ({ ...current, [name]: value }))}
            errors={errors}
            disabled={busy}
          />
          <FieldError role="alert" data-testid="payment-error">
            {paymentProblem}
          </FieldError>
          <Cluster gap={3}>
            <Button
              type="submit"
              loading={busy}
              disabled={!quote || state === 'quoting' || state === 'quoteFailed'}
              loadingLabel={state === 'tokenizing' ? 'Checking the card' : 'Paying'}
            >
              {quote ? `Pay ${formatMoney(quote.total)}` : 'Pay'}
            </Button>
            <Button type="button" variant="text" disabled={busy} onClick={onBack}>
              Change items
            </Button>
          </Cluster>
        </Stack>
      </form>
    </FormPage>
  );
}

/** Each state of the buyout machine as a screen (stories render every one). */
export function BuyoutView({ onContinue, onBack }: BuyoutViewProps) {
  const state = BuyoutActor.useSelector((snapshot) => snapshot.value);
  const paid = BuyoutActor.useSelector((snapshot) => snapshot.context.paid);
  const problem = BuyoutActor.useSelector((snapshot) => snapshot.context.problem);
  const send = BuyoutActor.useActorRef().send;
  switch (state) {
    case 'loading':
      return (
        <FormPage title="Buy out your furniture">
          <Spinner layout="block" label="Loading" />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title="Buy out your furniture" footer={<AccountLinks />}>
          <Notice tone="error" role="alert" title="We could not load your items">
            <Text>{problem?.message}</Text>
            <div>
              <Button size="sm" onClick={() => send({ type: 'buyout.retry' })}>
                Try again
              </Button>
            </div>
          </Notice>
        </FormPage>
      );
    case 'nothingToBuy':
      return (
        <FormPage
          title="Buy out your furniture"
          intro="You have nothing to buy out right now. Subscriptions, financing and rentals can be bought out once delivered; final-sale and repaired items cannot."
          footer={<AccountLinks />}
        >
          <div>
            <Button asChild>
              <Link to="/account">Back to My Account</Link>
            </Button>
          </div>
        </FormPage>
      );
    case 'choosing':
      return <Choosing onContinue={onContinue} />;
    case 'quoting':
    case 'quoteFailed':
    case 'payment':
    case 'tokenizing':
    case 'placing':
      return <Payment onBack={onBack} />;
    case 'paid': {
      return (
        <FormPage
          title="It's yours"
          focusTitle
          intro={
            <>
              We charged <strong>{formatMoney(paid?.chargedamount ?? 0)}</strong> for buyout{' '}
              <strong>{paid?.orderNumber}</strong>. The items are yours and their monthly billing
              has stopped.
            </>
          }
        >
          <Cluster gap={3}>
            {paid ? (
              <Button asChild>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: paid.orderId }}>
                  View the receipt
                </Link>
              </Button>
            ) : null}
            <TextLink asChild variant="standalone">
              <Link to="/account">My Account</Link>
            </TextLink>
          </Cluster>
        </FormPage>
      );
    }
  }
}
