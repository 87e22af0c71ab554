import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SelectField } from '../../src/ui/select';

const provinces = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
];

const meta = {
  title: 'UI/Select',
  component: SelectField,
  args: {
    label: 'Province',
    placeholder: 'Select a province',
    options: provinces,
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveTextContent('Select a province');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    // Typing jumps to a match; Enter chooses it.
    await userEvent.keyboard('On');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Ontario' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('ON');
    await expect(trigger).toHaveTextContent('Ontario');
    await expect(trigger).toHaveFocus();
  },
};

export const ArrowKeys: Story = {
  args: { defaultValue: 'MB' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Province' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Manitoba' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenCalledWith('NB');

    // Escape closes without changing the value.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('New Brunswick');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'QC', hint: 'Taxes follow the delivery province.' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveTextContent('Quebec');
    await expect(trigger).toHaveAccessibleDescription('Taxes follow the delivery province.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choose a province' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Province' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a province');
    const error = canvas.getByText('Choose a province');
    await expect(error.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      trigger.getBoundingClientRect().bottom,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'ON' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Province' })).toBeDisabled();
  },
};

export const Open: Story = {
  parameters: {
    a11y: {
      config: {
        // While the listbox is open Radix marks the page behind it aria-hidden and traps focus,
        // so the trigger in there cannot be reached. axe waives this rule for an open modal
        // dialog but not for a listbox, so it reports the unreachable trigger; skip that rule
        // only here (the closed states are checked in full).
        rules: [{ id: 'aria-hidden-focus', enabled: false }],
      },
    },
  },
  args: {
    defaultOpen: true,
    defaultValue: 'ON',
    options: provinces.map((option) =>
      option.value === 'PE' ? { ...option, disabled: true } : option,
    ),
  },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Ontario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      within(listbox).getByRole('option', { name: 'Prince Edward Island' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
