import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { addressDraftProblemCodes } from '../../../machines/address-rules';
import type { AddressDraft } from '../../../machines/checkout.machine';
import { addShippingAddress, savedAddressesQuery } from '../../api/checkout-queries';
import type { CallFailure } from '../../api/call';
import type { ShippingAddress } from '../../api/checkout-queries';
import { Button } from '../../ui/button';
import { Cluster, Heading, PageColumn, Stack } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { AddressForm, addressLabel } from './address-form';
import { addressInput } from './checkout-logic';
import { m } from '../../i18n/paraglide/messages.js';
import { checkoutProblem, shownAddressProblems } from './checkout-problems';

export interface AddressSelectViewProps {
  /** The customer's saved addresses, or where loading them stands. */
  addresses: readonly ShippingAddress[];
  status: 'pending' | 'error' | 'success';
  onRetry: () => void;
  /** The customer chose a saved address, or saved a new one: go back with it. */
  onChoose: (addressId: string) => void;
  /** Saves a new address (the draft already passed `addressDraftProblems`). */
  save: (draft: AddressDraft) => Promise<ShippingAddress>;
}

/** The screen of /{to}/address-select without the router and the API: stories render it too. */
export function AddressSelectView({
  addresses,
  status,
  onRetry,
  onChoose,
  save,
}: AddressSelectViewProps) {
  const primary = addresses.find((address) => address.primary) ?? addresses[0];
  const [chosen, setChosen] = useState<string | undefined>();
  const selected = chosen ?? primary?.id;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const add = async (draft: AddressDraft) => {
    // The checks and messages of the checkout's address step (the machine's own rules).
    const problems = shownAddressProblems({}, addressDraftProblemCodes(draft));
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = await save(draft);
      onChoose(saved.id);
    } catch (error) {
      const failure = error as CallFailure;
      setErrors(failure.fields ?? {});
      setMessage(failure.message);
      setSaving(false);
    }
  };
  return (
    <PageColumn gap={5} width="medium">
      <PageHeading>{m.checkout_choose_address_title()}</PageHeading>
      {status === 'pending' ? <Spinner label={m.checkout_loading_addresses()} /> : null}
      {status === 'error' ? (
        <Notice tone="error" role="alert" title={m.checkout_addresses_failed()}>
          <div>
            <Button size="sm" onClick={onRetry}>
              {m.checkout_try_again()}
            </Button>
          </div>
        </Notice>
      ) : null}
      {addresses.length > 0 ? (
        <Stack gap={3}>
          <RadioGroup
            label={m.checkout_your_addresses()}
            value={selected}
            onValueChange={setChosen}
            options={addresses.map((address) => ({
              value: address.id,
              label: addressLabel(address),
            }))}
          />
          <Cluster gap={3}>
            <Button disabled={!selected || saving} onClick={() => selected && onChoose(selected)}>
              {m.checkout_use_this_address()}
            </Button>
          </Cluster>
        </Stack>
      ) : null}
      <Stack gap={3}>
        <Heading as="h2" size="xs" weight="regular">
          {m.checkout_add_address()}
        </Heading>
        {message ? (
          <Notice tone="error" role="alert">
            {checkoutProblem(message)}
          </Notice>
        ) : null}
        <AddressForm
          errors={errors}
          saving={saving}
          submitLabel={m.checkout_save_and_use()}
          onSubmit={(draft) => void add(draft)}
        />
      </Stack>
    </PageColumn>
  );
}

/** /{to}/address-select (spec section 2): choose or add an address, then go back to `to`. */
export function AddressSelectPage({ to }: { to: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, status, refetch } = useQuery(savedAddressesQuery());
  return (
    <AddressSelectView
      addresses={data?.findShippingAddress ?? []}
      status={status}
      onRetry={() => void refetch()}
      onChoose={(addressId) => void navigate({ to: `/${to}`, search: { addressId } as never })}
      save={async (draft) => {
        const saved = await addShippingAddress(addressInput(draft));
        // The saved addresses (checkout's start query) now include this one.
        await client.invalidateQueries({ queryKey: savedAddressesQuery().queryKey });
        return saved;
      }}
    />
  );
}
