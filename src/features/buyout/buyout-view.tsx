import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import {
  buyoutMachine,
  canBuyOut,
  isNothingChosen,
  selectedTotal,
} from '../../../machines/buyout.machine';
import type {
  BuyoutContext,
  BuyoutItem,
  BuyoutProblem,
  BuyoutQuote,
} from '../../../machines/buyout.machine';
import type { CardDraft } from '../../../machines/checkout-types';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney } from '../../lib/money-format';
import { monthlyChargeText } from '../../lib/monthly-charge';
import { shownCardProblems } from '../../lib/rule-problem-text';
import { taxLabel } from '../../lib/tax-label';
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

/** The way an item is held, in the page's language; an unknown one as the server names it. */
function kindLabel(option: string): string {
  switch (option) {
    case 'subscribe':
    case 'subscribev2':
      return m.flows_buyout_kind_subscription();
    case 'monthlyv3':
      return m.flows_buyout_kind_financing();
    case 'rentv2':
      return m.flows_buyout_kind_rental();
    default:
      return option;
  }
}

/** A problem of the machine's own in the page's language; a server's message as it is. */
function problemText(problem: BuyoutProblem | null | undefined): string | undefined {
  return isNothingChosen(problem) ? m.flows_buyout_nothing_chosen() : problem?.message;
}

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
      <Link to="/account">{m.flows_my_account()}</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/account/receipts">{m.flows_receipts()}</Link>
    </TextLink>
  </Cluster>
);

