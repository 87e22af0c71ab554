import { createActorContext } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { PROVINCES } from '../../../machines/provinces';
import type { CardDraft } from '../../../machines/checkout-types';
import { partnerMachine } from '../../../machines/partner.machine';
import type { PartnerOrderSummary } from '../../../machines/partner.machine';
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { formatMoney } from '../../lib/money-format';
import { provinceLabel } from '../../lib/province-names';
import { shownAddressProblems, shownCardProblems } from '../../lib/rule-problem-text';
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

const provinceOptions = () =>
  PROVINCES.map((province) => ({ value: province.code, label: provinceLabel(province.code) }));

const EMPTY_CARD: CardDraft = { name: '', number: '', expiry: '', cvc: '', saveCard: true };

/** A delivery window in words; undefined for one the store does not know. */
function windowLabel(window: string): string | undefined {
  switch (window) {
    case 'MORNING':
      return m.flows_partner_window_morning();
    case 'AFTERNOON':
      return m.flows_partner_window_afternoon();
    case 'EVENING':
      return m.flows_partner_window_evening();
    case 'ANYTIME':
      return m.flows_partner_window_anytime();
    default:
      return undefined;
  }
}

export interface PartnerViewProps {
  /** Back to the address step (the route changes the URL; the machine follows). */
  onBack: () => void;
}

