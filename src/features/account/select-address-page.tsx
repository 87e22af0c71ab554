import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { customerAddressesQuery } from '../../api/profile-queries';
import type { CustomerAddress } from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { addressLabel } from '../../ui/address-form';
import { Button } from '../../ui/button';
import { Cluster, Stack } from '../../ui/layout';
import { RadioGroup } from '../../ui/radio-group';
import { StatusPanel } from '../../ui/status-panel';
import { AccountPageFrame, LoadState } from './account-page-frame';

export interface SelectAddressViewProps {
  /** What the address is for, from the path (`shipping`, `billing`, ...). */
  type: string;
  status: 'pending' | 'error' | 'success';
  addresses?: readonly CustomerAddress[] | undefined;
  onRetry: () => void;
  onChoose: (addressId: string) => void;
  /** The flow's own page, where Cancel goes. */
  returnTo: string;
}

/** /selectaddress/{type} without the router and the API. */
export function SelectAddressView({
  type,
  status,
  addresses,
  onRetry,
  onChoose,
  returnTo,
}: SelectAddressViewProps) {
  const primary = addresses?.find((entry) => entry.address.primary) ?? addresses?.[0];
  const [chosen, setChosen] = useState<string | undefined>();
  const selected = chosen ?? primary?.address.id;
  return (
    <AccountPageFrame
      title={m.account_choose_address()}
      intro={type === 'billing' ? m.account_billing_address_to_use() : m.account_where_should_go()}
    >
      {status !== 'success' || !addresses ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_addresses()}
          onRetry={onRetry}
        />
      ) : addresses.length === 0 ? (
        <StatusPanel
          title={m.account_no_addresses()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link
                to="/account/address/$type/$addressId"
                params={{ type: 'shipping', addressId: 'new' }}
              >
                {m.account_add_address()}
              </Link>
            </Button>
          }
        >
          {m.account_add_first()}
        </StatusPanel>
      ) : (
        <Stack gap={4}>
          <RadioGroup
            label={m.account_your_addresses()}
            value={selected}
            onValueChange={setChosen}
            options={addresses.map((entry) => ({
              value: entry.address.id,
              label: addressLabel(entry.address),
            }))}
          />
          <Cluster gap={3}>
            <Button disabled={!selected} onClick={() => selected && onChoose(selected)}>
              {m.account_use_this_address()}
            </Button>
            <Button asChild variant="text">
              <a href={returnTo}>{m.account_cancel()}</a>
            </Button>
          </Cluster>
        </Stack>
      )}
    </AccountPageFrame>
  );
}

/** `/selectaddress/{type}?return=/path`: picks an address and goes back with `?addressId=`. */
export function SelectAddressPage({ type, returnTo }: { type: string; returnTo: string }) {
  useDocumentTitle(m.account_choose_address());
  const navigate = useNavigate();
  const query = useQuery(customerAddressesQuery());
  return (
    <SelectAddressView
      type={type}
      status={query.status}
      addresses={query.data}
      onRetry={() => void query.refetch()}
      returnTo={returnTo}
      onChoose={(addressId) => {
        const target = new URL(returnTo, globalThis.location.origin);
        target.searchParams.set('addressId', addressId);
        void navigate({ href: `${target.pathname}${target.search}${target.hash}` });
      }}
    />
  );
}
