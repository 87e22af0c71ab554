import { PROVINCE_NAMES } from '../../../machines/checkout.machine';
import { AddressForm as SharedAddressForm } from '../../ui/address-form';
import type { AddressFormProps as SharedAddressFormProps } from '../../ui/address-form';

// The form itself is shared with the account's address book (src/ui/address-form.tsx).
export { EMPTY_ADDRESS, FieldGrid, addressLabel } from '../../ui/address-form';

const PROVINCE_OPTIONS = Object.entries(PROVINCE_NAMES).map(([value, label]) => ({
  value,
  label,
}));

export type AddressFormProps = Omit<SharedAddressFormProps, 'provinceOptions'>;

/** The delivery address form with the provinces checkout offers. */
export function AddressForm(props: AddressFormProps) {
  return <SharedAddressForm provinceOptions={PROVINCE_OPTIONS} {...props} />;
}
