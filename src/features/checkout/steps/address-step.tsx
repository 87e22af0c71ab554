import { useMemo, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { Cluster, Heading, Stack } from '../../../ui/layout';
import { RadioGroup } from '../../../ui/radio-group';
import { AddressForm, EMPTY_ADDRESS, addressLabel } from '../address-form';
import { CheckoutActor, useCheckoutSend } from '../checkout-actor';
import { useCheckoutCitySwitch } from '../city-switch';
import { PickupWarehouseNotice } from './pickup-warehouse';
import { ErrorNotice, FieldErrorsAnnouncer, StepHeading } from './step-parts';
import { m } from '../../../i18n/paraglide/messages.js';
import { addressStepError, shownAddressProblems } from '../checkout-problems';

/** Address: one of the customer's addresses, or a new one (checked by the machine, then saved). */
export function AddressStep({
  pickup = false,
}: {
  /** The liquidation sale: the address is the buyer's, for the receipt; the order is picked up. */
  pickup?: boolean;
}) {
  const send = useCheckoutSend();
  const addresses = CheckoutActor.useSelector((snapshot) => snapshot.context.addresses);
  const addressId = CheckoutActor.useSelector((snapshot) => snapshot.context.addressId);
  const addressDraft = CheckoutActor.useSelector((snapshot) => snapshot.context.addressDraft);
  const addressErrors = CheckoutActor.useSelector((snapshot) => snapshot.context.addressErrors);
  const addressProblems = CheckoutActor.useSelector((snapshot) => snapshot.context.addressProblems);
  const area = CheckoutActor.useSelector((snapshot) => snapshot.context.deliveryArea);
  const cityId = CheckoutActor.useSelector((snapshot) => snapshot.context.cart.cityId);
  const profile = CheckoutActor.useSelector((snapshot) => snapshot.context.profile);
  const machineError = CheckoutActor.useSelector((snapshot) => snapshot.context.error);
  const error = addressStepError(machineError, area);
  // In the page's language, the same object while the machine's are the same (focus follows it).
  const shownErrors = useMemo(
    () => shownAddressProblems(addressErrors, addressProblems),
    [addressErrors, addressProblems],
  );
  const saving = CheckoutActor.useSelector(
    (snapshot) => snapshot.matches('savingAddress') || snapshot.matches('checkingArea'),
  );
  // Checking that the cart's city delivers to the chosen address (issue 16).
  const checking = CheckoutActor.useSelector(
    (snapshot) => snapshot.matches('checkingArea') && snapshot.context.addressDraft === null,
  );
  const canConfirm = CheckoutActor.useSelector((snapshot) =>
    snapshot.can({ type: 'address.confirm' }),
  );
  // The form is open for the list as it was when opened: once the new address is saved (and
  // joins the list) it closes, also when the step stays because the city does not deliver there.
  const [addingAt, setAddingAt] = useState<number | null>(
    addresses.length === 0 || addressDraft !== null ? addresses.length : null,
  );
  // The city that delivers to the refused address: one click moves the checkout there.
  const switchCity = useCheckoutCitySwitch();
  const otherCity =
    area && !area.delivers
      ? area.deliveringCities.find((city) => city.id !== cityId && city.name !== '')
      : undefined;
  const adding = addingAt === addresses.length;
  const setAdding = (open: boolean) => setAddingAt(open ? addresses.length : null);
  const form = useRef<HTMLDivElement>(null);
  // A new address starts with the signed-in customer's name and phone (their profile).
  const profileDraft = profile
    ? {
        ...EMPTY_ADDRESS,
        firstName: profile.firstname,
        lastName: profile.lastname,
        phoneNumber: profile.phonenumber1 ?? '',
      }
    : null;
  return (
    <Stack gap={4} ref={form}>
      <StepHeading>
        {pickup ? m.checkout_receipt_address() : m.checkout_where_deliver()}
      </StepHeading>
      {pickup ? <PickupWarehouseNotice /> : null}
      <ErrorNotice message={error} />
      <FieldErrorsAnnouncer errors={shownErrors} container={form} />
      {switchCity && otherCity ? (
        <Cluster gap={3}>
          <Button
            type="button"
            variant="secondary"
            onClick={() => switchCity(otherCity.id, addressId)}
          >
            {m.checkout_switch_city({ city: otherCity.name })}
          </Button>
        </Cluster>
      ) : null}
      {addresses.length > 0 ? (
        <Stack gap={4}>
          <RadioGroup
            label={m.checkout_your_addresses()}
            value={addressId ?? undefined}
            onValueChange={(addressId) => send({ type: 'address.select', addressId })}
            options={addresses.map((address) => ({
              value: address.id,
              label: addressLabel(address),
            }))}
          />
          <Cluster gap={3}>
            <Button
              type="button"
              disabled={!canConfirm}
              loading={checking}
              loadingLabel={pickup ? m.checkout_checking_address() : m.checkout_checking_delivery()}
              onClick={() => send({ type: 'address.confirm' })}
            >
              {pickup ? m.checkout_use_this_address() : m.checkout_deliver_here()}
            </Button>
            {!adding ? (
              <Button type="button" variant="secondary" onClick={() => setAdding(true)}>
                {m.checkout_add_new_address()}
              </Button>
            ) : null}
          </Cluster>
        </Stack>
      ) : null}
      {adding ? (
        <Stack gap={3}>
          <Heading as="h3" size="xs" weight="regular">
            {m.checkout_new_address()}
          </Heading>
          <AddressForm
            initial={addressDraft ?? profileDraft}
            errors={shownErrors}
            saving={saving}
            submitLabel={pickup ? m.checkout_save_and_use() : m.checkout_save_deliver()}
            onSubmit={(address) => send({ type: 'address.submit', address })}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
