import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { billingAddressProblems } from '../../../machines/address-rules';
import type { BillingAddressDraft } from '../../../machines/address-rules';
import { cardDraftProblemCodes, parseExpiry } from '../../../machines/card-rules';
import { normalisePostalCode } from '../../../machines/postal-code';
import { PROVINCES } from '../../../machines/provinces';
import { tokenizeCard } from '../../api/checkout-queries';
import {
  payOverdueBalance,
  paymentInformationQuery,
  replacePaymentCard,
} from '../../api/holdings-queries';
import type { PaymentCard, PaymentInformation } from '../../api/holdings-queries';
import type { AccountFailure } from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { formatMoney } from '../../lib/money-format';
import { useStoredSession } from '../../lib/session-store';
import { addressLabel } from '../../ui/address-form';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Fieldset, Legend, TextField } from '../../ui/field';
import { Cluster, Heading, Panel, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { useSnackbar } from '../../ui/snackbar-queue';
import { SelectField } from '../../ui/select';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { addressProblemText, cardProblemText, provinceOptions } from './problem-text';
import { cardLabel } from './receipt-format';

type CardFields = { name: string; number: string; expiry: string; cvc: string };
const EMPTY_CARD: CardFields = { name: '', number: '', expiry: '', cvc: '' };
const EMPTY_BILLING: BillingAddressDraft = {
  streetAddress: '',
  unitNumber: '',
  city: '',
  province: '',
  postalCode: '',
};

/** The billing address the card form sends: null is the main delivery address. */
export type BillingAddressChoice = BillingAddressDraft | null;

/** What the payment page does: pay the overdue balance, put a new card on file. */
export interface PaymentActions {
  /** Resolves with the dollars charged; rejects with an AccountFailure. */
  payOverdue: () => Promise<number>;
  /** Tokenizes the card and makes it the card on file; rejects with an AccountFailure. */
  replaceCard: (card: CardFields, billing: BillingAddressChoice) => Promise<PaymentCard>;
}

function OverdueBalance({
  records,
  card,
  payOverdue,
}: {
  records: PaymentInformation['getOrderStatus'];
  /** The card on file, which Pay now charges. */
  card: PaymentCard | undefined;
  payOverdue: PaymentActions['payOverdue'];
}) {
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'paying' }
    | { kind: 'paid'; amount: number }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  // A second press while the first is on its way sends nothing (the server is idempotent too).
  const inFlight = useRef(false);
  const owed = records.reduce((sum, record) => sum + record.totalremaining, 0);
  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'paying' });
    try {
      setState({ kind: 'paid', amount: await payOverdue() });
    } catch (error) {
      setState({ kind: 'failed', message: (error as AccountFailure).message });
    } finally {
      inFlight.current = false;
    }
  };
  if (records.length === 0)
    return state.kind === 'paid' ? (
      <Notice tone="info" title={m.account_billing_up_to_date()}>
        <Text data-testid="overdue-paid" role="status">
          {m.account_we_charged({ amount: formatMoney(state.amount) })}
        </Text>
        <Text>
          {m.account_receipt_in()} <Link to="/account/receipts">{m.account_your_receipts()}</Link>
          {m.account_bill_shows_paid()}{' '}
          <Link to="/account/billing-history">{m.account_receipts_intro_link()}</Link>.
        </Text>
      </Notice>
    ) : null;
  return (
    <Notice
      tone="error"
      title={m.account_overdue_title({ amount: formatMoney(owed) })}
      data-testid="overdue-balance"
    >
      <Text data-testid="overdue-words">
        {m.account_bills_unpaid({ count: records.length })}{' '}
        {card?.declined
          ? m.account_overdue_card_declined({ card: label(card) })
          : card
            ? m.account_overdue_pay_with({ card: label(card) })
            : m.account_overdue_put_card()}
      </Text>
      {state.kind === 'failed' ? (
        <Text role="alert" tone="error" weight="bold">
          {state.message}
        </Text>
      ) : null}
      <Cluster gap={3}>
        <Button
          onClick={() => void pay()}
          loading={state.kind === 'paying'}
          loadingLabel={m.account_paying()}
        >
          {m.account_pay_now({ amount: formatMoney(owed) })}
        </Button>
      </Cluster>
    </Notice>
  );
}

const label = (card: PaymentCard) =>
  cardLabel({ cardtype: card.cardType, cardlastfourdigits: card.cardLastFourDigits });

