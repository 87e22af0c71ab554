import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { verificationMachine } from '../../machines/verification.machine';
import type { VerificationContext, VerificationEvent } from '../../machines/verification.machine';
import { VerificationActor, VerificationView } from '../../src/features/account/verification-page';
import type { VerificationStateName } from '../../src/features/account/verification-page';
import { ActorAtState } from '../actor-at-state';
import { withCatalog } from '../catalog/catalog-story-providers';
import { lockedStatus, verificationContext } from './account-story-kit';

/** The state and context a story starts the machine at, and the spy that hears the screen. */
interface StoryArgs {
  state: VerificationStateName;
  context: VerificationContext;
  send: (event: VerificationEvent) => void;
}

/** /verification/{type}: a story per state of the verification machine. */
const meta = {
  title: 'Account/Verification',
  render: ({ state, context, send }) => (
    <ActorAtState
      actor={VerificationActor}
      machine={verificationMachine}
      value={state}
      context={context}
      onSend={send}
    >
      <VerificationView />
    </ActorAtState>
  ),
  args: { state: 'readyToSend', context: verificationContext(), send: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: '/verification/mobile' })],
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

export const Loading: Story = {
  args: { state: 'loading', context: verificationContext({ status: null }) },
};

export const LoadFailed: Story = {
  args: {
    state: 'loadFailed',
    context: verificationContext({
      status: null,
      problem: { reason: 'OTHER', message: 'We could not reach our servers.' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'verification.retry' });
  },
};

export const NoMobileNumber: Story = {
  args: { state: 'noContact', context: verificationContext({ status: null }) },
};

export const AwaitingEmailLink: Story = {
  args: {
    state: 'awaitingEmailLink',
    context: verificationContext({
      kind: 'email',
      status: {
        kind: 'email',
        contact: 'alex.tremblay@example.ca',
        verified: false,
        codeExpiresAt: null,
        attemptsLeft: 0,
        lockedUntil: null,
      },
    }),
  },
};

export const ReadyToSend: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('514-555-0134')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Text me a code' }));
    await expect(args.send).toHaveBeenCalledWith({ type: 'verification.sendCode' });
  },
};

export const Sending: Story = { args: { state: 'sending' } };

export const SendFailed: Story = {
  args: {
    state: 'sendFailed',
    context: verificationContext({
      problem: { reason: 'TOO_SOON', message: 'A code was just sent. Wait a few seconds.' },
    }),
  },
};

export const EnteringCode: Story = {
  args: { state: 'enteringCode' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Six-digit code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
    await expect(args.send).toHaveBeenCalledWith({
      type: 'verification.submitCode',
      code: '123456',
    });
  },
};

export const EnteringCodeOnPhone: Story = {
  args: { state: 'enteringCode' },
  globals: { viewport: { value: 'phone' } },
};

export const WrongCode: Story = {
  args: {
    state: 'enteringCode',
    context: verificationContext({
      code: '000000',
      problem: {
        reason: 'WRONG_CODE',
        message: 'That code is not right. 4 tries left.',
        attemptsLeft: 4,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Six-digit code');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Checking: Story = { args: { state: 'checking' } };

export const CodeExpired: Story = { args: { state: 'codeExpired' } };

export const Locked: Story = {
  args: { state: 'locked', context: verificationContext({ status: lockedStatus }) },
  play: async ({ canvasElement }) => {
    const until = within(canvasElement).getByTestId('locked-until');
    await expect(until).toHaveTextContent('locked until');
    await expect(until.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-24T23:40:00.000Z',
    );
  },
};

export const Verified: Story = {
  args: {
    state: 'verified',
    context: verificationContext({
      status: { ...lockedStatus, lockedUntil: null, verified: true },
    }),
  },
};
