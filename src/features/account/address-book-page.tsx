import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  customerAddressesQuery,
  deactivateShippingAddress,
  makePrimaryShippingAddress,
} from '../../api/profile-queries';
import type { AccountFailure, CustomerAddress } from '../../api/profile-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { addressLabel } from '../../ui/address-form';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Cluster, Heading, Panel, PlainList, Stack, Text } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { StatusPanel } from '../../ui/status-panel';
import { VisuallyHidden } from '../../ui/visually-hidden';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { displayPhone } from './phone-format';

/** The delivery details of an address in a few words: "Condo, floor 12, elevator". */
export function deliveryDetails(address: CustomerAddress['address']): string {
  const parts: string[] = [];
  if (address.typeofaddress)
    parts.push(address.typeofaddress.charAt(0) + address.typeofaddress.slice(1).toLowerCase());
  if (address.floornumber !== null) parts.push(`floor ${address.floornumber}`);
  if (address.elevatoraccess) parts.push('elevator');
  if (address.dockdooraccess) parts.push('loading dock');
  if (address.buzzernumber) parts.push(`buzzer ${address.buzzernumber}`);
  if (address.receivinghours) parts.push(`receiving ${address.receivinghours}`);
  return parts.join(', ');
}

export interface AddressBookViewProps {
  status: 'pending' | 'error' | 'success';
  addresses?: readonly CustomerAddress[] | undefined;
  onRetry: () => void;
  retrying?: boolean;
  onMakePrimary: (addressId: string) => Promise<void>;
  onDeactivate: (addressId: string) => Promise<void>;
}

function AddressCard({
  entry,
  onMakePrimary,
  onDeactivate,
}: {
  entry: CustomerAddress;
  onMakePrimary: (addressId: string) => Promise<void>;
  onDeactivate: (addressId: string) => Promise<void>;
}) {
  const { address } = entry;
  const [busy, setBusy] = useState<'primary' | 'remove' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const run = async (kind: 'primary' | 'remove', work: () => Promise<void>) => {
    setBusy(kind);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem((error as AccountFailure).message);
      setBusy(null);
      if (kind === 'remove') setConfirming(false);
    }
  };
  const name = `${address.streetaddress}${address.unitnumber ? `, unit ${address.unitnumber}` : ''}`;
  const details = deliveryDetails(address);
  return (
    <li>
      <Panel gap={3} data-testid="address-card">
        <Cluster gap={2}>
          <Heading as="h2" size="xs" wrap="anywhere">
            {name}
          </Heading>
          {address.primary ? <Badge tone="brand">Main address</Badge> : null}
        </Cluster>
        <Stack gap={1}>
          <Text wrap="anywhere">{addressLabel(address)}</Text>
          {address.phoneNumber ? (
            <Text tone="muted" size="sm">
              {displayPhone(address.phoneNumber)}
            </Text>
          ) : null}
          {details ? (
            <Text tone="muted" size="sm">
              {details}
            </Text>
          ) : null}
          {address.deliveryinstructions ? (
            <Text tone="muted" size="sm" wrap="anywhere">
              “{address.deliveryinstructions}”
            </Text>
          ) : null}
          <Text size="sm">
            {entry.activeProducts === 0
              ? 'No furniture here now'
              : entry.activeProducts === 1
                ? '1 product here'
                : `${entry.activeProducts} products here`}
          </Text>
        </Stack>
        {problem ? (
          <Notice tone="error" role="alert">
            {problem}
          </Notice>
        ) : null}
        {confirming ? (
          <Notice tone="warning" title="Remove this address?">
            <Text>It leaves your address book; past orders keep it.</Text>
            <Cluster gap={3}>
              <Button
                size="sm"
                loading={busy === 'remove'}
                loadingLabel="Removing the address"
                onClick={() => void run('remove', () => onDeactivate(address.id))}
              >
                Remove
              </Button>
              <Button size="sm" variant="text" onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </Cluster>
          </Notice>
        ) : null}
        <Cluster gap={3}>
          <Button asChild size="sm" variant="secondary">
            <Link
              to="/account/address/$type/$addressId"
              params={{ type: 'shipping', addressId: address.id }}
            >
              Edit<VisuallyHidden> {name}</VisuallyHidden>
            </Link>
          </Button>
          {address.primary ? null : (
            <Button
              size="sm"
              variant="text"
              loading={busy === 'primary'}
              loadingLabel="Making it the main address"
              onClick={() => void run('primary', () => onMakePrimary(address.id))}
            >
              Make main address<VisuallyHidden>: {name}</VisuallyHidden>
            </Button>
          )}
          {entry.deactivateBlockedReason ? null : (
            <Button size="sm" variant="text" onClick={() => setConfirming(true)}>
              Remove<VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )}
        </Cluster>
        {entry.deactivateBlockedReason && entry.deactivateBlockedReason !== problem ? (
          <Text tone="muted" size="sm" data-testid="deactivate-blocked">
            {entry.deactivateBlockedReason}
          </Text>
        ) : null}
      </Panel>
    </li>
  );
}

/** /account/address without the router and the API: stories render each state. */
export function AddressBookView({
  status,
  addresses,
  onRetry,
  retrying,
  onMakePrimary,
  onDeactivate,
}: AddressBookViewProps) {
  const addLink = (
    <Button asChild>
      <Link to="/account/address/$type/$addressId" params={{ type: 'shipping', addressId: 'new' }}>
        Add an address
      </Link>
    </Button>
  );
  return (
    <AccountPageFrame title="Address" intro="Where we deliver, and what is at each address.">
      {status !== 'success' || !addresses ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="your addresses"
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : addresses.length === 0 ? (
        <StatusPanel title="No addresses yet" headingLevel="h2" actions={addLink}>
          Add the address we should deliver to; checkout offers it first.
        </StatusPanel>
      ) : (
        <>
          <div>{addLink}</div>
          <PlainList aria-label="Your addresses" gap={4}>
            {addresses.map((entry) => (
              <AddressCard
                key={entry.address.id}
                entry={entry}
                onMakePrimary={onMakePrimary}
                onDeactivate={onDeactivate}
              />
            ))}
          </PlainList>
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/address`. */
export function AddressBookPage() {
  useDocumentTitle('Address');
  const client = useQueryClient();
  const query = useQuery(customerAddressesQuery());
  const refresh = () => client.invalidateQueries({ queryKey: customerAddressesQuery().queryKey });
  return (
    <AddressBookView
      status={query.status}
      addresses={query.data}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
      onMakePrimary={async (addressId) => {
        await makePrimaryShippingAddress(addressId);
        await refresh();
      }}
      onDeactivate={async (addressId) => {
        // Refused or not, the book is read again: a refusal (a visit booked since the page was
        // drawn) then shows in place of Remove.
        try {
          await deactivateShippingAddress(addressId);
        } finally {
          await refresh();
        }
      }}
    />
  );
}
