import { tipExamples } from '../../machines/examples/tip-examples';
import { TipPanel } from '../../src/features/tips/tip-panel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { PlainRouteMap } from '../../src/features/account/deliveries/plain-route-map';
import { TrackerView } from '../../src/features/account/deliveries/tracker-page';
import { Button } from '../../src/ui/button';
import { withCatalog } from '../catalog/catalog-story-providers';
import {
  arrived,
  cancelledPickup,
  delivered,
  liveArrived,
  liveDone,
  liveNearby,
  liveOut,
  liveStops,
  nearby,
  outForDelivery,
  scheduled,
} from './deliveries-story-kit';

/** /delivery/{id}: the tracker in each timeline state (the plain drawing stands in for WebGL). */
const meta = {
  title: 'Deliveries/Tracker',
  component: TrackerView,
  args: {
    status: 'success',
    delivery: scheduled,
    update: null,
    feed: 'live',
    onRetry: fn(),
    renderMap: ({ drawing, label }) => <PlainRouteMap drawing={drawing} label={label} />,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: `/delivery/${scheduled.id}` })],
} satisfies Meta<typeof TrackerView>;

export default meta;
type Story = StoryObj<typeof meta>;

const current = (canvas: HTMLElement) =>
  canvas.querySelector('[data-testid="tracker-timeline"] [aria-current="step"]');

export const Scheduled: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Move to another window
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Delivery scheduled');
    await expect(within(canvasElement).getByTestId('tracker-no-map')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Move to another window' }),
    ).toBeVisible();
  },
};

export const OutForDelivery: Story = {
  args: { delivery: outForDelivery, update: liveOut },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Out for delivery');
    await expect(within(canvasElement).getByTestId('tracker-title')).toHaveTextContent(
      'Arriving in about 48 minutes',
    );
  },
};

export const StopsBeforeYours: Story = {
  args: { delivery: outForDelivery, update: liveStops },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('2 stops before yours');
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName(
      /2 stops before yours/,
    );
  },
};

export const ThirtyMinutesAway: Story = {
  args: { delivery: nearby, update: liveNearby },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('30 minutes away');
  },
};

export const Arrived: Story = {
  args: { delivery: arrived, update: liveArrived },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Crew arrived');
  },
};

/** Done: the tip panel (src/features/tips/), as the route places it, offers a tip. */
export const Done: Story = {
  args: {
    delivery: delivered,
    update: liveDone,
    doneSlot: (
      <TipPanel
        deliveryId={delivered.id}
        done
        tipped={false}
        limits={tipExamples.limits}
        charge={async (input) => ({
          id: tipExamples.paid.id,
          amount: input.amount,
          note: input.note,
        })}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tracker-title')).toHaveTextContent('Delivered');
    await expect(within(canvasElement).getByTestId('tracker-done-slot')).toHaveTextContent(
      'Tip your crew',
    );
  },
};

export const DoneOnPhone: Story = {
  ...Done,
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const CancelledPickup: Story = {
  args: { delivery: cancelledPickup },
  play: async ({ canvasElement }) => {
    await expect(current(canvasElement)).toHaveTextContent('Cancelled');
  },
};

export const LiveUpdatesPaused: Story = {
  args: { delivery: outForDelivery, update: liveStops, feed: 'down' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Live updates paused')).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'pending', delivery: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', delivery: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load this delivery',
    );
  },
};

export const NotFound: Story = {
  args: {
    status: 'error',
    delivery: undefined,
    notFound: 'We could not find that delivery. Open it from your deliveries.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('We could not find that delivery')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'See your deliveries' }),
    ).toBeVisible();
  },
};
