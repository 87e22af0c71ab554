import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { moveExamples } from '../../machines/examples/move-examples';
import { moveMachine } from '../../machines/move.machine';
import { MoveActor, MoveView } from '../../src/features/swap-move/move-view';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { failure, reachMove } from './swap-move-story-kit';
import type { MoveScenario, MoveSnapshot } from './swap-move-story-kit';

const sofa = moveExamples.sofa.id;
const lamp = moveExamples.lamp.id;
/** Reopened at the address step with the sofa and the lamp chosen. */
const atAddress = { input: { step: 'address' as const, selected: [sofa, lamp] } };
/** Reopened at the schedule step with Ottawa chosen. */
const atSchedule = {
  input: { ...atAddress.input, step: 'schedule' as const, toAddressId: moveExamples.ottawa.id },
};
const atReview = {
  input: { ...atSchedule.input, visit: moveExamples.goodVisit },
  events: [{ type: 'move.continue' as const }],
};

/** What a story is given: the spy that hears the screen. */
interface StoryArgs {
  send: () => void;
}

/** Each story runs the real move machine with fake actors to its state, then draws it. */
function scenario(reach: MoveScenario) {
  return {
    loaders: [async () => ({ snapshot: await reachMove(reach) })],
    render: (args: { send: () => void }, { loaded }: { loaded: Record<string, unknown> }) => {
      const snapshot = loaded.snapshot as MoveSnapshot;
      return (
        <ActorAtState
          actor={MoveActor}
          machine={moveMachine}
          value={snapshot.value}
          context={snapshot.context}
          onSend={args.send}
        >
          <MoveView />
        </ActorAtState>
      );
    },
  };
}

/** /moveproducts?step=: a story per state of the move machine. */
const meta = {
  title: 'Swap and move/Move',
  args: { send: fn() } as never,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/moveproducts' })],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = scenario({ start: 'never', until: 'loading' }) as Story;

export const LoadFailed: Story = scenario({
  start: failure('We could not reach our servers.'),
  until: 'loadFailed',
}) as Story;

export const NothingToMove: Story = scenario({
  start: moveExamples.nothing,
  until: 'nothingToMove',
}) as Story;

export const ChoosingItems: Story = {
  ...scenario({ events: [{ type: 'move.toggle', id: sofa }], until: 'choosingItems' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Harlow Sofa' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Orbit Floor Lamp' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'move.toggle', id: lamp });
  },
} as Story;

export const TwoAddresses: Story = {
  ...scenario({
    events: [
      { type: 'move.toggle', id: sofa },
      { type: 'move.toggle', id: moveExamples.desk.id },
    ],
    until: 'choosingItems',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/One move takes items from one address/),
    ).toBeVisible();
  },
} as Story;

export const ChoosingAddress: Story = {
  ...scenario({ ...atAddress, until: 'choosingAddress' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: moveExamples.ottawa.label }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'move.chooseAddress',
      id: moveExamples.ottawa.id,
    });
  },
} as Story;

export const ChoosingAddressOnPhone: Story = {
  ...scenario({ ...atAddress, until: 'choosingAddress' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const NewAddress: Story = {
  ...scenario({
    ...atAddress,
    start: { ...moveExamples.start, addresses: [] },
    until: 'choosingAddress',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('form', { name: 'The new address' }),
    ).toBeVisible();
  },
} as Story;

export const SavingAddress: Story = scenario({
  ...atAddress,
  save: 'never',
  events: [{ type: 'move.saveAddress', draft: moveExamples.draft }],
  until: 'savingAddress',
}) as Story;

export const NoDepotThere: Story = {
  ...scenario({
    ...atAddress,
    quote: failure(moveExamples.noDepot.message, 'toAddressId', 'BAD_USER_INPUT'),
    events: [{ type: 'move.chooseAddress', id: moveExamples.yukon.id }, { type: 'move.continue' }],
    until: 'choosingAddress',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('move-address-error')).toHaveTextContent(
      'No depot serves Y1A 1A1',
    );
  },
} as Story;

export const CheckingAddress: Story = scenario({
  ...atSchedule,
  quote: 'never',
  until: 'checkingAddress',
}) as Story;

export const Scheduling: Story = scenario({ ...atSchedule, until: 'scheduling' }) as Story;

export const WeekNoticeMissing: Story = {
  ...scenario({
    ...atSchedule,
    events: [
      { type: 'move.chooseVisit', visit: moveExamples.earlyVisit },
      { type: 'move.continue' },
    ],
    until: 'scheduling',
  }),
  play: async ({ canvasElement }) => {
    // The field's error names the first day allowed (the hint under the field states the rule).
    await expect(
      within(canvasElement).getByText(
        /Moves need at least a week’s notice\. Choose \d{4}-\d\d-\d\d or a later day\./,
      ),
    ).toBeVisible();
  },
} as Story;

export const Pricing: Story = scenario({
  ...atReview,
  requote: 'never',
  until: 'quoting',
}) as Story;

export const PricingFailed: Story = scenario({
  ...atReview,
  requote: failure('We could not reach our servers.'),
  until: 'quoteFailed',
}) as Story;

export const Review: Story = {
  ...scenario({ ...atReview, until: 'review' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Montreal to Ottawa, 199 km by road/)).toBeVisible();
    await expect(canvas.getByTestId('move-basis')).toHaveTextContent(
      'Priced on 199 km by road, Montreal depot to Ottawa depot.',
    );
    await expect(canvas.getByRole('link', { name: /check the road/ })).toHaveAttribute(
      'href',
      expect.stringContaining('openstreetmap.org/directions'),
    );
    await expect(canvas.queryByTestId('move-buyout-notice')).toBeNull();
    await expect(canvas.getByTestId('move-fee')).toHaveTextContent('$372.25');
    await expect(canvas.getByTestId('move-total')).toHaveTextContent('$420.64');
    await expect(canvas.getByText(/taxed in Ontario/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm the move' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'move.confirm' });
  },
} as Story;

/** The fee is more than the pieces' buyout: the review says so and offers both other ways. */
export const ReviewCostlierThanBuyout: Story = {
  ...scenario({
    ...atReview,
    quote: { ...moveExamples.quote, buyoutTotal: 212.89, costsMoreThanBuyout: true },
    requote: { ...moveExamples.quote, buyoutTotal: 212.89, costsMoreThanBuyout: true },
    until: 'review',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = within(canvas.getByTestId('move-buyout-notice'));
    await expect(notice.getByText(/is more than buying/)).toBeVisible();
    await expect(notice.getByRole('link', { name: /out instead/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/buyout\?items=/),
    );
    await expect(notice.getByRole('link', { name: /Return .* instead/ })).toHaveAttribute(
      'href',
      '/returncenter',
    );
  },
} as Story;

export const ReviewOnPhone: Story = {
  ...scenario({ ...atReview, until: 'review' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const Booking: Story = scenario({
  ...atReview,
  place: 'never',
  events: [...atReview.events, { type: 'move.confirm' }],
  until: 'placing',
}) as Story;

export const Declined: Story = {
  ...scenario({
    ...atReview,
    place: failure(moveExamples.declined.message, 'payment', 'PAYMENT_DECLINED'),
    events: [...atReview.events, { type: 'move.confirm' }],
    until: 'review',
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      moveExamples.declined.message,
    );
  },
} as Story;

export const Booked: Story = scenario({
  ...atReview,
  events: [...atReview.events, { type: 'move.confirm' }],
  until: 'placed',
}) as Story;
