import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { checkoutExamples } from '../../machines';
import { AddressSelectView } from '../../src/features/checkout/address-select-page';
import { CheckoutAtState } from '../../stories/checkout/checkout-story-kit';

afterEach(cleanup);

const noAddresses = [
  { type: 'xstate.done.actor.loadCheckout', output: { addresses: [], cards: [] } },
];

/** The address-select screen with no saved addresses and a save that must not be reached. */
function renderAddressSelect() {
  const saves: unknown[] = [];
  render(
    <AddressSelectView
      addresses={[]}
      status="success"
      onRetry={() => undefined}
      onChoose={() => undefined}
      save={async (draft) => {
        saves.push(draft);
        throw new Error('not expected');
      }}
    />,
  );
  return saves;
}

function addressForm() {
  return screen.getByRole('form', { name: 'New delivery address' });
}

/** Every control of the form by its accessible name and role, in order. */
function controls(form: HTMLElement): string[] {
  return [...form.querySelectorAll('input, button, textarea, [role="combobox"]')]
    .filter((element) => element.getAttribute('type') !== 'submit' && !element.closest('[hidden]'))
    .filter((element) => element.getAttribute('aria-hidden') !== 'true')
    .map((element) => {
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      const labelledBy = element.getAttribute('aria-labelledby');
      const label = labelledBy
        ? document.getElementById(labelledBy.split(' ')[0]!)?.textContent
        : element.id
          ? form.querySelector(`label[for="${element.id}"]`)?.textContent
          : null;
      return `${role}: ${label ?? ''}`;
    });
}

/** The error texts under the form's fields, by field name. */
function fieldErrors(form: HTMLElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const element of form.querySelectorAll('[aria-invalid="true"]')) {
    const errorId = element.getAttribute('aria-describedby')?.split(' ')[0];
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('name') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      '';
    errors[name] = (errorId && document.getElementById(errorId)?.textContent) || '';
  }
  return errors;
}

/** A draft with four mistakes: postal code of another province, phone, floor, no street. */
async function typeWrongAddress(form: HTMLElement) {
  const user = userEvent.setup({ delay: null });
  const inForm = within(form);
  await user.type(inForm.getByLabelText(/First name/), 'Alex');
  await user.type(inForm.getByLabelText(/Last name/), 'Tremblay');
  await user.type(inForm.getByLabelText(/^Phone/), '555 01');
  await user.type(inForm.getByLabelText(/^City/), 'Toronto');
  await user.click(inForm.getByRole('combobox', { name: /Province/ }));
  await user.click(await screen.findByRole('option', { name: 'Ontario' }));
  await user.type(inForm.getByLabelText(/Postal code/), 'h2x1y4');
  await user.type(inForm.getByLabelText(/Floor/), 'twelve');
  await user.click(inForm.getByRole('button', { name: /^Save and/ }));
}

const expectedErrors = {
  streetaddress: 'Enter the street address.',
  phoneNumber: 'Enter a 10-digit phone number, e.g. 416 555 0134.',
  postalcode: 'A postal code starting with H is in Quebec. Check the postal code or the province.',
  floornumber: 'Enter the floor as a number.',
};

describe('one address form for checkout and /{to}/address-select', () => {
  it('has the same fields on both screens', async () => {
    render(<CheckoutAtState events={noAddresses} />);
    const checkout = controls(await screen.findByRole('form', { name: 'New delivery address' }));
    cleanup();
    renderAddressSelect();
    const select = controls(addressForm());
    expect(select).toEqual(checkout);
    expect(select).toEqual(
      expect.arrayContaining([
        'combobox: Province*',
        'combobox: Building type',
        'input: Unit',
        'input: Floor',
        'input: Buzzer',
        'input: Receiving hours',
        'checkbox: Elevator access',
        'checkbox: Loading dock door',
        'textarea: Delivery instructions',
      ]),
    );
  });

  it('checks an address the same way, with the same messages under the fields', async () => {
    render(<CheckoutAtState events={noAddresses} />);
    const checkoutForm = await screen.findByRole('form', { name: 'New delivery address' });
    await typeWrongAddress(checkoutForm);
    await waitFor(() => expect(fieldErrors(checkoutForm)).toEqual(expectedErrors));
    cleanup();

    const saves = renderAddressSelect();
    const form = addressForm();
    await typeWrongAddress(form);
    await waitFor(() => expect(fieldErrors(form)).toEqual(expectedErrors));
    expect(saves).toEqual([]);
    // The first field to fix has the focus, and nothing typed is lost.
    expect(within(form).getByLabelText(/^Phone/)).toHaveFocus();
    expect(within(form).getByLabelText(/Postal code/)).toHaveValue('h2x1y4');
  }, 60_000);

  it('saves a corrected address from /{to}/address-select and goes back with it', async () => {
    const chosen: string[] = [];
    const saves: unknown[] = [];
    render(
      <AddressSelectView
        addresses={[]}
        status="success"
        onRetry={() => undefined}
        onChoose={(addressId) => chosen.push(addressId)}
        save={async (draft) => {
          saves.push(draft);
          return {
            ...checkoutExamples.newAddress,
            phoneNumber: null,
            typeofaddress: null,
            floornumber: null,
            elevatoraccess: null,
            buzzernumber: null,
            dockdooraccess: null,
            receivinghours: null,
            deliveryinstructions: null,
          };
        }}
      />,
    );
    const form = addressForm();
    await typeWrongAddress(form);
    const user = userEvent.setup({ delay: null });
    const inForm = within(form);
    await user.type(inForm.getByLabelText(/Street address/), '200 Front Street West');
    await user.clear(inForm.getByLabelText(/^Phone/));
    await user.type(inForm.getByLabelText(/^Phone/), '416 555 0134');
    await user.clear(inForm.getByLabelText(/Postal code/));
    await user.type(inForm.getByLabelText(/Postal code/), 'm5v 3k2');
    await user.clear(inForm.getByLabelText(/Floor/));
    await user.type(inForm.getByLabelText(/Floor/), '12');
    await user.click(inForm.getByRole('button', { name: 'Save and use this address' }));
    await waitFor(() => expect(chosen).toEqual([checkoutExamples.newAddress.id]));
    expect(saves).toEqual([
      expect.objectContaining({
        streetaddress: '200 Front Street West',
        province: 'ON',
        postalcode: 'm5v 3k2',
        floornumber: '12',
      }),
    ]);
  }, 60_000);
});
