import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { returnsExamples } from '../../machines/examples/returns-examples';
import { returnsMachine } from '../../machines/returns.machine';
import { ReturnsActor, ReturnsView } from '../../src/features/returns/returns-view';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { reachReturns } from './returns-story-kit';
import type { ReturnsScenario, ReturnsSnapshot } from './returns-story-kit';

const { sofa, chair } = returnsExamples;
const described = {
  input: {
    step: 'pickup' as const,
    selected: [sofa.id, chair.id],
    details: { [sofa.id]: returnsExamples.described, [chair.id]: returnsExamples.described },
  },
};

/** What a story is given: the spy that hears the screen. */
interface StoryArgs {
  send: () => void;
}

/** Each story runs the real returns machine with fake actors to its state, then draws it. */
function scenario(reach: ReturnsScenario) {
  return {
    loaders: [async () => ({ snapshot: await reachReturns(reach) })],
    render: (args: { send: () => void }, { loaded }: { loaded: Record<string, unknown> }) => {
      const snapshot = loaded.snapshot as ReturnsSnapshot;
      return (
        <ActorAtState
          actor={ReturnsActor}
          machine={returnsMachine}
          value={snapshot.value}
          context={snapshot.context}
          onSend={args.send}
        >
          <ReturnsView />
        </ActorAtState>
      );
    },
  };
}

/** /returncenter/select and /returns/{step}: a story per state of the returns machine. */
const meta = {
  title: 'Returns/Returns',
  args: { send: fn() } as never,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/returncenter/select' })],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = scenario({ start: 'never', until: 'loading' }) as Story;

export const LoadFailed: Story = scenario({
  start: new Error('We could not reach our servers.'),
  until: 'loadFailed',
}) as Story;

export const NothingToReturn: Story = scenario({
  start: returnsExamples.nothing,
  until: 'nothingToReturn',
}) as Story;

export const Select: Story = {
  ...scenario({ events: [{ type: 'returns.toggle', id: sofa.id }], until: 'select' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: sofa.name })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: chair.name }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'returns.toggle', id: chair.id });
  },
} as Story;

export const SelectOnPhone: Story = {
  ...scenario({ events: [{ type: 'returns.toggle', id: sofa.id }], until: 'select' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const TwoAddresses: Story = scenario({
  events: [
    { type: 'returns.toggle', id: sofa.id },
    { type: 'returns.toggle', id: returnsExamples.cottage.id },
  ],
  until: 'select',
}) as Story;

export const DetailsMissing: Story = {
  ...scenario({
    input: { step: 'details', selected: [sofa.id] },
    events: [{ type: 'returns.continue' }],
    until: 'details',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose why you are returning it.')).toBeVisible();
    await expect(canvas.getByText('Choose the condition it is in.')).toBeVisible();
  },
} as Story;

export const Pickup: Story = scenario({ ...described, until: 'pickup' }) as Story;

/** The condition step with a damaged sofa and no photo yet: its photo is asked for. */
export const PhotosOfDamage: Story = {
  ...scenario({
    input: {
      step: 'photos',
      selected: [sofa.id, chair.id],
      details: { [sofa.id]: returnsExamples.damaged, [chair.id]: returnsExamples.described },
    },
    events: [{ type: 'returns.continue' }],
    until: 'photos',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Add at least one photo of the damage.'),
    ).toBeVisible();
  },
} as Story;

export const PickupInThePast: Story = {
  ...scenario({
    ...described,
    events: [
      { type: 'returns.choosePickup', pickup: { date: '2026-11-01', window: 'MORNING' } },
      { type: 'returns.continue' },
    ],
    until: 'pickup',
  }),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'Pickups need two days’ notice. Choose a pickup day from 2026-11-27 to 2027-01-24.',
      ),
    ).toBeVisible();
  },
} as Story;

const picked = [
  { type: 'returns.choosePickup' as const, pickup: returnsExamples.pickup },
  { type: 'returns.continue' as const },
];

export const Quoting: Story = scenario({
  ...described,
  quote: 'never',
  events: picked,
  until: 'quoting',
}) as Story;

export const QuoteFailed: Story = scenario({
  ...described,
  quote: new Error('We could not price your return.'),
  events: picked,
  until: 'quoteFailed',
}) as Story;

export const Review: Story = {
  ...scenario({ ...described, events: picked, until: 'review' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('return-total')).toHaveTextContent('$201.14');
    await userEvent.click(canvas.getByRole('button', { name: 'Book the pickup' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'returns.confirm' });
  },
} as Story;

export const Booking: Story = scenario({
  ...described,
  place: 'never',
  events: [...picked, { type: 'returns.confirm' }],
  until: 'placing',
}) as Story;

export const BookingRefused: Story = scenario({
  ...described,
  place: Object.assign(new Error('Harlow Sofa: This item already has a pickup booked.'), {
    field: 'returns[0].id',
  }),
  events: [...picked, { type: 'returns.confirm' }],
  until: 'review',
}) as Story;