function CardOnFile({ card }: { card: PaymentCard | undefined }) {
  if (!card)
    return (
      <Text tone="muted" data-testid="card-on-file">
        {m.account_no_card_on_file()}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Cluster gap={2}>
        <Text data-testid="card-on-file">
          {cardLabel({
            cardtype: card.cardType,
            cardlastfourdigits: card.cardLastFourDigits,
            cardexpirymonth: card.cardExpiryMonth,
            cardexpiryyear: card.cardExpiryYear,
          })}
        </Text>
        {card.expired ? <Badge tone="warning">{m.account_expired()}</Badge> : null}
        {card.declined ? <Badge tone="warning">{m.account_paper_status_declined()}</Badge> : null}
      </Cluster>
      <Text tone="muted" size="sm" wrap="anywhere">
        {m.account_billing_address_label()}{' '}
        {card.billingAddress ? addressLabel(card.billingAddress) : m.account_billing_address_none()}
      </Text>
    </Stack>
  );
}

function ReplaceCardForm({
  replaceCard,
  deliveryAddress,
}: {
  replaceCard: PaymentActions['replaceCard'];
  /** The main delivery address, the billing address unless another is typed. */
  deliveryAddress: PaymentInformation['findShippingAddress'][number] | undefined;
}) {
  const [card, setCard] = useState<CardFields>(EMPTY_CARD);
  const [sameAsDelivery, setSameAsDelivery] = useState(true);
  const [billing, setBilling] = useState<BillingAddressDraft>(EMPTY_BILLING);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  // Without a delivery address there is nothing to be the same as: the address is typed.
  const typed = !sameAsDelivery || !deliveryAddress;
  const billingField = (name: keyof BillingAddressDraft) => ({
    value: billing[name],
    onChange: (event: { target: { value: string } }) =>
      setBilling((current) => ({ ...current, [name]: event.target.value })),
    error: errors[`billingAddress.${name}`],
  });
  const [problem, setProblem] = useState<string | null>(null);
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const field = (name: keyof CardFields) => ({
    value: card[name],
    onChange: (event: { target: { value: string } }) =>
      setCard((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const problems: Record<string, string> = {};
    for (const [field, code] of Object.entries(cardDraftProblemCodes({ ...card, saveCard: true })))
      problems[field] = cardProblemText(code);
    if (typed) {
      for (const [field, problem] of Object.entries(billingAddressProblems(billing)))
        problems[`billingAddress.${field}`] = addressProblemText(problem, 'billing');
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    try {
      const onFile = await replaceCard(
        card,
        typed
          ? {
              ...billing,
              postalCode: normalisePostalCode(billing.postalCode),
              unitNumber: billing.unitNumber.trim(),
            }
          : null,
      );
      setCard(EMPTY_CARD);
      setBilling(EMPTY_BILLING);
      setSameAsDelivery(true);
      // The confirmation is a snackbar (decision 158); the page shows the new card on file.
      snackbar.show({
        variant: 'success',
        message: (
          <span data-testid="replace-card-saved">
            {m.account_card_now_on_file({
              card: cardLabel({
                cardtype: onFile.cardType,
                cardlastfourdigits: onFile.cardLastFourDigits,
              }),
            })}
          </span>
        ),
      });
    } catch (error) {
      const failure = error as AccountFailure;
      const where =
        failure.field === 'expMonth' || failure.field === 'expYear' ? 'expiry' : failure.field;
      if (where && (where in EMPTY_CARD || where.startsWith('billingAddress.')))
        setErrors({ [where]: failure.message });
      else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };
  const cardFields = {
    name: field('name'),
    number: field('number'),
    expiry: field('expiry'),
    cvc: field('cvc'),
  };
  const billingFields = {
    streetAddress: billingField('streetAddress'),
    unitNumber: billingField('unitNumber'),
    city: billingField('city'),
    postalCode: billingField('postalCode'),
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="replace-card-heading"
    >
      <Stack gap={4}>
        <Heading as="h2" size="sm" id="replace-card-heading">
          {m.account_put_new_card()}
        </Heading>
        <Text size="sm">{m.account_card_processor_note({ hold: formatMoney(1) })}</Text>
        {problem ? (
          <Notice tone="error" role="alert" title={m.account_card_not_saved()}>
            <Text data-testid="replace-card-problem">{problem}</Text>
          </Notice>
        ) : null}
        <Stack gap={4} split="sm">
          <TextField label={m.account_name_on_card()} autoComplete="cc-name" {...cardFields.name} />
          <TextField
            label={m.account_card_number()}
            autoComplete="cc-number"
            inputMode="numeric"
            {...cardFields.number}
          />
          <TextField
            label={m.account_expiry()}
            autoComplete="cc-exp"
            inputMode="numeric"
            placeholder={m.account_expiry_placeholder()}
            {...cardFields.expiry}
          />
          <TextField
            label={m.account_security_code()}
            autoComplete="cc-csc"
            inputMode="numeric"
            {...cardFields.cvc}
          />
        </Stack>
        <Fieldset gap={3}>
          <Legend>{m.account_billing_address()}</Legend>
          {deliveryAddress ? (
            <Checkbox
              label={m.account_same_as_delivery()}
              hint={addressLabel(deliveryAddress)}
              checked={sameAsDelivery}
              onCheckedChange={(checked) => setSameAsDelivery(checked === true)}
            />
          ) : null}
          {typed ? (
            <Stack gap={4} split="sm">
              <TextField
                label={m.account_street_address()}
                autoComplete="billing address-line1"
                {...billingFields.streetAddress}
              />
              <TextField
                label={m.account_unit_optional()}
                autoComplete="billing address-line2"
                {...billingFields.unitNumber}
              />
              <TextField
                label={m.account_city()}
                autoComplete="billing address-level2"
                {...billingFields.city}
              />
              <SelectField
                label={m.account_province_territory()}
                placeholder={m.account_choose()}
                options={provinceOptions(PROVINCES)}
                value={billing.province}
                onValueChange={(value) =>
                  setBilling((current) => ({ ...current, province: value }))
                }
                error={errors['billingAddress.province']}
              />
              <TextField
                label={m.account_postal_code()}
                autoComplete="billing postal-code"
                placeholder={m.account_postal_placeholder()}
                {...billingFields.postalCode}
              />
            </Stack>
          ) : null}
        </Fieldset>
        <Cluster gap={3}>
          <Button type="submit" loading={busy} loadingLabel={m.account_checking_card()}>
            {m.account_save_new_card()}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}

export interface PaymentInformationViewProps extends PaymentActions {
  status: 'pending' | 'error' | 'success';
  data?: PaymentInformation | undefined;
  onRetry: () => void;
  retrying?: boolean;
}

/** /account/payment-information without the router's data: stories render each state. */
export function PaymentInformationView({
  status,
  data,
  onRetry,
  retrying,
  payOverdue,
  replaceCard,
}: PaymentInformationViewProps) {
  const onFile = data?.findPayment.find((card) => card.isDefault) ?? data?.findPayment[0];
  return (
    <AccountPageFrame
      title={m.account_page_payment_information()}
      intro={m.account_payment_intro()}
    >
      {status !== 'success' || !data ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_payment_info()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : (
        <>
          {/* A new card on file starts the notice afresh: an old decline is not this card's. */}
          <OverdueBalance
            key={onFile?.id ?? 'none'}
            records={data.getOrderStatus}
            card={onFile}
            payOverdue={payOverdue}
          />
          <Panel as="section" gap={3} aria-labelledby="card-on-file-heading">
            <Heading as="h2" size="sm" id="card-on-file-heading">
              {m.account_card_on_file()}
            </Heading>
            <CardOnFile card={onFile} />
          </Panel>
          <Panel>
            <ReplaceCardForm
              replaceCard={replaceCard}
              deliveryAddress={
                data.findShippingAddress.find((address) => address.primary) ??
                data.findShippingAddress[0]
              }
            />
          </Panel>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/payment-information` (and `/account/paymentinformation`). */
export function PaymentInformationPage() {
  useDocumentTitle(m.account_page_payment_information());
  const userId = useStoredSession()?.userId ?? null;
  const client = useQueryClient();
  const query = useQuery(paymentInformationQuery(userId));
  return (
    <PaymentInformationView
      status={query.status}
      data={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      payOverdue={async () => {
        if (!userId) throw { message: m.account_please_sign_in() };
        return (await payOverdueBalance(client, userId)).paid;
      }}
      replaceCard={async (card, billing) => {
        const expiry = parseExpiry(card.expiry);
        const token = await tokenizeCard({
          number: card.number.replace(/[\s-]/g, ''),
          expMonth: expiry?.month ?? 0,
          expYear: expiry?.year ?? 0,
          cvc: card.cvc.trim(),
          name: card.name.trim(),
        });
        const saved = await replacePaymentCard(
          token.source,
          billing ? { ...billing, unitNumber: billing.unitNumber || null } : null,
        );
        await client.invalidateQueries({ queryKey: paymentInformationQuery(userId).queryKey });
        return saved;
      }}
    />
  );
}
