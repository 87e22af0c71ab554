import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { partnerExamples } from '../../machines/examples/partner-examples';
import { partnerMachine } from '../../machines/partner.machine';
import { PartnerActor, PartnerView } from '../../src/features/partner/partner-view';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { failure, reachPartner } from './partner-story-kit';
import type { PartnerScenario, PartnerSnapshot } from './partner-story-kit';

const atBilling = { input: { step: 'billing' as const }, start: partnerExamples.startAddressed };

/** What a story is given: the spies that hear the screen. */
interface StoryArgs {
  send: () => void;
  onBack: () => void;
}

/** Each story runs the real partner machine with fake actors to its state, then draws it. */
function scenario(reach: PartnerScenario) {
  return {
    loaders: [async () => ({ snapshot: await reachPartner(reach) })],
    render: (
      args: { send: () => void; onBack: () => void },
      { loaded }: { loaded: Record<string, unknown> },
    ) => {
      const snapshot = loaded.snapshot as PartnerSnapshot;
      return (
        <ActorAtState
          actor={PartnerActor}
          machine={partnerMachine}
          value={snapshot.value}
          context={snapshot.context}
          onSend={args.send}
        >
          <PartnerView onBack={args.onBack} />
        </ActorAtState>
      );
    },
  };
}

/** /partner/step/address and /partner/step/billing: a story per state of the partner machine. */
const meta = {
  title: 'Partner/Partner steps',
  args: { send: fn(), onBack: fn() } as never,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/partner/step/address' })],
} satisfies Meta<{ send: () => void; onBack: () => void }>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = scenario({ start: 'never', until: 'loading' }) as Story;

export const LoadFailed: Story = {
  ...scenario({ start: failure('We could not reach our servers.'), until: 'loadFailed' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'partner.retry' });
  },
} as Story;

export const NoShowroomOrder: Story = scenario({
  start: partnerExamples.nothing,
  until: 'noOrder',
}) as Story;

export const Address: Story = {
  ...scenario({ until: 'address' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 1 of 2')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/First name/), 'Morgan');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'partner.saveAddress' }),
    );
  },
} as Story;

export const AddressOnPhone: Story = {
  ...scenario({ until: 'address' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const AddressProblems: Story = {
  ...scenario({
    events: [{ type: 'partner.saveAddress', address: partnerExamples.badAddress }],
    until: 'address',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/City/)).toHaveAttribute('aria-invalid', 'true');
  },
} as Story;

export const AddressNotReached: Story = {
  ...scenario({
    saveAddress: failure(partnerExamples.notReached.message, 'postalcode', 'BAD_USER_INPUT'),
    events: [{ type: 'partner.saveAddress', address: partnerExamples.goodAddress }],
    until: 'address',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/does not reach H2X 1Y4/)).toBeVisible();
  },
} as Story;

export const SavingAddress: Story = scenario({
  saveAddress: 'never',
  events: [{ type: 'partner.saveAddress', address: partnerExamples.goodAddress }],
  until: 'savingAddress',
}) as Story;

export const Billing: Story = {
  ...scenario({ ...atBilling, until: 'billing' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Step 2 of 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm my order' }));
    await expect(args.send).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'partner.submit' }),
    );
  },
} as Story;

export const BillingOnPhone: Story = {
  ...scenario({ ...atBilling, until: 'billing' }),
  globals: { viewport: { value: 'phone' } },
} as Story;

export const BillingWithSavedCard: Story = scenario({
  input: { step: 'billing' },
  start: partnerExamples.startWithCard,
  until: 'billing',
}) as Story;

export const CardProblems: Story = scenario({
  ...atBilling,
  events: [{ type: 'partner.submit', card: partnerExamples.badCard }],
  until: 'billing',
}) as Story;

export const Declined: Story = {
  ...scenario({
    ...atBilling,
    complete: failure(partnerExamples.declined.message, 'card', 'PAYMENT_DECLINED'),
    events: [{ type: 'partner.submit', card: partnerExamples.goodCard }],
    until: 'billing',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('payment-error')).toHaveTextContent(/declined/);
  },
} as Story;

export const Confirming: Story = scenario({
  ...atBilling,
  complete: 'never',
  events: [{ type: 'partner.submit', card: partnerExamples.goodCard }],
  until: 'completing',
}) as Story;

export const Confirmed: Story = scenario({
  start: partnerExamples.startDone,
  until: 'done',
}) as Story;
