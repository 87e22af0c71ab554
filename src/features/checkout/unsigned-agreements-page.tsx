import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { signAgreement, unsignedAgreementsQuery } from '../../api/checkout-queries';
import type { CallFailure } from '../../api/call';
import type { CheckoutOrder } from '../../api/checkout-queries';
import { Button } from '../../ui/button';
import { Cluster, Heading, PageColumn, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { StatusPanel } from '../../ui/status-panel';
import { AgreementTerms } from './agreement-terms';
import { formatDay } from '../../lib/calendar-day';
import { SignatureField } from './signature-field';
import { m } from '../../i18n/paraglide/messages.js';
import { checkoutProblem } from './checkout-problems';

function AgreementCard({ order }: { order: CheckoutOrder }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sign = useMutation({
    mutationFn: () => signAgreement(order.id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: ['unsigned-agreements'] }),
    onError: (failure: CallFailure) => setError(checkoutProblem(failure.message)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError(m.checkout_signature_required());
      return;
    }
    sign.mutate();
  };
  const lines = order.products
    .filter((line) => line.termLength !== null)
    .map((line) => ({
      name: line.name,
      purchaseOption: line.purchaseOption,
      termLength: line.termLength ?? null,
      quantity: line.quantity,
      price: line.price,
      totalCost:
        line.termLength !== null && line.termLength !== undefined
          ? line.price * line.quantity * line.termLength
          : null,
    }));
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`agreement-${order.id}`}>
      <Stack gap={3} rule="entry">
        <Heading as="h2" id={`agreement-${order.id}`} size="xs" weight="regular">
          {m.checkout_order_heading({ number: order.orderNumber })}
        </Heading>
        <Text>
          {order.deliverydate
            ? m.checkout_placed_on_delivery({
                date: formatDay(order.orderDate.slice(0, 10)),
                delivery: formatDay(order.deliverydate),
              })
            : m.checkout_placed_on({ date: formatDay(order.orderDate.slice(0, 10)) })}
        </Text>
        <AgreementTerms lines={lines} />
        <SignatureField
          name={name}
          error={error}
          onNameChange={(typed) => {
            setName(typed);
            setError(undefined);
          }}
        />
        <div>
          <Button type="submit" loading={sign.isPending} loadingLabel={m.checkout_signing()}>
            {m.checkout_sign_agreement()}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** /account/unsigned-agreements: subscription orders whose agreement still needs a signature. */
export function UnsignedAgreementsPage() {
  const { data, status, refetch } = useQuery(unsignedAgreementsQuery());
  return (
    <PageColumn gap={5} width="medium">
      {/* The shell draws "Back to My Account" above every account page. */}
      <PageHeading>{m.checkout_unsigned_title()}</PageHeading>
      {status === 'pending' ? <Spinner label={m.checkout_loading_agreements()} /> : null}
      {status === 'error' ? (
        <Notice tone="error" title={m.checkout_agreements_failed()}>
          <Cluster gap={3}>
            <Button size="sm" onClick={() => void refetch()}>
              {m.checkout_try_again()}
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && data.length === 0 ? (
        <StatusPanel title={m.checkout_nothing_to_sign()} headingLevel="h2">
          {m.checkout_all_signed()}
        </StatusPanel>
      ) : null}
      {status === 'success'
        ? data.map((order) => <AgreementCard key={order.id} order={order} />)
        : null}
    </PageColumn>
  );
}
