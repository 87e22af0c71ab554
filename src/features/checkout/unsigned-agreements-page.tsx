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

function AgreementCard({ order }: { order: CheckoutOrder }) {
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sign = useMutation({
    mutationFn: () => signAgreement(order.id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: ['unsigned-agreements'] }),
    onError: (failure: CallFailure) => setError(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim().length < 2) {
      setError('Type your full name to sign the agreement.');
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
          Order {order.orderNumber}
        </Heading>
        <Text>
          Placed {formatDay(order.orderDate.slice(0, 10))}
          {order.deliverydate ? `, delivery ${formatDay(order.deliverydate)}` : ''}.
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
          <Button type="submit" loading={sign.isPending} loadingLabel="Signing">
            Sign agreement
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
      <PageHeading>Unsigned agreements</PageHeading>
      {status === 'pending' ? <Spinner label="Loading your agreements" /> : null}
      {status === 'error' ? (
        <Notice tone="error" title="We could not load your agreements">
          <Cluster gap={3}>
            <Button size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Cluster>
        </Notice>
      ) : null}
      {status === 'success' && data.length === 0 ? (
        <StatusPanel title="Nothing to sign" headingLevel="h2">
          Every subscription agreement of yours is signed.
        </StatusPanel>
      ) : null}
      {status === 'success'
        ? data.map((order) => <AgreementCard key={order.id} order={order} />)
        : null}
    </PageColumn>
  );
}
