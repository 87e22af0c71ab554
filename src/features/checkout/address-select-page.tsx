import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { addressDraftProblems } from '../../../machines/checkout.machine';
import type { AddressDraft } from '../../../machines/checkout.machine';
import { addShippingAddress, savedAddressesQuery } from '../../api/checkout-queries';
import type { CallFailure } from '../../api/checkout-queries';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { Cluster, Heading, Stack } from '../../ui/layout';
import { Notice } from '../../ui/notice';
import { RadioGroup } from '../../ui/radio-group';
import { PageHeading } from '../../ui/site-frame';
import { Spinner } from '../../ui/spinner';
import { addressInput } from './checkout-logic';
import { EMPTY_ADDRESS } from './checkout-view';

const FIELDS: [keyof AddressDraft, string][] = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['phoneNumber', 'Phone'],
  ['streetaddress', 'Street address'],
  ['unitnumber', 'Unit'],
  ['city', 'City'],
  ['province', 'Province (two letters, e.g. ON)'],
  ['postalcode', 'Postal code'],
  ['buzzernumber', 'Buzzer'],
  ['floornumber', 'Floor'],
  ['receivinghours', 'Receiving hours'],
  ['deliveryinstructions', 'Delivery instructions'],
];

/** /{to}/address-select (spec section 2): choose or add an address, then go back to `to`. */
export function AddressSelectPage({ to }: { to: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { data, status, refetch } = useQuery(savedAddressesQuery());
  const [chosen, setChosen] = useState<string | undefined>();
  const [draft, setDraft] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const back = (addressId: string) =>
    void navigate({ to: `/${to}`, search: { addressId } as never });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const problems = addressDraftProblems({ ...draft, province: draft.province.toUpperCase() });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const saved = await addShippingAddress(
        addressInput({ ...draft, province: draft.province.toUpperCase() }),
      );
      await client.invalidateQueries({ queryKey: ['checkout-start'] });
      back(saved.id);
    } catch (error) {
      const failure = error as CallFailure;
      setErrors(failure.fields ?? {});
      setMessage(failure.message);
    } finally {
      setSaving(false);
    }
  };
  const addresses = data?.findShippingAddress ?? [];
  return (
    <Stack gap={5} css={{ maxWidth: 720, margin: '0 auto', padding: '$6 $4' }}>
      <PageHeading>Choose a delivery address</PageHeading>
      {status === 'pending' ? <Spinner label="Loading your addresses" /> : null}
      {status === 'error' ? (
        <Notice tone="error" title="We could not load your addresses">
          <Button size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Notice>
      ) : null}
      {addresses.length > 0 ? (
        <Stack gap={3}>
          <RadioGroup
            label="Your addresses"
            value={chosen}
            onValueChange={setChosen}
            options={addresses.map((address) => ({
              value: address.id,
              label: `${address.streetaddress}, ${address.city}, ${address.province} ${address.postalcode}`,
            }))}
          />
          <Cluster gap={3}>
            <Button disabled={!chosen} onClick={() => chosen && back(chosen)}>
              Use this address
            </Button>
          </Cluster>
        </Stack>
      ) : null}
      <form onSubmit={(event) => void add(event)} noValidate>
        <Stack gap={3}>
          <Heading as="h2" css={{ fontSize: '$lg' }}>
            Add an address
          </Heading>
          {message ? <Notice tone="error">{message}</Notice> : null}
          {FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              value={String(draft[field])}
              error={errors[field]}
              onChange={(event) =>
                setDraft((current) => ({ ...current, [field]: event.target.value }))
              }
            />
          ))}
          <div>
            <Button type="submit" loading={saving} loadingLabel="Saving the address">
              Save and use this address
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}
