import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { billingAddressProblems } from '../../../machines/address-rules';
import type { BillingAddressDraft } from '../../../machines/address-rules';
import { cardDraftProblems, parseExpiry } from '../../../machines/card-rules';
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
const PROVINCE_OPTIONS = PROVINCES.map((province) => ({
  value: province.code,
  label: province.name,
}));

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
      <Notice tone="info" title="Thank you: your billing is up to date">
        <Text data-testid="overdue-paid" role="status">
          We charged {formatMoney(state.amount)} to the card on file.
        </Text>
        <Text>
          Its receipt is in <Link to="/account/receipts">your receipts</Link>, and the bill shows as
          paid in your <Link to="/account/billing-history">billing history</Link>.
        </Text>
      </Notice>
    ) : null;
  return (
    <Notice
      tone="error"
      title={`Overdue balance: ${formatMoney(owed)}`}
      data-testid="overdue-balance"
    >
      <Text data-testid="overdue-words">
        {records.length === 1
          ? 'A monthly bill is unpaid.'
          : `${records.length} monthly bills are unpaid.`}{' '}
        {card?.declined
          ? `Your ${label(card)} was declined for it: put a new card on file below, then pay.`
          : card
            ? `Pay now with your ${label(card)} on file.`
            : 'Put a card on file below, then pay.'}
      </Text>
      {state.kind === 'failed' ? (
        <Text role="alert" tone="error" weight="bold">
          {state.message}
        </Text>
      ) : null}
      <Cluster gap={3}>
        <Button onClick={() => void pay()} loading={state.kind === 'paying'} loadingLabel="Paying">
          Pay now {formatMoney(owed)}
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
        No card on file. Add one below: monthly bills are charged to it.
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
        {card.expired ? <Badge tone="warning">Expired</Badge> : null}
        {card.declined ? <Badge tone="warning">Declined</Badge> : null}
      </Cluster>
      <Text tone="muted" size="sm" wrap="anywhere">
        Billing address:{' '}
        {card.billingAddress ? addressLabel(card.billingAddress) : 'none yet (add an address)'}
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
    const problems: Record<string, string> = cardDraftProblems({ ...card, saveCard: true });
    if (typed) {
      for (const [field, message] of Object.entries(billingAddressProblems(billing)))
        problems[`billingAddress.${field}`] = message;
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
            {`Your ${cardLabel({ cardtype: onFile.cardType, cardlastfourdigits: onFile.cardLastFourDigits })} is now the card on file.`}
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
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="replace-card-heading"
    >
      <Stack gap={4}>
        <Heading as="h2" size="sm" id="replace-card-heading">
          Put a new card on file
        </Heading>
        <Text size="sm">
          Your card goes straight to our payment processor; we never see or keep its number. It is
          checked with a $1.00 hold that is released at once.
        </Text>
        {problem ? (
          <Notice tone="error" role="alert" title="The card was not saved">
            <Text data-testid="replace-card-problem">{problem}</Text>
          </Notice>
        ) : null}
        <Stack gap={4} split="sm">
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
        </Stack>
        <Fieldset gap={3}>
          <Legend>Billing address</Legend>
          {deliveryAddress ? (
            <Checkbox
              label="Same as my delivery address"
              hint={addressLabel(deliveryAddress)}
              checked={sameAsDelivery}
              onCheckedChange={(checked) => setSameAsDelivery(checked === true)}
            />
          ) : null}
          {typed ? (
            <Stack gap={4} split="sm">
              <TextField
                label="Street address"
                autoComplete="billing address-line1"
                {...billingField('streetAddress')}
              />
              <TextField
                label="Unit (optional)"
                autoComplete="billing address-line2"
                {...billingField('unitNumber')}
              />
              <TextField
                label="City"
                autoComplete="billing address-level2"
                {...billingField('city')}
              />
              <SelectField
                label="Province or territory"
                placeholder="Choose"
                options={PROVINCE_OPTIONS}
                value={billing.province}
                onValueChange={(value) =>
                  setBilling((current) => ({ ...current, province: value }))
                }
                error={errors['billingAddress.province']}
              />
              <TextField
                label="Postal code"
                autoComplete="billing postal-code"
                placeholder="A1A 1A1"
                {...billingField('postalCode')}
              />
            </Stack>
          ) : null}
        </Fieldset>
        <Cluster gap={3}>
          <Button type="submit" loading={busy} loadingLabel="Checking the card">
            Save the new card
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
      title="Payment information"
      intro="The card your monthly bills are charged to, and any balance that is overdue."
    >
      {status !== 'success' || !data ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="your payment information"
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
              Card on file
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
  useDocumentTitle('Payment information');
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
        if (!userId) throw { message: 'Please sign in to continue.' };
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