function ItemDetails({ item }: { item: BuyoutItem }) {
  const unpaid = unpaidMonthsInWords(item);
  return (
    <>
      <Text size="sm" tone="muted">
        {[kindLabel(item.purchaseOption), ...item.options].join(' · ')}
      </Text>
      <Text size="sm" data-testid="buyout-price-words">
        {buyoutPriceInWords(item)}
      </Text>
      {item.monthlyCharge ? (
        <Text size="sm" tone="muted" data-testid="buyout-monthly">
          {m.flows_buyout_monthly_now({ charge: monthlyChargeText(item.monthlyCharge) ?? '' })}
        </Text>
      ) : null}
      {unpaid ? (
        <Notice tone="warning" data-testid="buyout-unpaid">
          <Text size="sm">{unpaid}</Text>
          <TextLink asChild variant="standalone">
            <Link to="/account/payment-information">{m.flows_buyout_pay_overdue()}</Link>
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
      {item.fee > 0 ? (
        <Text size="sm">{m.flows_buyout_fee({ fee: formatMoney(item.fee) })}</Text>
      ) : null}
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
          label: m.flows_buyout_quote_subtotal({ count }),
          value: formatMoney(quote.subtotal),
          testId: 'buyout-quote-subtotal',
        },
        ...quote.taxes.map((tax) => ({
          label: taxLabel(tax.label),
          value: formatMoney(tax.amount),
          testId: `buyout-quote-tax-${tax.name}`,
        })),
        {
          label: m.flows_buyout_total_today(),
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
          label: m.flows_buyout_items_count({ count }),
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
      title={m.flows_buyout_title()}
      intro={m.flows_buyout_intro()}
      footer={<AccountLinks />}
    >
      <Stack gap={4}>
        <fieldset
          style={{ border: 0, margin: 0, padding: 0 }}
          aria-describedby="buyout-items-error"
        >
          <legend style={{ fontWeight: 600, marginBottom: 8, padding: 0 }}>
            {m.flows_buyout_items_legend()}
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
            {problem?.field?.startsWith('productIds') ? problemText(problem) : null}
          </FieldError>
        </fieldset>
        <Totals context={{ items, selected }} />
        <Text size="sm" tone="muted">
          {m.flows_buyout_next_step_tax()}
        </Text>
        <Stack gap={1}>
          <div>
            <Button
              onClick={onContinue}
              disabled={selected.length === 0}
              aria-describedby={selected.length === 0 ? 'buyout-continue-hint' : undefined}
            >
              {m.flows_buyout_continue()}
            </Button>
          </div>
          {selected.length === 0 ? (
            <FieldHint id="buyout-continue-hint">{m.flows_buyout_continue_hint()}</FieldHint>
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
  const cardErrors = BuyoutActor.useSelector((snapshot) => snapshot.context.cardErrors);
  const cardProblems = BuyoutActor.useSelector((snapshot) => snapshot.context.cardProblems);
  // In the page's language, the same object while the machine's are the same (focus follows it).
  const errors = useMemo(
    () => shownCardProblems(cardErrors, cardProblems),
    [cardErrors, cardProblems],
  );
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
    state !== 'quoteFailed' && problem?.field?.startsWith('productIds')
      ? problemText(problem)
      : null;
  const paymentProblem =
    state !== 'quoteFailed' && problem && !itemProblem ? problem.message : null;
  return (
    <FormPage title={m.flows_buyout_pay_title()} footer={<AccountLinks />}>
      <form onSubmit={submit} noValidate aria-label={m.flows_buyout_pay_title()}>
        <Stack gap={4}>
          <PlainList aria-label={m.flows_buyout_items_to_buy()}>
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
          {state === 'quoting' ? <Spinner layout="block" label={m.flows_buyout_quoting()} /> : null}
          {state === 'quoteFailed' ? (
            <Notice tone="error" role="alert" title={m.flows_buyout_quote_failed()}>
              <Text>{problem?.message}</Text>
              <Cluster gap={3}>
                <Button size="sm" onClick={() => send({ type: 'buyout.retryQuote' })}>
                  {m.flows_try_again()}
                </Button>
              </Cluster>
            </Notice>
          ) : null}
          {quote ? <QuoteTotals quote={quote} /> : null}
          <CardChoice
            label={m.flows_buyout_pay_with()}
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
              loadingLabel={
                state === 'tokenizing' ? m.flows_checking_card() : m.flows_buyout_paying()
              }
            >
              {quote
                ? m.flows_buyout_pay_amount({ amount: formatMoney(quote.total) })
                : m.flows_buyout_pay()}
            </Button>
            <Button type="button" variant="text" disabled={busy} onClick={onBack}>
              {m.flows_buyout_change_items()}
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
        <FormPage title={m.flows_buyout_title()}>
          <Spinner layout="block" label={m.flows_loading()} />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title={m.flows_buyout_title()} footer={<AccountLinks />}>
          <Notice tone="error" role="alert" title={m.flows_buyout_load_failed()}>
            <Text>{problem?.message}</Text>
            <div>
              <Button size="sm" onClick={() => send({ type: 'buyout.retry' })}>
                {m.flows_try_again()}
              </Button>
            </div>
          </Notice>
        </FormPage>
      );
    case 'nothingToBuy':
      return (
        <FormPage
          title={m.flows_buyout_title()}
          intro={m.flows_buyout_nothing_intro()}
          footer={<AccountLinks />}
        >
          <div>
            <Button asChild>
              <Link to="/account">{m.flows_buyout_back_to_account()}</Link>
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
          title={m.flows_buyout_paid_title()}
          focusTitle
          intro={
            <>
              {m.flows_buyout_paid_charged()}{' '}
              <strong>{formatMoney(paid?.chargedamount ?? 0)}</strong> {m.flows_buyout_paid_for()}{' '}
              <strong>{paid?.orderNumber}</strong>. {m.flows_buyout_paid_rest()}
            </>
          }
        >
          <Cluster gap={3}>
            {paid ? (
              <Button asChild>
                <Link to="/account/receipts/print/$orderId" params={{ orderId: paid.orderId }}>
                  {m.flows_view_receipt()}
                </Link>
              </Button>
            ) : null}
            <TextLink asChild variant="standalone">
              <Link to="/account">{m.flows_my_account()}</Link>
            </TextLink>
          </Cluster>
        </FormPage>
      );
    }
  }
}
