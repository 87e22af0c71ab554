import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { TextAreaField, TextField } from './field';
import { Cluster, Stack } from './layout';
import { SelectField } from './select';

/** What the form holds, as typed (the checkout machine's AddressDraft has the same shape). */
export interface AddressDraft {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  streetaddress: string;
  unitnumber: string;
  city: string;
  province: string;
  postalcode: string;
  typeofaddress: string;
  floornumber: string;
  elevatoraccess: boolean;
  buzzernumber: string;
  dockdooraccess: boolean;
  receivinghours: string;
  deliveryinstructions: string;
  primary: boolean;
}

/** Two columns from small screens up; one on phones. */
export const FieldGrid = styled('div', {
  display: 'grid',
  gap: '$4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

const BUILDING_OPTIONS = [
  { value: 'HOUSE', label: 'House' },
  { value: 'APARTMENT', label: 'Apartment' },
  { value: 'CONDO', label: 'Condo' },
  { value: 'TOWNHOUSE', label: 'Townhouse' },
  { value: 'OFFICE', label: 'Office' },
];

export const EMPTY_ADDRESS: AddressDraft = {
  firstName: '',
  lastName: '',
  phoneNumber: '',
  streetaddress: '',
  unitnumber: '',
  city: '',
  province: '',
  postalcode: '',
  typeofaddress: '',
  floornumber: '',
  elevatoraccess: false,
  buzzernumber: '',
  dockdooraccess: false,
  receivinghours: '',
  deliveryinstructions: '',
  primary: false,
};

/** One line for a saved address: `Alex Tremblay, 1203-100 King Street West, Toronto, ON M5X 1A9`. */
export function addressLabel(address: {
  firstName: string;
  lastName: string;
  unitnumber?: string | null | undefined;
  streetaddress: string;
  city: string;
  province: string;
  postalcode: string;
}): string {
  const unit = address.unitnumber ? `${address.unitnumber}-` : '';
  return `${address.firstName} ${address.lastName}, ${unit}${address.streetaddress}, ${address.city}, ${address.province} ${address.postalcode}`;
}

export interface AddressFormProps {
  /** The provinces to choose from (value: two-letter code). */
  provinceOptions: readonly { value: string; label: string }[];
  /** What the form starts with, e.g. the draft that was refused; empty by default. */
  initial?: AddressDraft | null;
  /** Field → message, shown under the field (the checks of `addressDraftProblems` or the server's). */
  errors: Record<string, string>;
  saving: boolean;
  submitLabel: string;
  /** The draft as typed; the owner checks it with `addressDraftProblems` and saves it. */
  onSubmit: (draft: AddressDraft) => void;
  'aria-label'?: string;
  /** Shown beside the submit button, e.g. a Cancel link. */
  secondaryAction?: ReactNode;
  /** Hide "Make this my main address" (an address that already is). */
  hidePrimary?: boolean;
}

/**
 * The one form for a delivery address (checkout's address step, /{to}/address-select and the
 * account's address book):
 * postal code `A1A 1A1` checked against the province, the details the crew needs (unit, floor,
 * elevator, buzzer, dock door, receiving hours, instructions), each error under its field.
 */
export function AddressForm({
  provinceOptions,
  initial,
  errors,
  saving,
  submitLabel,
  onSubmit,
  'aria-label': ariaLabel = 'New delivery address',
  secondaryAction,
  hidePrimary = false,
}: AddressFormProps) {
  const [draft, setDraft] = useState<AddressDraft>(initial ?? EMPTY_ADDRESS);
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  useEffect(() => {
    // After a submit that was refused, take the customer to the first field to fix.
    if (!submitted.current || Object.keys(errors).length === 0) return;
    submitted.current = false;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const set = <K extends keyof AddressDraft>(field: K, value: AddressDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: keyof AddressDraft) => ({
    value: String(draft[field]),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
    name: field,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    onSubmit(draft);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={ariaLabel}>
      <Stack gap={4}>
        <FieldGrid>
          <TextField label="First name" required autoComplete="given-name" {...text('firstName')} />
          <TextField label="Last name" required autoComplete="family-name" {...text('lastName')} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="For the delivery crew"
            {...text('phoneNumber')}
          />
          <TextField
            label="Street address"
            required
            autoComplete="address-line1"
            {...text('streetaddress')}
          />
          <TextField label="Unit" autoComplete="address-line2" {...text('unitnumber')} />
          <TextField label="City" required autoComplete="address-level2" {...text('city')} />
          <SelectField
            label="Province"
            required
            placeholder="Choose a province"
            options={provinceOptions}
            // Controlled from the start: '' shows the placeholder.
            value={draft.province}
            onValueChange={(province) => set('province', province)}
            error={errors.province}
          />
          <TextField
            label="Postal code"
            required
            autoComplete="postal-code"
            hint="Like A1A 1A1"
            {...text('postalcode')}
          />
          <SelectField
            label="Building type"
            placeholder="Choose one"
            options={BUILDING_OPTIONS}
            value={draft.typeofaddress}
            onValueChange={(typeofaddress) => set('typeofaddress', typeofaddress)}
            error={errors.typeofaddress}
          />
          <TextField label="Floor" inputMode="numeric" {...text('floornumber')} />
          <TextField label="Buzzer" {...text('buzzernumber')} />
          <TextField
            label="Receiving hours"
            hint="When someone can let the crew in"
            {...text('receivinghours')}
          />
        </FieldGrid>
        <Cluster gap={4}>
          <Checkbox
            label="Elevator access"
            checked={draft.elevatoraccess}
            onCheckedChange={(checked) => set('elevatoraccess', checked === true)}
          />
          <Checkbox
            label="Loading dock door"
            checked={draft.dockdooraccess}
            onCheckedChange={(checked) => set('dockdooraccess', checked === true)}
          />
          {hidePrimary ? null : (
            <Checkbox
              label="Make this my main address"
              checked={draft.primary}
              onCheckedChange={(checked) => set('primary', checked === true)}
            />
          )}
        </Cluster>
        <TextAreaField label="Delivery instructions" rows={3} {...text('deliveryinstructions')} />
        <Cluster gap={3}>
          <Button type="submit" loading={saving} loadingLabel="Saving the address">
            {submitLabel}
          </Button>
          {secondaryAction}
        </Cluster>
      </Stack>
    </form>
  );
}
