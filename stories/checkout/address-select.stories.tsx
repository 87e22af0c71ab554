import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkoutExamples } from '../../machines';
import type { ShippingAddress } from '../../src/api/checkout-queries';
import { AddressSelectView } from '../../src/features/checkout/address-select-page';

/** /{to}/address-select: the saved addresses and the checkout's own address form, no backend. */
const saved: ShippingAddress[] = [
  {
    ...checkoutExamples.address,
    phoneNumber: '+14165550134',
    typeofaddress: 'CONDO',
    floornumber: 12,
    elevatoraccess: true,
    buzzernumber: '1203',
    dockdooraccess: false,
    receivinghours: null,
    deliveryinstructions: null,
  },
  {
    ...checkoutExamples.address,
    id: 'a0000000-0000-4000-8000-000000000003',
    unitnumber: null,
    streetaddress: '45 Rideau Street',
    city: 'Ottawa',
    postalcode: 'K1N 5W8',
    primary: false,
    phoneNumber: null,
    typeofaddress: 'HOUSE',
    floornumber: null,
    elevatoraccess: null,
    buzzernumber: null,
    dockdooraccess: null,
    receivinghours: null,
    deliveryinstructions: null,
  },
];

const added: ShippingAddress = {
  ...saved[1]!,
  id: checkoutExamples.newAddress.id,
  streetaddress: '200 Front Street West',
  city: 'Toronto',
  postalcode: 'M5V 3K2',
};

const meta = {
  title: 'Checkout/Address select',
  component: AddressSelectView,
  args: {
    addresses: saved,
    status: 'success',
    onRetry: fn(),
    onChoose: fn(),
    save: fn(async () => added),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AddressSelectView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the example draft into the form; `postalcode` and `province` as given. */
async function fillAddress(
  canvasElement: HTMLElement,
  { postalcode, province }: { postalcode: string; province: string },
) {
  const canvas = within(canvasElement);
  const form = within(canvas.getByRole('form', { name: 'New delivery address' }));
  await userEvent.type(form.getByLabelText(/First name/), 'Alex');
  await userEvent.type(form.getByLabelText(/Last name/), 'Tremblay');
  await userEvent.type(form.getByLabelText(/Street address/), '200 Front Street West');
  await userEvent.type(form.getByLabelText(/^City/), 'Toronto');
  await userEvent.click(form.getByRole('combobox', { name: /Province/ }));
  await userEvent.click(await within(document.body).findByRole('option', { name: province }));
  await userEvent.type(form.getByLabelText(/Postal code/), postalcode);
  await userEvent.type(form.getByLabelText(/Floor/), '12');
  await userEvent.click(form.getByRole('checkbox', { name: 'Elevator access' }));
  return form;
}

export const SavedAddresses: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /100 King Street West/ })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /45 Rideau Street/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Use this address' }));
    await expect(args.onChoose).toHaveBeenCalledWith(saved[1]!.id);
  },
};

export const NoAddressesYet: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    // The checkout's full form: province and building type to choose, the crew's details.
    await expect(canvas.getByRole('combobox', { name: /Province/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /Building type/ })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Loading dock door' })).toBeVisible();
    await expect(canvas.getByLabelText(/Receiving hours/)).toBeVisible();
  },
};

export const MissingFields: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save and use this address' }));
    await expect(canvas.getByText('Enter a first name.')).toBeVisible();
    await expect(canvas.getByText('Choose a province.')).toBeVisible();
    await expect(canvas.getByText('Enter a postal code.')).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/First name/)).toHaveFocus());
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const PostalCodeOfAnotherProvince: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const form = await fillAddress(canvasElement, { postalcode: 'H2X 1Y4', province: 'Ontario' });
    await userEvent.click(form.getByRole('button', { name: 'Save and use this address' }));
    const postal = form.getByLabelText(/Postal code/);
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText(
        'A postal code starting with H is in Quebec. Check the postal code or the province.',
      ),
    ).toBeVisible();
    await expect(postal).toHaveValue('H2X 1Y4');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const RefusedByTheServer: Story = {
  args: {
    addresses: [],
    save: fn(async () => {
      throw {
        message:
          "We don't deliver to X0A 1H0 yet: our crews reach about 75 km around our 15 depots.",
        code: 'BAD_USER_INPUT',
        fields: {
          postalcode:
            "We don't deliver to X0A 1H0 yet: our crews reach about 75 km around our 15 depots.",
        },
      };
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const form = await fillAddress(canvasElement, {
      postalcode: 'X0A 1H0',
      province: 'Nunavut',
    });
    await userEvent.click(form.getByRole('button', { name: 'Save and use this address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We don't deliver to X0A 1H0");
    await expect(form.getByLabelText(/Postal code/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const SavesAndGoesBack: Story = {
  args: { addresses: [] },
  play: async ({ canvasElement, args }) => {
    const form = await fillAddress(canvasElement, { postalcode: 'm5v 3k2', province: 'Ontario' });
    await userEvent.click(form.getByRole('button', { name: 'Save and use this address' }));
    await waitFor(() => expect(args.onChoose).toHaveBeenCalledWith(added.id));
    await expect(args.save).toHaveBeenCalledWith(
      expect.objectContaining({
        province: 'ON',
        postalcode: 'm5v 3k2',
        floornumber: '12',
        elevatoraccess: true,
      }),
    );
  },
};

export const Loading: Story = {
  args: { addresses: [], status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your addresses')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { addresses: [], status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not load your addresses')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