/** "Saturday, December 5" ("samedi 5 décembre" on a French page). */
function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString(languageTag(), {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

function deliveryLabel(order: PartnerOrderSummary): string {
  if (!order.deliveryDate) return m.flows_partner_showroom_will_call();
  const window = order.deliveryTimeType ? windowLabel(order.deliveryTimeType) : undefined;
  return window
    ? m.flows_partner_day_window({ day: formatDay(order.deliveryDate), window })
    : formatDay(order.deliveryDate);
}

const AccountLinks = () => (
  <Cluster gap={4}>
    <TextLink asChild variant="standalone">
      <Link to="/account">{m.flows_my_account()}</Link>
    </TextLink>
    <TextLink asChild variant="standalone">
      <Link to="/contact">{m.flows_contact_us()}</Link>
    </TextLink>
  </Cluster>
);

/** What the showroom sold: the pieces, what was paid there and what follows each month. */
function OrderSummary({ order }: { order: PartnerOrderSummary }) {
  return (
    <Stack gap={3} as="section" aria-label={m.flows_partner_showroom_order()}>
      <Text size="sm" tone="muted">
        {order.partnerReference
          ? m.flows_partner_order_line_receipt({
              store: order.partnerStore,
              reference: order.partnerReference,
              number: order.orderNumber,
            })
          : m.flows_partner_order_line({ store: order.partnerStore, number: order.orderNumber })}
      </Text>
      <PlainList aria-label={m.flows_partner_pieces()}>
        {order.lines.map((line, index) => (
          <CartLineItem
            key={`${line.name}-${index}`}
            image={line.thumbUrl}
            title={<strong>{line.name}</strong>}
            price={
              <Text>
                {formatMoney(line.monthlyPrice)}
                <Text as="span" size="sm" tone="muted">
                  {m.flows_partner_per_month()}
                </Text>
              </Text>
            }
          >
            <Text size="sm" tone="muted">
              {[
                ...line.options,
                line.termLength
                  ? m.flows_partner_term_plan({ months: line.termLength })
                  : m.flows_partner_monthly_plan(),
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
            label: m.flows_partner_paid_at_store(),
            value: formatMoney(order.paidAtStore),
          },
          { label: m.flows_partner_then_monthly(), value: formatMoney(order.monthlyTotal) },
          { label: m.flows_partner_delivery(), value: deliveryLabel(order) },
        ]}
      />
    </Stack>
  );
}

function StepLabel({ step }: { step: 1 | 2 }) {
  return (
    <Text size="sm" weight="bold" tone="primary">
      {m.flows_partner_step({ step })}
    </Text>
  );
}

function AddressStep() {
  const state = PartnerActor.useSelector((snapshot) => snapshot.value);
  const shown = PartnerActor.useSelector((snapshot) => snapshot.context.order);
  const problem = PartnerActor.useSelector((snapshot) => snapshot.context.problem);
  const addressDraft = PartnerActor.useSelector((snapshot) => snapshot.context.addressDraft);
  const addressErrors = PartnerActor.useSelector((snapshot) => snapshot.context.addressErrors);
  const addressProblems = PartnerActor.useSelector((snapshot) => snapshot.context.addressProblems);
  // In the page's language, the same object while the machine's are the same (focus follows it).
  const errors = useMemo(
    () => shownAddressProblems(addressErrors, addressProblems),
    [addressErrors, addressProblems],
  );
  const send = PartnerActor.useActorRef().send;
  const order = shown as PartnerOrderSummary;
  const saving = state === 'savingAddress';
  return (
    <FormPage
      title={m.flows_partner_address_title()}
      intro={
        <>
          <StepLabel step={1} />
          <p>{m.flows_partner_address_intro({ store: order.partnerStore })}</p>
        </>
      }
      footer={<AccountLinks />}
    >
      <OrderSummary order={order} />
      {order.address ? (
        <Notice tone="info" title={m.flows_partner_address_given()}>
          {m.flows_partner_address_given_text({ address: order.address })}{' '}
          <TextLink asChild>
            <Link to="/partner/step/$step" params={{ step: 'billing' }}>
              {m.flows_partner_continue_billing_link()}
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
        provinceOptions={provinceOptions()}
        initial={addressDraft}
        errors={errors}
        saving={saving}
        submitLabel={m.flows_partner_continue_billing()}
        onSubmit={(address) => send({ type: 'partner.saveAddress', address })}
        aria-label={m.flows_partner_delivery_address()}
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
  const cardProblems = PartnerActor.useSelector((snapshot) => snapshot.context.cardProblems);
  const shownCardErrors = useMemo(
    () => shownCardProblems(cardErrors, cardProblems),
    [cardErrors, cardProblems],
  );
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
      title={m.flows_partner_billing_title()}
      intro={
        <>
          <StepLabel step={2} />
          <p>{m.flows_partner_billing_intro({ hold: formatMoney(1) })}</p>
        </>
      }
      footer={<AccountLinks />}
    >
      <OrderSummary order={order} />
      <Stack gap={1} as="section" aria-label={m.flows_partner_delivery_address()}>
        <Text weight="bold">{m.flows_partner_delivery_address()}</Text>
        <Text data-testid="partner-address">{order.address}</Text>
        <FieldError role="alert">{addressProblem}</FieldError>
      </Stack>
      <form onSubmit={submit} noValidate aria-label={m.flows_partner_billing_details()}>
        <Stack gap={4}>
          <CardChoice
            label={m.flows_partner_charge()}
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
            errors={shownCardErrors}
            disabled={busy}
          />
          <FieldError role="alert" data-testid="payment-error">
            {paymentProblem}
          </FieldError>
          <Cluster gap={3}>
            <Button
              type="submit"
              loading={busy}
              loadingLabel={
                state === 'tokenizing' ? m.flows_checking_card() : m.flows_partner_confirming()
              }
            >
              {m.flows_partner_confirm()}
            </Button>
            <Button type="button" variant="text" disabled={busy} onClick={onBack}>
              {m.flows_partner_change_address()}
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
        <FormPage title={m.flows_partner_showroom_order()}>
          <Spinner />
        </FormPage>
      );
    case 'loadFailed':
      return (
        <FormPage title={m.flows_partner_showroom_order()} footer={<AccountLinks />}>
          <StatusPanel
            title={m.flows_partner_load_failed()}
            actions={
              <Button onClick={() => send({ type: 'partner.retry' })}>{m.flows_try_again()}</Button>
            }
          >
            <Text>{problem?.message ?? m.flows_something_wrong()}</Text>
          </StatusPanel>
        </FormPage>
      );
    case 'noOrder':
      return (
        <FormPage title={m.flows_partner_showroom_order()} footer={<AccountLinks />}>
          <StatusPanel title={m.flows_partner_no_order_title()}>
            <Text>{m.flows_partner_no_order_text()}</Text>
          </StatusPanel>
        </FormPage>
      );
    case 'done': {
      const order = shownOrder as PartnerOrderSummary;
      return (
        <FormPage
          title={m.flows_partner_confirmed_title()}
          focusTitle
          intro={
            order.deliveryDate
              ? m.flows_partner_done_on({ when: deliveryLabel(order) })
              : m.flows_partner_done_showroom_day()
          }
          footer={<AccountLinks />}
        >
          <OrderSummary order={order} />
          {order.address ? (
            <Text>{m.flows_partner_delivering_to({ address: order.address })}</Text>
          ) : null}
          <Cluster gap={3}>
            <Button asChild>
              <Link to="/account/receipts/print/$orderId" params={{ orderId: order.orderId }}>
                {m.flows_view_receipt()}
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
