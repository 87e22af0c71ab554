import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buyoutExamples } from '../../machines/examples/buyout-examples';
import { buyoutMachine } from '../../machines/buyout.machine';
import { BuyoutActor, BuyoutView } from '../../src/features/buyout/buyout-view';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { failure, reachBuyout } from './buyout-story-kit';
import type { BuyoutScenario, BuyoutSnapshot } from './buyout-story-kit';

const sofa = buyoutExamples.sofa.id;
const atPayment = { input: { step: 'payment' as const, selected: [sofa] } };

/** What a story is given: the spies that hear the screen. */
interface StoryArgs {
  send: () => void;
  onContinue: () => void;
  onBack: () => void;
}

/** Each story runs the real buyout machine with fake actors to its state, then draws it. */
function scenario(reach: BuyoutScenario) {
  return {
    loaders: [async () => ({ snapshot: await reachBuyout(reach) })],
    render: (
      args: { send: () => void; onContinue: () => void; onBack: () => void },
      { loaded }: { loaded: Record<string, unknown> },
    ) => {
      const snapshot = loaded.snapshot as BuyoutSnapshot;
      return (
        <ActorAtState
          actor={BuyoutActor}
          machine={buyoutMachine}
          value={snapshot.value}
          context={snapshot.context}
          onSend={args.send}
        >
          <BuyoutView onContinue={args.onContinue} onBack={args.onBack} />
        </ActorAtState>
      );
    },
  };
}

/** /buyout and /buyout/payment: a story per state of the buyout machine. */
const meta = {
  title: 'Buyout/Buyout',
  args: { send: fn(), onContinue: fn(), onBack: fn() } as never,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/buyout' })],
} satisfies Meta<{ send: () => void; onContinue: () => void; onBack: () => void }>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = scenario({ start: 'never', until: 'loading' }) as Story;

export const LoadFailed: Story = {
  ...scenario({ start: failure('We could not reach our servers.'), until: 'loadFailed' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not reach our servers.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'buyout.retry' });
  },
} as Story;

export const NothingToBuy: Story = scenario({
  start: buyoutExamples.nothing,
  until: 'nothingToBuy',
}) as Story;

export const Choosing: Story = {
  ...scenario({ events: [{ type: 'buyout.toggle', id: sofa }], until: 'choosing' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Harlow Sofa' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Orbit Floor Lamp' })).not.toBeChecked();
    await expect(canvas.getByTestId('buyout-subtotal')).toHaveTextContent('$800.00');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Orbit Floor Lamp' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'buyout.toggle',
      id: buyoutExamples.lamp.id,
    });
  },
} as Story;

export const ChoosingOnPhone: Story = {
  ...scenario({ events: [{ type: 'buyout.toggle', id: sofa }], until: 'choosing' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const NothingChosen: Story = {
  ...scenario({ events: [{ type: 'buyout.continue' }], until: 'choosing' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose at least one item to buy out.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    await expect(canvas.getByText('Choose at least one item to continue.')).toBeVisible();
  },
} as Story;

export const WaitingForOverdueBalance: Story = {
  ...scenario({ start: buyoutExamples.withUnpaid, until: 'choosing' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Mile End Lounge Chair' })).toBeDisabled();
    await expect(canvas.getByTestId('buyout-unpaid')).toHaveTextContent(
      'taking $30.00 off, and it can be bought out',
    );
    await expect(canvas.getByRole('link', { name: 'Pay the overdue balance' })).toHaveAttribute(
      'href',
      '/account/payment-information',
    );
  },
} as Story;

export const Quoting: Story = scenario({
  ...atPayment,
  quote: 'never',
  until: 'quoting',
}) as Story;

export const QuoteFailed: Story = {
  ...scenario({
    ...atPayment,
    quote: failure(
      'Harlow Sofa: This item is already yours: it was paid off or bought out.',
      'productIds[0]',
      'BAD_USER_INPUT',
    ),
    until: 'quoteFailed',
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/already yours/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'buyout.retryQuote' });
  },
} as Story;

export const PayWithSavedCard: Story = {
  ...scenario({ ...atPayment, until: 'payment' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /VISA ending 4242/ })).toBeChecked();
    await expect(canvas.getByTestId('buyout-quote-tax-HST')).toHaveTextContent('$104.00');
    await expect(canvas.getByTestId('buyout-quote-total')).toHaveTextContent('$904.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay $904.00' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'buyout.pay' });
  },
} as Story;

export const PayWithNewCard: Story = scenario({
  ...atPayment,
  start: buyoutExamples.startWithoutCards,
  until: 'payment',
}) as Story;

export const CardProblems: Story = {
  ...scenario({
    ...atPayment,
    start: buyoutExamples.startWithoutCards,
    events: [{ type: 'buyout.pay', card: buyoutExamples.badCard }],
    until: 'payment',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Check the card number.')).toBeVisible();
  },
} as Story;

export const CheckingCard: Story = scenario({
  ...atPayment,
  start: buyoutExamples.startWithoutCards,
  tokenize: 'never',
  events: [{ type: 'buyout.pay', card: buyoutExamples.goodCard }],
  until: 'tokenizing',
}) as Story;

export const Paying: Story = scenario({
  ...atPayment,
  place: 'never',
  events: [{ type: 'buyout.pay' }],
  until: 'placing',
}) as Story;

export const Declined: Story = {
  ...scenario({
    ...atPayment,
    place: failure('Your card was declined. Try another card.', 'payment', 'PAYMENT_DECLINED'),
    events: [{ type: 'buyout.pay' }],
    until: 'payment',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your card was declined. Try another card.',
    );
  },
} as Story;

export const ItemNoLongerAvailable: Story = scenario({
  ...atPayment,
  place: failure(
    'Harlow Sofa: This item is already yours: it was paid off or bought out.',
    'productIds[0]',
    'BAD_USER_INPUT',
  ),
  events: [{ type: 'buyout.pay' }],
  until: 'payment',
}) as Story;

export const Paid: Story = {
  ...scenario({ ...atPayment, events: [{ type: 'buyout.pay' }], until: 'paid' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "It's yours" })).toBeVisible();
    await expect(canvas.getByText('$904.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View the receipt' })).toHaveAttribute(
      'href',
      '/account/receipts/print/a1b2c3d4-0000-4000-8000-000000000001',
    );
  },
} as Story;
