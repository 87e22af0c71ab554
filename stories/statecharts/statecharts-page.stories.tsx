import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { machineRegistry } from '../../machines';
import { StatechartsPage } from '../../src/features/statecharts/statecharts-page';
import { storyQueryClient } from '../catalog/catalog-story-providers';

function StatechartsStory({ machineId }: { machineId?: string }) {
  const [client] = useState(() => storyQueryClient());
  const [chosen, setChosen] = useState(machineId);
  return (
    <QueryClientProvider client={client}>
      <StatechartsPage machineId={chosen} onMachineChange={setChosen} />
    </QueryClientProvider>
  );
}

const LAYOUT = { timeout: 15_000 };

const meta = {
  title: 'Statecharts/Visualizer',
  component: StatechartsStory,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatechartsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

function machineStory(id: string): Story {
  const entry = machineRegistry.find((candidate) => candidate.id === id);
  return {
    args: { machineId: id },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      if (!entry) throw new Error(`${id} is not registered`);
      await canvas.findByRole('heading', { name: entry.title, level: 2 });
      const drawing = await canvas.findByTestId('statechart-drawing', {}, LAYOUT);
      await expect(drawing.querySelectorAll('[data-active="true"]').length).toBeGreaterThan(0);
      await expect(
        canvas.getByRole('radio', { name: new RegExp(`^${entry.title}`) }),
      ).toBeChecked();
    },
  };
}

export const CartQuote: Story = machineStory('cart-quote');
export const AuthSession: Story = machineStory('auth-session');
export const PromoBar: Story = machineStory('promo-bar');
export const Checkout: Story = machineStory('checkout');

/** Every machine in the registry, picked in turn: a newly registered machine shows up here too. */
export const EveryRegisteredMachine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const entry of machineRegistry) {
      await userEvent.click(canvas.getByRole('radio', { name: new RegExp(`^${entry.title}`) }));
      await canvas.findByRole('heading', { name: entry.title, level: 2 });
      await canvas.findByTestId('statechart-drawing', {}, LAYOUT);
    }
  },
};

/** The simulator: the cart quote from empty to quoted, then back a step and reset. */
export const SimulatingTheCartQuote: Story = {
  args: { machineId: 'cart-quote' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('statechart-drawing', {}, LAYOUT);
    const state = () => canvas.getByTestId('simulator-state-value');
    const events = () => canvas.getByRole('list', { name: 'Events the current state handles' });
    await userEvent.click(within(events()).getAllByRole('button', { name: 'cart.changed' })[0]!);
    await waitFor(() => expect(state()).toHaveTextContent('debouncing'));
    await userEvent.click(within(events()).getByRole('button', { name: 'after 300 ms' }));
    await waitFor(() => expect(state()).toHaveTextContent('fetching'));
    await userEvent.click(within(events()).getAllByRole('button', { name: 'done: priceCart' })[0]!);
    await waitFor(() => expect(state()).toHaveTextContent('quoted'));
    await expect(
      canvasElement
        .querySelector('[data-state-id="cartQuote.quoted"]')
        ?.getAttribute('data-active'),
    ).toBe('true');
    await userEvent.click(canvas.getByRole('button', { name: 'Step back' }));
    await waitFor(() => expect(state()).toHaveTextContent('fetching'));
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(state()).toHaveTextContent('empty'));
  },
};

/**
 * Zoom: a chart wider than the frame starts fitted into it; 100% draws it at full size in a
 * frame that scrolls, the zoom buttons step through sizes, by pointer and by keyboard.
 */
export const ZoomingTheCheckout: Story = {
  args: { machineId: 'checkout' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = await canvas.findByTestId('statechart-drawing', {}, LAYOUT);
    const frame = canvas.getByTestId('statechart-scroller');
    const zoom = canvas.getByTestId('statechart-zoom');
    const fit = canvas.getByRole('button', { name: 'Fit' });
    const full = canvas.getByRole('button', { name: '100%' });
    const natural = Number(drawing.getAttribute('viewBox')?.split(' ')[2]);
    const drawnWidth = () => Number(drawing.getAttribute('width'));

    // Fitted: the whole chart is inside the frame, nothing to scroll sideways.
    await waitFor(() => expect(fit).toHaveAttribute('aria-pressed', 'true'));
    await expect(full).toHaveAttribute('aria-pressed', 'false');
    await expect(drawnWidth()).toBeLessThan(natural);
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    const fitted = drawnWidth();

    // 100%: natural size, the frame scrolls, the active state is still drawn as active.
    await userEvent.click(full);
    await waitFor(() => expect(drawnWidth()).toBe(natural));
    await expect(zoom).toHaveTextContent('Zoom 100%');
    await expect(full).toHaveAttribute('aria-pressed', 'true');
    // The chart at natural size no longer fits: the frame scrolls (sideways or down, by its shape).
    await expect(drawnWidth()).toBeGreaterThan(fitted);
    await expect(
      frame.scrollWidth > frame.clientWidth || frame.scrollHeight > frame.clientHeight,
    ).toBe(true);
    await expect(drawing.querySelectorAll('[data-active="true"]').length).toBeGreaterThan(0);

    // Zoom in and out by keyboard on the buttons.
    canvas.getByRole('button', { name: 'Zoom in' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zoom).toHaveTextContent('Zoom 125%'));
    await expect(drawnWidth()).toBe(Math.round(natural * 1.25));
    canvas.getByRole('button', { name: 'Zoom out' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(zoom).toHaveTextContent('Zoom 80%'));

    // Keys on the focused frame: 0 for 100%, - to zoom out.
    frame.focus();
    await userEvent.keyboard('0');
    await waitFor(() => expect(zoom).toHaveTextContent('Zoom 100%'));
    await userEvent.keyboard('-');
    await waitFor(() => expect(zoom).toHaveTextContent('Zoom 80%'));

    // Back to Fit.
    await userEvent.click(fit);
    await waitFor(() => expect(drawnWidth()).toBe(fitted));
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
  },
};
