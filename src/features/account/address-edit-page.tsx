import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { PROVINCES } from '../../../machines/provinces';
import { addShippingAddress } from '../../api/checkout-queries';
import {
  addressDetailsQuery,
  customerAddressesQuery,
  updateShippingAddress,
} from '../../api/profile-queries';
import type { AccountFailure, CustomerAddress } from '../../api/profile-queries';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { AddressForm } from '../../ui/address-form';
import type { AddressDraft } from '../../ui/address-form';
import { Button } from '../../ui/button';
import { Notice } from '../../ui/notice';
import { useSnackbar } from '../../ui/snackbar-queue';
import { StatusPanel } from '../../ui/status-panel';
import { AccountPageFrame, LoadState } from './account-page-frame';
import { addressProblemTexts, provinceOptions } from './problem-text';
import { addressDraftProblemCodes, addressInput, draftFromAddress } from './address-draft';

/** The snackbars that confirm a save (decision 158), in the page's language. */
export const ADDRESS_ADDED = m.account_address_added;
export const ADDRESS_SAVED = m.account_address_saved;

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
  const title = addressId ? m.account_edit_address() : m.account_add_address();
  const submit = async (draft: AddressDraft) => {
    const problems = addressProblemTexts(addressDraftProblemCodes(draft));
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
      <Link to="/account/address">{m.account_cancel()}</Link>
    </Button>
  );
  if (addressId && notFound)
    return (
      <AccountPageFrame title={title}>
        <StatusPanel
          title={m.account_address_not_found()}
          headingLevel="h2"
          actions={
            <Button asChild>
              <Link to="/account/address">{m.account_see_addresses()}</Link>
            </Button>
          }
        >
          {m.account_address_not_found_text()}
        </StatusPanel>
      </AccountPageFrame>
    );
  return (
    <AccountPageFrame title={title} intro={m.account_address_edit_intro()}>
      {addressId && (status !== 'success' || !entry) ? (
        <LoadState
          status={status === 'error' ? 'error' : 'pending'}
          what={m.account_what_the_address()}
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
            provinceOptions={provinceOptions(PROVINCES)}
            initial={entry ? draftFromAddress(entry.address) : null}
            errors={errors}
            saving={saving}
            submitLabel={addressId ? m.account_save_changes() : m.account_save_address()}
            aria-label={addressId ? m.account_edit_the_address() : m.account_new_delivery_address()}
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
  useDocumentTitle(isNew ? m.account_add_address() : m.account_edit_address());
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
        snackbar.show({ message: isNew ? ADDRESS_ADDED() : ADDRESS_SAVED(), variant: 'success' });
      }}
    />
  );
}
