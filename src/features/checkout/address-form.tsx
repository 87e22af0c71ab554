import { useMemo } from 'react';
import { AddressForm as SharedAddressForm } from '../../ui/address-form';
import type { AddressFormProps as SharedAddressFormProps } from '../../ui/address-form';
import { provinceOptions } from './checkout-problems';

// The form itself is shared with the account's address book (src/ui/address-form.tsx).
export { EMPTY_ADDRESS, FieldGrid, addressLabel } from '../../ui/address-form';

export type AddressFormProps = Omit<SharedAddressFormProps, 'provinceOptions'>;

/** The delivery address form with the provinces checkout offers, named in the page's language. */
export function AddressForm(props: AddressFormProps) {
  const options = useMemo(provinceOptions, []);
  // `errors` are in the page's language already (shownAddressProblems).
  return <SharedAddressForm provinceOptions={options} {...props} />;
}
