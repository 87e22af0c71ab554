import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { swapExamples } from '../../machines/examples/swap-examples';
import { swapMachine } from '../../machines/swap.machine';
import { SwapActor, SwapView } from '../../src/features/swap-move/swap-view';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { failure, reachSwap } from './swap-move-story-kit';
import type { SwapScenario, SwapSnapshot } from './swap-move-story-kit';

const sofa = swapExamples.sofa.id;
const sectional = swapExamples.sectional.productId;
/** Reopened at the schedule step with the sofa and the sectional chosen. */
const atSchedule = {
  input: { step: 'schedule' as const, itemId: sofa, productId: sectional },
};
const atReview = {
  input: { ...atSchedule.input, visit: swapExamples.goodVisit },
  events: [{ type: 'swap.continue' as const }],
};

/** What a story is given: the spy that hears the screen. */
interface StoryArgs {
  send: () => void;
}

/** Each story runs the real swap machine with fake actors to its state, then draws it. */
function scenario(reach: SwapScenario) {
  return {
    loaders: [async () => ({ snapshot: await reachSwap(reach) })],
    render: (args: { send: () => void }, { loaded }: { loaded: Record<string, unknown> }) => {
      const snapshot = loaded.snapshot as SwapSnapshot;
      return (
        <ActorAtState
          actor={SwapActor}
          machine={swapMachine}
          value={snapshot.value}
          context={snapshot.context}
          onSend={args.send}
        >
          <SwapView />
        </ActorAtState>
      );
    },
  };
}

/** /swapproducts/{step}/{addressId}: a story per state of the swap machine. */
const meta = {
  title: 'Swap and move/Swap',
  args: { send: fn() } as never,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/swapproducts' })],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = scenario({ start: 'never', until: 'loading' }) as Story;

export const LoadFailed: Story = {
  ...scenario({ start: failure('We could not reach our servers.'), until: 'loadFailed' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not reach our servers.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.retry' });
  },
} as Story;

export const NothingToSwap: Story = scenario({
  start: swapExamples.nothing,
  until: 'nothingToSwap',
}) as Story;

export const ChoosingItem: Story = {
  ...scenario({ until: 'choosingItem' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Harlow Sofa/ }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.chooseItem', id: sofa });
  },
} as Story;

export const NoItemChosen: Story = {
  ...scenario({ events: [{ type: 'swap.continue' }], until: 'choosingItem' }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose the item to give back.')).toBeVisible();
  },
} as Story;

export const FindingReplacements: Story = scenario({
  replacements: 'never',
  events: [{ type: 'swap.chooseItem', id: sofa }, { type: 'swap.continue' }],
  until: 'loadingReplacements',
}) as Story;

export const ReplacementsFailed: Story = scenario({
  replacements: failure('We could not reach our servers.'),
  events: [{ type: 'swap.chooseItem', id: sofa }, { type: 'swap.continue' }],
  until: 'replacementsFailed',
}) as Story;

export const ChoosingReplacement: Story = {
  ...scenario({
    input: { step: 'replacement', itemId: sofa },
    events: [{ type: 'swap.chooseReplacement', productId: sectional }],
    until: 'choosingReplacement',
  }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Bramble Sectional/ })).toBeChecked();
    // Each replacement's fee and PivotCare, and the difference with the sofa's $106.80 a month
    // ($89.00 fee + $17.80 PivotCare).
    await expect(canvas.getByText('$119.00 fee + $23.80 PivotCare · +$36.00/mo')).toBeVisible();
    await expect(canvas.getByText('$69.00 fee + $13.80 PivotCare · −$24.00/mo')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Search the catalogue'), 'loveseat');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.search', search: 'loveseat' });
  },
} as Story;

export const ChoosingReplacementOnPhone: Story = {
  ...scenario({ input: { step: 'replacement', itemId: sofa }, until: 'choosingReplacement' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const NothingMatches: Story = scenario({
  input: { step: 'replacement', itemId: sofa },
  replacements: [],
  until: 'choosingReplacement',
}) as Story;

export const Scheduling: Story = scenario({ ...atSchedule, until: 'scheduling' }) as Story;

export const ScheduleProblems: Story = {
  ...scenario({ ...atSchedule, events: [{ type: 'swap.continue' }], until: 'scheduling' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose the swap day.')).toBeVisible();
    await expect(canvas.getByText('Choose a time for the crew.')).toBeVisible();
  },
} as Story;

export const Pricing: Story = scenario({ ...atReview, quote: 'never', until: 'quoting' }) as Story;

export const PricingFailed: Story = scenario({
  ...atReview,
  quote: failure('We could not reach our servers.'),
  until: 'quoteFailed',
}) as Story;

export const Review: Story = {
  ...scenario({ ...atReview, until: 'review' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('swap-today')).toHaveTextContent('$111.87');
    await expect(canvas.getByTestId('swap-monthly')).toHaveTextContent('$142.80/mo (+$36.00/mo)');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the swap' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'swap.confirm' });
  },
} as Story;

export const ReviewOnPhone: Story = {
  ...scenario({ ...atReview, until: 'review' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const Booking: Story = scenario({
  ...atReview,
  place: 'never',
  events: [...atReview.events, { type: 'swap.confirm' }],
  until: 'placing',
}) as Story;

export const Declined: Story = {
  ...scenario({
    ...atReview,
    place: failure(swapExamples.declined.message, 'payment', 'PAYMENT_DECLINED'),
    events: [...atReview.events, { type: 'swap.confirm' }],
    until: 'review',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      swapExamples.declined.message,
    );
  },
} as Story;

export const DayRefused: Story = {
  ...scenario({
    ...atReview,
    place: failure(swapExamples.dayRefused.message, 'swapdate', 'BAD_USER_INPUT'),
    events: [...atReview.events, { type: 'swap.confirm' }],
    until: 'scheduling',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Swap day/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
} as Story;

export const Booked: Story = scenario({
  ...atReview,
  events: [...atReview.events, { type: 'swap.confirm' }],
  until: 'placed',
}) as Story;
