import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/ui/button';
import { CheckoutDock } from '../../src/ui/cart-layout';
import {
  AmountLines,
  CheckoutColumns,
  CheckoutHeaderBar,
  CheckoutPanel,
  CheckoutShell,
  ScrollingTerms,
  StepList,
} from '../../src/ui/checkout-layout';
import { Heading, Stack, Text } from '../../src/ui/layout';

/** The frame of checkout and the cart's way to it (docs/decisions/173). */
const meta = {
  title: 'UI/Checkout layout',
  component: CheckoutShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const styleOf = (element: HTMLElement) => getComputedStyle(element);
const wide = () => window.matchMedia('(min-width: 960px)').matches;

export const Frame: Story = {
  name: 'Header, steps, step and cart panels',
  render: () => (
    <>
      <CheckoutHeaderBar data-testid="header">
        <Text as="span" weight="bold">
          Pivot
        </Text>
        <Text as="span">Back to cart</Text>
      </CheckoutHeaderBar>
      <CheckoutShell data-testid="shell">
        <Heading as="h1">Checkout</Heading>
        <nav aria-label="Checkout steps">
          <StepList data-testid="steps">
            <li>1. Address</li>
            <li aria-current="step" data-testid="current-step">
              2. Delivery
            </li>
            <li>3. Payment</li>
          </StepList>
        </nav>
        <CheckoutColumns data-testid="columns">
          <CheckoutPanel aria-label="Checkout step" data-testid="panel">
            <Heading as="h2" size="xs" weight="regular">
              When should we deliver?
            </Heading>
          </CheckoutPanel>
          <CheckoutPanel aria-label="Your cart">
            <Stack gap={3}>
              <AmountLines data-testid="quantities">
                <li>
                  <span>Bedford Apartment Sofa - Slate</span>
                  <span data-testid="quantity">× 1</span>
                </li>
              </AmountLines>
              <AmountLines gap={3} amount="column" data-testid="amounts">
                <li>
                  <Text weight="bold">Birch side table × 2</Text>
                  <Stack gap={1} data-testid="amount">
                    <Text weight="bold">$298.00</Text>
                    <Text size="sm" tone="muted">
                      $298.00 today
                    </Text>
                  </Stack>
                </li>
              </AmountLines>
            </Stack>
          </CheckoutPanel>
        </CheckoutColumns>
      </CheckoutShell>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = styleOf(canvas.getByTestId('header'));
    await expect(header.maxWidth).toBe('1100px');
    await expect(header.borderBottomWidth).toBe('1px');
    await expect(header.justifyContent).toBe('space-between');
    await expect(styleOf(canvas.getByTestId('shell')).maxWidth).toBe('1100px');
    const steps = styleOf(canvas.getByTestId('steps'));
    await expect(steps.listStyleType).toBe('none');
    await expect(steps.marginBottom).toBe('32px');
    await expect(styleOf(canvas.getByTestId('current-step')).fontWeight).toBe('700');
    await expect(styleOf(canvas.getByTestId('columns')).display).toBe('grid');
    await expect(styleOf(canvas.getByTestId('panel')).paddingTop).toBe(wide() ? '32px' : '16px');
    await expect(styleOf(canvas.getByTestId('quantities')).rowGap).toBe('8px');
    await expect(styleOf(canvas.getByTestId('quantity')).whiteSpace).toBe('nowrap');
    await expect(styleOf(canvas.getByTestId('amounts')).rowGap).toBe('12px');
    const amount = styleOf(canvas.getByTestId('amount'));
    await expect(amount.textAlign).toBe('right');
    await expect(amount.fontVariantNumeric).toBe('tabular-nums');
  },
};

export const Terms: Story = {
  name: 'ScrollingTerms (an agreement)',
  render: () => (
    <CheckoutShell>
      <ScrollingTerms tabIndex={0} aria-label="Monthly payment agreement" data-testid="terms">
        <Stack gap={2}>
          {Array.from({ length: 12 }, (_, index) => (
            <Text key={index}>
              Clause {index + 1}: subscribed and rented furniture stays ours while you pay for it.
            </Text>
          ))}
        </Stack>
      </ScrollingTerms>
    </CheckoutShell>
  ),
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getByTestId('terms');
    await expect(styleOf(terms).maxHeight).toBe('240px');
    await expect(styleOf(terms).overflowY).toBe('auto');
    await expect(terms.scrollHeight).toBeGreaterThan(terms.clientHeight);
  },
};

export const Dock: Story = {
  name: 'CheckoutDock (the cart’s way to checkout)',
  render: () => (
    <CheckoutShell>
      <CheckoutDock placement="column" data-testid="column">
        <Button fullWidth size="lg">
          Checkout
        </Button>
      </CheckoutDock>
      <CheckoutDock placement="page" data-testid="page">
        <Button asChild fullWidth size="lg" disabled>
          <button type="button" aria-describedby="reason">
            Checkout
          </button>
        </Button>
        <Text id="reason" size="sm" tone="muted">
          Choose your city first
        </Text>
      </CheckoutDock>
    </CheckoutShell>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One of the two shows at a time: the column's from md up, the page's below it.
    await expect(styleOf(canvas.getByTestId('column')).display).toBe(wide() ? 'grid' : 'none');
    const page = styleOf(canvas.getByTestId('page'));
    await expect(page.display).toBe(wide() ? 'none' : 'grid');
    await expect(page.position).toBe('sticky');
    await expect(page.borderTopWidth).toBe('1px');
  },
};
