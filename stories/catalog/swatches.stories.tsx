import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { swatchesQuery } from '../../src/api/swatch-queries';
import type { SwatchOrder } from '../../src/api/swatch-queries';
import { SwatchesPage } from '../../src/features/catalog/swatches-page';
import { swatchCatalogue } from './catalog-fixtures';
import { withCatalog } from './catalog-story-providers';

const placed: SwatchOrder = {
  id: '1a2b3c4d-0000-4000-8000-000000000000',
  orderNumber: 'SW-1A2B3C4D',
  swatchCount: 2,
};

const meta = {
  title: 'Catalog/Swatches',
  component: SwatchesPage,
  parameters: { layout: 'fullscreen' },
  args: { placeOrder: fn(async () => placed) },
  decorators: [
    withCatalog({
      path: '/swatches',
      queries: () => [[swatchesQuery().queryKey, swatchCatalogue]],
    }),
  ],
} satisfies Meta<typeof SwatchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function chooseProvince(canvas: Canvas, name: string) {
  await userEvent.click(canvas.getByRole('combobox', { name: 'Province or territory' }));
  await userEvent.click(await screen.findByRole('option', { name }));
}

/** Pastes into a field, as a shopper's autofill would. */
async function fill(canvas: Canvas, label: RegExp, text: string) {
  await userEvent.click(canvas.getByLabelText(label));
  await userEvent.paste(text);
}

async function fillForm(canvas: Canvas, postalCode: string) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Oatmeal' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Spruce' }));
  await fill(canvas, /Full name/, 'Alex Tremblay');
  await fill(canvas, /Email/, 'alex@example.ca');
  await fill(canvas, /Phone number/, '416 555 0123');
  await fill(canvas, /Street address/, '100 Queen St W');
  await fill(canvas, /City/, 'Toronto');
  await chooseProvince(canvas, 'Ontario');
  await fill(canvas, /Postal code/, postalCode);
}

export const ChooseSwatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const oatmeal = await canvas.findByRole('button', { name: 'Oatmeal' });
    await expect(canvas.getByRole('group', { name: 'Neutrals' })).toBeVisible();
    await userEvent.click(oatmeal);
    await expect(oatmeal).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('swatch-count')).toHaveTextContent('1 of 10 chosen');
    await expect(canvas.getByRole('button', { name: 'Order 1 free swatch' })).toBeVisible();
    await userEvent.click(oatmeal);
    await expect(canvas.getByTestId('swatch-count')).toHaveTextContent('0 of 10 chosen');
  },
};

export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Order free swatches' }));
    await expect(canvas.getByText('Choose at least one swatch.')).toBeVisible();
    await expect(canvas.getByText('Enter your full name.')).toBeVisible();
    await expect(canvas.getByText('Choose your province or territory.')).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.placeOrder).not.toHaveBeenCalled();
  },
};

export const InvalidPostalCode: Story = {
  name: 'Invalid postal code (another province)',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, 'V6B 4Y8');
    await userEvent.click(canvas.getByRole('button', { name: 'Order 2 free swatches' }));
    const postal = canvas.getByLabelText(/Postal code/);
    await expect(postal).toHaveAttribute('aria-invalid', 'true');
    await expect(postal).toHaveAccessibleDescription(
      /V6B 4Y8 is not a postal code in Ontario\. Check the postal code or the province\./,
    );
    await expect(postal).toHaveFocus();
    await expect(args.placeOrder).not.toHaveBeenCalled();
    // Nothing is lost: fix the field and the error goes while typing.
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('Alex Tremblay');
    await userEvent.clear(postal);
    await userEvent.paste('M5H 2N2');
    await expect(postal).not.toHaveAttribute('aria-invalid');
  },
};

export const Sending: Story = {
  args: { placeOrder: fn(() => new Promise<SwatchOrder>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, 'm5h2n2');
    await userEvent.click(canvas.getByRole('button', { name: 'Order 2 free swatches' }));
    const button = await canvas.findByRole('button', { name: /Sending your order/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(/Full name/)).toBeDisabled();
    await expect(args.placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        fullName: 'Alex Tremblay',
        phoneNumber: '+14165550123',
        postalCode: 'M5H 2N2',
        province: 'ON',
        country: 'CA',
        swatches: ['1', '11'],
      }),
      expect.anything(),
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, 'M5H 2N2');
    await userEvent.click(canvas.getByRole('button', { name: 'Order 2 free swatches' }));
    const heading = await canvas.findByRole('heading', {
      level: 1,
      name: 'Your swatches are on their way',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByTestId('swatch-order-number')).toHaveTextContent(
      'Order number SW-1A2B3C4D',
    );
  },
};

export const ServerRefuses: Story = {
  args: {
    placeOrder: fn(async () => {
      throw new Error('One of the chosen swatches is no longer offered. Choose again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillForm(canvas, 'M5H 2N2');
    await userEvent.click(canvas.getByRole('button', { name: 'Order 2 free swatches' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'One of the chosen swatches is no longer offered.',
    );
    await expect(canvas.getByLabelText(/Street address/)).toHaveValue('100 Queen St W');
    await expect(canvas.getByRole('button', { name: 'Oatmeal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
