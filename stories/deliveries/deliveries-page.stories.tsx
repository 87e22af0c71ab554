import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  BookingCancellationSummary,
  MoveForm,
} from '../../src/features/account/deliveries/delivery-actions';
import { DeliveriesView } from '../../src/features/account/deliveries/deliveries-page';
import { Button } from '../../src/ui/button';
import { withCatalog } from '../catalog/catalog-story-providers';
import {
  cancelledPickup,
  delivered,
  scheduled,
  swapCancellation,
  swapDelivery,
  swapPickup,
  upcomingPickup,
} from './deliveries-story-kit';

/** /account/deliveries in each state, with the API's answers given (no backend). */
const meta = {
  title: 'Deliveries/List',
  component: DeliveriesView,
  args: {
    status: 'success',
    upcoming: [scheduled, upcomingPickup],
    past: [delivered, cancelledPickup],
    onRetry: fn(),
    actions: (delivery) => (
      <>
        {delivery.canMove ? (
          <Button size="sm" variant="secondary">
            Move to another window
          </Button>
        ) : null}
        {delivery.canCancel ? (
          <Button size="sm" variant="secondary">
            Cancel pickup
          </Button>
        ) : null}
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/account/deliveries' })],
} satisfies Meta<typeof DeliveriesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const upcoming = within(within(canvasElement).getByTestId('deliveries-upcoming'));
    await expect(upcoming.getAllByTestId('delivery-card')).toHaveLength(2);
    await expect(upcoming.getAllByTestId('delivery-window')[0]).toHaveTextContent(
      'Morning, 9 am to noon, Montreal time',
    );
    await expect(upcoming.getAllByRole('button', { name: 'Move to another window' })).toHaveLength(
      2,
    );
    await expect(upcoming.getByRole('button', { name: 'Cancel pickup' })).toBeVisible();
    const past = within(within(canvasElement).getByTestId('deliveries-past'));
    await expect(past.getAllByTestId('delivery-status').map((badge) => badge.textContent)).toEqual([
      'Delivered',
      'Cancelled',
    ]);
  },
};

export const LoadedOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Empty: Story = {
  args: { upcoming: [], past: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Nothing is scheduled/)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'pending', upcoming: undefined, past: undefined } };

export const LoadFailed: Story = {
  args: { status: 'error', upcoming: undefined, past: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your deliveries',
    );
  },
};

/** The move form: open windows only, and the API's "full" refusal under the window. */
export const MoveFormWindowFull: StoryObj<typeof MoveForm> = {
  render: () => (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <MoveForm
        delivery={scheduled}
        status="success"
        slots={[
          { date: '2026-11-29', timeType: 'MORNING', label: 'Morning, 9 am to noon', remaining: 3 },
          { date: '2026-11-29', timeType: 'EVENING', label: 'Evening, 5 pm to 9 pm', remaining: 1 },
          {
            date: '2026-11-30',
            timeType: 'AFTERNOON',
            label: 'Afternoon, noon to 5 pm',
            remaining: 12,
          },
        ]}
        onRetry={fn()}
        onMove={fn()}
        moving={false}
        failure={{
          message: 'Evening, 5 pm to 9 pm on 2026-11-29 is full. Choose another window.',
          code: 'BAD_USER_INPUT',
          field: 'deliverytimetype',
          extensions: {},
        }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/is full\. Choose another window\./),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByRole('radio')).toHaveLength(2);
  },
};

/** A swap's two visits: each says they are one booking; the page says what the last cancel refunded. */
export const SwapBookingAndRefund: Story = {
  args: {
    upcoming: [swapDelivery, swapPickup],
    past: [delivered],
    cancelled: {
      ...swapCancellation,
      status: 'CANCELLED',
      canCancel: false,
      refundStatus: 'SUCCEEDED',
    },
    actions: (delivery) => (
      <>
        {delivery.canCancelBooking ? (
          <Button size="sm" variant="secondary">
            Cancel swap
          </Button>
        ) : null}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('delivery-booking-note')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Cancel swap' })).toHaveLength(2);
    await expect(canvas.getByTestId('booking-cancelled')).toHaveTextContent(
      '$113.82 is refunded to Visa ending 4242.',
    );
  },
};

/** Before confirming a swap's cancel: both halves go, the old piece stays at its fee, the refund. */
export const SwapCancellationSummary: StoryObj<typeof BookingCancellationSummary> = {
  render: () => (
    <div style={{ maxWidth: 480, padding: 24 }}>
      <BookingCancellationSummary cancellation={swapCancellation} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('booking-refund')).toHaveTextContent('$113.82');
    await expect(canvas.getByText(/Laurier Sofa stays with you, at \$82\.00\/mo/)).toBeVisible();
    await expect(
      canvas.getByText(/will not bring Mile End Sofa or take back Laurier Sofa/),
    ).toBeVisible();
  },
};
