import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { addShippingAddress } from '../../api/checkout-queries';
import {
  addressDetailsQuery,
  customerAddressesQuery,
  updateShippingAddress,
} from '../../api/profile-queries';
import type { AccountFailure, CustomerAddress } from '../../api/profile-queries';
import { useDocumentTitle } from '../../lib/document-title';
import { AddressForm } from '../../ui/address-form';
import type { AddressDraft } from '../../ui/address-form';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { useSnackbar } from '../../ui/snackbar-queue';
import { StatusPanel } from '../../ui/status-panel';
import { AccountPageFrame, LoadState } from './account-page-frame';
import {
  PROVINCE_OPTIONS,
  addressDraftProblems,
  addressInput,
  draftFromAddress,
} from './address-draft';

/** The snackbars that confirm a save (decision 158). */
export const ADDRESS_ADDED = 'Address added.';
export const ADDRESS_SAVED = 'Address saved.';

export interface AddressEditViewProps {
  /** null: a new address. */
  addressId: string | null;
  status: 'pending' | 'error' | 'success';
  entry?: CustomerAddress | undefined;
  /** The load failed because the address is not the customer's (or does not exist). */
  notFound?: boolean;
  onRetry: () => void;
  /** Saves the draft (already checked by the client rules); throws AccountFailure. */
  save: (draft: AddressDraft) => Promise<void>;
}

/** /account/address/{type}/{addressId} without the router and the API. */
export function AddressEditView({
  addressId,
  status,
  entry,
  notFound = false,
  onRetry,
  save,
}: AddressEditViewProps) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const title = addressId ? 'Edit address' : 'Add an address';
  const submit = async (draft: AddressDraft) => {
    const problems = addressDraftProblems(draft);
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      await save(draft);
    } catch (error) {
      const failure = error as AccountFailure;
      setErrors(failure.fields ?? (failure.field ? { [failure.field]: failure.message } : {}));
      if (!failure.fields && !failure.field) setMessage(failure.message);
      setSaving(false);
    }
  };
  const cancel = (
    <Button asChild variant="text">
      <Link to="/account/address">Cancel</Link>
    </Button>
  );
  if (addressId && notFound)
    return (
      <AccountPageFrame title={title}>
        <StatusPanel
          title="We could not find that address"
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/account/address">See your addresses</Link>
            </Button>
          }
        >
          It may have been removed, or the link is not for your account.
        </StatusPanel>
      </AccountPageFrame>
    );
  return (
    <AccountPageFrame
      title={title}
      intro="Everything the crew needs to bring your furniture in: the unit, floor, elevator, buzzer and when someone can receive it."
    >
      {addressId && (status !== 'success' || !entry) ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what="the address"
          onRetry={onRetry}
        />
      ) : (
        <>
          {message ? (
            <Notice tone="error" role="alert">
              {message}
            </Notice>
          ) : null}
          <AddressForm
            provinceOptions={PROVINCE_OPTIONS}
            initial={entry ? draftFromAddress(entry.address) : null}
            errors={errors}
            saving={saving}
            submitLabel={addressId ? 'Save changes' : 'Save address'}
            aria-label={addressId ? 'Edit the address' : 'New delivery address'}
            hidePrimary={entry?.address.primary ?? false}
            secondaryAction={cancel}
            onSubmit={(draft) => void submit(draft)}
          />
        </>
      )}
    </AccountPageFrame>
  );
}

/** `/account/address/{type}/{addressId}` (`new` adds one). */
export function AddressEditPage({ addressId }: { addressId: string }) {
  const isNew = addressId === 'new';
  useDocumentTitle(isNew ? 'Add an address' : 'Edit address');
  const navigate = useNavigate();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const query = useQuery({ ...addressDetailsQuery(addressId), enabled: !isNew });
  return (
    <AddressEditView
      addressId={isNew ? null : addressId}
      status={query.status}
      entry={query.data}
      notFound={(query.error as AccountFailure | null)?.code === 'NOT_FOUND'}
      onRetry={() => void query.refetch()}
      save={async (draft) => {
        if (isNew) await addShippingAddress(addressInput(draft));
        else await updateShippingAddress(addressId, addressInput(draft));
        await client.invalidateQueries({ queryKey: customerAddressesQuery().queryKey });
        await navigate({ to: '/account/address' });
        // Shown over the address book, where the saved address now is (decision 158).
        snackbar.show({ message: isNew ? ADDRESS_ADDED : ADDRESS_SAVED, variant: 'success' });
      }}
    />
  );
}
