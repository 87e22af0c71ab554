import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PromoBar } from '../../src/features/shell/promo-bar';
import { engage, resetEngagementForTests } from '../../src/ui/engagement';
import { PROMO_MESSAGES, REGULAR_PROMO_MESSAGES } from '../../src/features/shell/promo-messages';
import { ShellStoryProviders, LAZY } from './shell-story-providers';

function PromoBarStory({ delinquent, liquidation }: { delinquent: boolean; liquidation: boolean }) {
  return (
    <ShellStoryProviders>
      <PromoBar delinquent={delinquent} liquidation={liquidation} />
    </ShellStoryProviders>
  );
}

/** The rotating bar, once its code has replaced the first message's stand-in. */
async function liveBar(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(
    () => {
      const bar = within(canvasElement).getByTestId('promo-bar');
      if (bar.dataset.live === 'false') throw new Error('the rotating bar has not loaded yet');
      return bar;
    },
    { timeout: LAZY.timeout },
  );
}

const meta = {
  title: 'Shell/Promo bar',
  component: PromoBarStory,
  args: { delinquent: false, liquidation: true },
  parameters: { layout: 'fullscreen' },
  // The bar rotates once the visitor has acted on the page (decision 142).
  loaders: [
    () => {
      engage();
      return {};
    },
  ],
} satisfies Meta<typeof PromoBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who has only looked: the first message, and none of the rotating bar's code. */
export const BeforeAnyAction: Story = {
  loaders: [
    () => {
      resetEngagementForTests();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByTestId('promo-bar');
    await expect(bar).toHaveTextContent(PROMO_MESSAGES[0]);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(bar).toHaveTextContent(PROMO_MESSAGES[0]);
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Pause promotions' }),
    ).toBeNull();
  },
};

export const Rotating: Story = {
  play: async ({ canvasElement }) => {
    const bar = await liveBar(canvasElement);
    await expect(bar).toHaveTextContent(PROMO_MESSAGES[0]);
    // Spec section 9: the next message after 3000 ms.
    await waitFor(() => expect(bar).toHaveTextContent(PROMO_MESSAGES[1]), { timeout: 4500 });
  },
};

/** Regular mode (the liquidation-sale flag off): no '85% off' claim. */
export const RegularMode: Story = {
  args: { liquidation: false },
  play: async ({ canvasElement }) => {
    const bar = await liveBar(canvasElement);
    await expect(bar).toHaveTextContent(REGULAR_PROMO_MESSAGES[0]);
    await waitFor(() => expect(bar).toHaveTextContent(REGULAR_PROMO_MESSAGES[1]), {
      timeout: 4500,
    });
    await expect(bar).not.toHaveTextContent('85%');
  },
};

export const Paused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = await liveBar(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pause promotions' }));
    await userEvent.unhover(bar);
    (document.activeElement as HTMLElement | null)?.blur();
    await expect(canvas.getByRole('button', { name: 'Play promotions' })).toBeVisible();
    const shown = bar.textContent;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(bar.textContent).toBe(shown);
  },
};

export const PausedWhileHovered: Story = {
  play: async ({ canvasElement }) => {
    const bar = await liveBar(canvasElement);
    await userEvent.hover(bar);
    await waitFor(() => expect(bar).toHaveAttribute('data-paused', 'true'));
    await userEvent.unhover(bar);
    await waitFor(() => expect(bar).not.toHaveAttribute('data-paused'));
  },
};

export const BillingAlert: Story = {
  args: { delinquent: true },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: 'Billing Information Update Required! Click Here to Update.' },
      LAZY,
    );
    await expect(link).toHaveAttribute('href', '/account/payment-information');
  },
};
