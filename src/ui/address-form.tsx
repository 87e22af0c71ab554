import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { TextAreaField, TextField } from './field';
import { Cluster, Stack } from './layout';
import { SelectField } from './select';
import { m } from '../i18n/paraglide/messages.js';

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

/** The building types, named in the page's language (decision 178). */
function buildingOptions() {
  return [
    { value: 'HOUSE', label: m.ui_address_house() },
    { value: 'APARTMENT', label: m.ui_address_apartment() },
    { value: 'CONDO', label: m.ui_address_condo() },
    { value: 'TOWNHOUSE', label: m.ui_address_townhouse() },
    { value: 'OFFICE', label: m.ui_address_office() },
  ];
}

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
  'aria-label': ariaLabel = m.ui_address_label(),
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
  const fields = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    streetaddress: text('streetaddress'),
    unitnumber: text('unitnumber'),
    city: text('city'),
    postalcode: text('postalcode'),
    floornumber: text('floornumber'),
    buzzernumber: text('buzzernumber'),
    receivinghours: text('receivinghours'),
    deliveryinstructions: text('deliveryinstructions'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    onSubmit(draft);
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label={ariaLabel}>
      <Stack gap={4}>
        <FieldGrid>
          <TextField
            label={m.ui_address_first_name()}
            required
            autoComplete="given-name"
            {...fields.firstName}
          />
          <TextField
            label={m.ui_address_last_name()}
            required
            autoComplete="family-name"
            {...fields.lastName}
          />
          <TextField
            label={m.ui_address_phone()}
            type="tel"
            autoComplete="tel"
            hint={m.ui_address_phone_hint()}
            {...fields.phoneNumber}
          />
          <TextField
            label={m.ui_address_street()}
            required
            autoComplete="address-line1"
            {...fields.streetaddress}
          />
          <TextField
            label={m.ui_address_unit()}
            autoComplete="address-line2"
            {...fields.unitnumber}
          />
          <TextField
            label={m.ui_address_city()}
            required
            autoComplete="address-level2"
            {...fields.city}
          />
          <SelectField
            label={m.ui_address_province()}
            required
            placeholder={m.ui_address_province_placeholder()}
            options={provinceOptions}
            // Controlled from the start: '' shows the placeholder.
            value={draft.province}
            onValueChange={(province) => set('province', province)}
            error={errors.province}
          />
          <TextField
            label={m.ui_address_postal_code()}
            required
            autoComplete="postal-code"
            hint={m.ui_address_postal_code_hint()}
            {...fields.postalcode}
          />
          <SelectField
            label={m.ui_address_building_type()}
            placeholder={m.ui_address_choose_one()}
            options={buildingOptions()}
            value={draft.typeofaddress}
            onValueChange={(typeofaddress) => set('typeofaddress', typeofaddress)}
            error={errors.typeofaddress}
          />
          <TextField label={m.ui_address_floor()} inputMode="numeric" {...fields.floornumber} />
          <TextField label={m.ui_address_buzzer()} {...fields.buzzernumber} />
          <TextField
            label={m.ui_address_receiving_hours()}
            hint={m.ui_address_receiving_hours_hint()}
            {...fields.receivinghours}
          />
        </FieldGrid>
        <Cluster gap={4}>
          <Checkbox
            label={m.ui_address_elevator()}
            checked={draft.elevatoraccess}
            onCheckedChange={(checked) => set('elevatoraccess', checked === true)}
          />
          <Checkbox
            label={m.ui_address_dock_door()}
            checked={draft.dockdooraccess}
            onCheckedChange={(checked) => set('dockdooraccess', checked === true)}
          />
          {hidePrimary ? null : (
            <Checkbox
              label={m.ui_address_primary()}
              checked={draft.primary}
              onCheckedChange={(checked) => set('primary', checked === true)}
            />
          )}
        </Cluster>
        <TextAreaField
          label={m.ui_address_instructions()}
          rows={3}
          {...fields.deliveryinstructions}
        />
        <Cluster gap={3}>
          <Button type="submit" loading={saving} loadingLabel={m.ui_address_saving()}>
            {submitLabel}
          </Button>
          {secondaryAction}
        </Cluster>
      </Stack>
    </form>
  );
}
