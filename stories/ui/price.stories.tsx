import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { priceDisplay } from '../../src/lib/money-format';
import type { MoneyLocale, PriceAmounts } from '../../src/lib/money-format';
import { Price } from '../../src/ui/price';
import type { PriceProps } from '../../src/ui/price';

/** The kit's Price fed by `priceDisplay`, so each story states amounts, option and locale. */
function FormattedPrice({
  amount,
  cents,
  originalAmount,
  originalCents,
  option,
  locale,
  ...props
}: PriceAmounts & Omit<PriceProps, 'value'> & { option?: string | null; locale?: MoneyLocale }) {
  const amounts = (
    cents === undefined ? { amount, originalAmount } : { cents, originalCents }
  ) as PriceAmounts;
  return <Price value={priceDisplay(amounts, option, locale)} {...props} />;
}

const meta = {
  title: 'UI/Price',
  component: FormattedPrice,
  args: { amount: 1234.56 },
  argTypes: {
    option: {
      control: 'select',
      options: [
        undefined,
        'finalsalemonthlyv3',
        'finalsaleownv3',
        'monthlyv3',
        'own',
        'ownv2',
        'ownv3',
        'rentv2',
        'subscribe',
        'subscribev2',
      ],
    },
    locale: { control: 'inline-radio', options: ['en-CA', 'fr-CA'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof FormattedPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

function part(canvasElement: HTMLElement, name: 'price' | 'original' | 'saving') {
  return canvasElement.querySelector<HTMLElement>(`[data-part="${name}"]`);
}

export const Monthly: Story = {
  args: { option: 'monthlyv3' },
  play: async ({ canvasElement }) => {
    const price = part(canvasElement, 'price');
    await expect(price).toHaveTextContent('$1,234.56/mo');
    // "/mo" is drawn; "per month" is what a screen reader says.
    await expect(within(price!).getByText('/mo')).toHaveAttribute('aria-hidden', 'true');
    await expect(price).toHaveTextContent('per month');
  },
};

export const Own: Story = {
  args: { option: 'ownv3' },
  play: async ({ canvasElement }) => {
    const price = part(canvasElement, 'price');
    await expect(price?.textContent).toBe('$1,234.56');
  },
};

export const NoOption: Story = {
  name: 'No option (shows /mo)',
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'price')).toHaveTextContent('$1,234.56/mo');
  },
};

export const WithSaving: Story = {
  args: { amount: 1200.5, originalAmount: 1320.99, option: 'ownv3', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'price')?.textContent).toBe('$1,200.50');
    const original = part(canvasElement, 'original');
    await expect(original?.tagName).toBe('S');
    await expect(original).toHaveTextContent('Regular price $1,320.99');
    // floor(1320.99 - 1200.50) = floor(120.49) = 120
    await expect(part(canvasElement, 'saving')?.textContent).toBe('Save $120');
  },
};

export const MonthlyWithSaving: Story = {
  args: { amount: 49, originalAmount: 79.5, option: 'finalsalemonthlyv3' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'price')).toHaveTextContent('$49.00/mo');
    await expect(part(canvasElement, 'original')).toHaveTextContent('$79.50/mo');
    await expect(part(canvasElement, 'saving')?.textContent).toBe('Save $30');
  },
};

export const NoSavingUnderADollar: Story = {
  args: { amount: 100, originalAmount: 100.99, option: 'own' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'original')).toBeNull();
    await expect(part(canvasElement, 'saving')).toBeNull();
  },
};

export const FromCents: Story = {
  args: { amount: undefined, cents: 123456, originalCents: 135000, option: 'ownv2' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'price')?.textContent).toBe('$1,234.56');
    await expect(part(canvasElement, 'saving')?.textContent).toBe('Save $115');
  },
};

export const French: Story = {
  args: { amount: 1200.5, originalAmount: 1320.99, option: 'subscribe', locale: 'fr-CA' },
  play: async ({ canvasElement }) => {
    await expect(part(canvasElement, 'price')).toHaveTextContent('1 200,50 $/mois', {
      normalizeWhitespace: true,
    });
    await expect(part(canvasElement, 'saving')).toHaveTextContent('Économisez 120 $');
  },
};

export const Small: Story = {
  args: { amount: 64, option: 'rentv2', size: 'sm' },
};
