import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import {
  customerAddressesQuery,
  deactivateShippingAddress,
  makePrimaryShippingAddress,
} from '../../api/profile-queries';
import type { AccountFailure, CustomerAddress } from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
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

/** A building type as a word: `CONDO` is "Condo"; an unknown type is capitalised as it is. */
function buildingLabel(type: string): string {
  switch (type) {
    case 'HOUSE':
      return m.account_building_house();
    case 'APARTMENT':
      return m.account_building_apartment();
    case 'CONDO':
      return m.account_building_condo();
    case 'TOWNHOUSE':
      return m.account_building_townhouse();
    case 'OFFICE':
      return m.account_building_office();
    default:
      return type.charAt(0) + type.slice(1).toLowerCase();
  }
}

/** The delivery details of an address in a few words: "Condo, floor 12, elevator". */
export function deliveryDetails(address: CustomerAddress['address']): string {
  const parts: string[] = [];
  if (address.typeofaddress) parts.push(buildingLabel(address.typeofaddress));
  if (address.floornumber !== null) parts.push(m.account_floor({ floor: address.floornumber }));
  if (address.elevatoraccess) parts.push(m.account_elevator());
  if (address.dockdooraccess) parts.push(m.account_loading_dock());
  if (address.buzzernumber) parts.push(m.account_buzzer({ buzzer: address.buzzernumber }));
  if (address.receivinghours) parts.push(m.account_receiving({ hours: address.receivinghours }));
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
  const name = address.unitnumber
    ? m.account_unit_name({ street: address.streetaddress, unit: address.unitnumber })
    : address.streetaddress;
  const details = deliveryDetails(address);
  return (
    <li>
      <Panel gap={3} data-testid="address-card">
        <Cluster gap={2}>
          <Heading as="h2" size="xs" wrap="anywhere">
            {name}
          </Heading>
          {address.primary ? <Badge tone="brand">{m.account_main_address()}</Badge> : null}
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
              {m.account_quoted({ text: address.deliveryinstructions })}
            </Text>
          ) : null}
          <Text size="sm">
            {entry.activeProducts === 0
              ? m.account_no_furniture_here()
              : m.account_products_here({ count: entry.activeProducts })}
          </Text>
        </Stack>
        {problem ? (
          <Notice tone="error" role="alert">
            {problem}
          </Notice>
        ) : null}
        {confirming ? (
          <Notice tone="warning" title={m.account_remove_address_title()}>
            <Text>{m.account_remove_address_text()}</Text>
            <Cluster gap={3}>
              <Button
                size="sm"
                loading={busy === 'remove'}
                loadingLabel={m.account_removing_address()}
                onClick={() => void run('remove', () => onDeactivate(address.id))}
              >
                {m.account_remove()}
              </Button>
              <Button size="sm" variant="text" onClick={() => setConfirming(false)}>
                {m.account_keep_it()}
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
              {m.account_edit()}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Link>
          </Button>
          {address.primary ? null : (
            <Button
              size="sm"
              variant="text"
              loading={busy === 'primary'}
              loadingLabel={m.account_making_main()}
              onClick={() => void run('primary', () => onMakePrimary(address.id))}
            >
              {m.account_make_main()}
              <VisuallyHidden>{m.account_hidden_name({ name })}</VisuallyHidden>
            </Button>
          )}
          {entry.deactivateBlockedReason ? null : (
            <Button size="sm" variant="text" onClick={() => setConfirming(true)}>
              {m.account_remove()}
              <VisuallyHidden> {name}</VisuallyHidden>
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
        {m.account_add_address()}
      </Link>
    </Button>
  );
  return (
    <AccountPageFrame title={m.account_page_address()} intro={m.account_page_address_hint()}>
      {status !== 'success' || !addresses ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_addresses()}
          onRetry={onRetry}
          retrying={retrying ?? false}
        />
      ) : addresses.length === 0 ? (
        <StatusPanel title={m.account_no_addresses()} headingLevel="h2" actions={addLink}>
          {m.account_no_addresses_text()}
        </StatusPanel>
      ) : (
        <>
          <div>{addLink}</div>
          <PlainList aria-label={m.account_your_addresses()} gap={4}>
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
  useDocumentTitle(m.account_page_address());
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
