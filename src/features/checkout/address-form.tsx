import { useMemo } from 'react';
import { AddressForm as SharedAddressForm } from '../../ui/address-form';
import type { AddressFormProps as SharedAddressFormProps } from '../../ui/address-form';
import { checkoutProblems, provinceOptions } from './checkout-problems';

// The form itself is shared with the account's address book (src/ui/address-form.tsx).
export { EMPTY_ADDRESS, FieldGrid, addressLabel } from '../../ui/address-form';

export type AddressFormProps = Omit<SharedAddressFormProps, 'provinceOptions'>;

/** The delivery address form with the provinces checkout offers, named in the page's language. */
export function AddressForm({ errors, ...props }: AddressFormProps) {
  const options = useMemo(provinceOptions, []);
  // The same object while the errors are the same: the form moves focus when they change.
  const shown = useMemo(() => checkoutProblems(errors), [errors]);
  return <SharedAddressForm provinceOptions={options} errors={shown} {...props} />;
}
