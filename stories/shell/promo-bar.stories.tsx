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

/** The message the bar shows now (all of them are laid out; the others are hidden). */
function shownMessage(bar: HTMLElement): string | null {
  return within(bar).getByTestId('promo-message').textContent;
}

/** The rotating bar, once its code has replaced the page's own rotation. */
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
  // The machine-driven bar loads once the visitor has acted on the page (decision 142); before
  // that the page rotates the messages itself (decision 158).
  loaders: [
    () => {
      engage();
      return {};
    },
  ],
} satisfies Meta<typeof PromoBarStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor who has only looked: the messages rotate every 3000 ms all the same, with their
 * pause button, and none of the machine-driven bar's code.
 */
export const BeforeAnyAction: Story = {
  loaders: [
    () => {
      resetEngagementForTests();
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByTestId('promo-bar');
    await expect(shownMessage(bar)).toBe(PROMO_MESSAGES[0]);
    await waitFor(() => expect(shownMessage(bar)).toBe(PROMO_MESSAGES[1]), { timeout: 4500 });
    await expect(bar).toHaveAttribute('data-live', 'false');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Pause promotions' }),
    ).toBeVisible();
  },
};

export const Rotating: Story = {
  play: async ({ canvasElement }) => {
    const bar = await liveBar(canvasElement);
    const first = shownMessage(bar);
    // Spec section 9: the next message after 3000 ms.
    await waitFor(() => expect(shownMessage(bar)).not.toBe(first), { timeout: 4500 });
  },
};

/** Regular mode (the liquidation-sale flag off): no '85% off' claim. */
export const RegularMode: Story = {
  args: { liquidation: false },
  play: async ({ canvasElement }) => {
    const bar = await liveBar(canvasElement);
    const seen = new Set([shownMessage(bar)]);
    await waitFor(
      () => {
        seen.add(shownMessage(bar));
        expect(seen).toEqual(new Set(REGULAR_PROMO_MESSAGES));
      },
      { timeout: 4500 },
    );
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
    const shown = shownMessage(bar);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    await expect(shownMessage(bar)).toBe(shown);
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
