import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LOADING_MESSAGE, Spinner } from '../../src/ui/spinner';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading please wait...');
    await expect(within(status).getByText(LOADING_MESSAGE)).toBeVisible();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // Read to assistive technology, not drawn.
    await expect(status).toHaveTextContent(LOADING_MESSAGE);
    const text = within(status).getByText(LOADING_MESSAGE);
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Block: Story = {
  args: { layout: 'block' },
};

export const CustomLabel: Story = {
  args: { label: 'Pricing your cart...' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Pricing your cart...',
    );
  },
};
