import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import LocationChooser from '../../src/features/shell/location-chooser';
import { LocationLauncher } from '../../src/features/shell/location-launcher';
import { CITY_STORAGE_KEY } from '../../src/lib/city-store';
import {
  animationsSettled,
  setShellStorage,
  ShellStoryProviders,
  LAZY,
} from './shell-story-providers';
import { LIQUIDATION_ON, type ShellFlags } from './shell-story-providers';

function ChooserStory({
  flags,
  onOpenChange,
}: {
  flags: ShellFlags;
  cityId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <ShellStoryProviders flags={flags}>
      <LocationLauncher />
      <LocationChooser
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Location chooser',
  component: ChooserStory,
  args: { flags: {}, cityId: null, onOpenChange: fn() },
  beforeEach: ({ args }) => {
    setShellStorage({ cityId: args.cityId });
    return () => localStorage.clear();
  },
} satisfies Meta<typeof ChooserStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseACity: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const dialogElement = await screen.findByRole('dialog', { name: 'Choose your location' }, LAZY);
    // Opening a list while the dialog still animates in makes Radix's popper measure in a loop.
    await animationsSettled(dialogElement);
    const dialog = within(dialogElement);
    await expect(dialog.getByTestId('current-city')).toHaveTextContent('Toronto, Ontario');
    await expect(dialog.getByRole('combobox', { name: 'Ontario' })).toHaveTextContent('Toronto');
    const alberta = dialog.getByRole('combobox', { name: 'Alberta' });
    await expect(alberta).toHaveTextContent('Select City');

    await userEvent.click(alberta);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Calgary' }));

    await waitFor(() => expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('2'));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Choose your location' }),
      ).not.toBeInTheDocument(),
    );
    // The header button now names the chosen city.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Location: Calgary' }),
    ).toBeVisible();
  },
};

export const ChosenCityOnPhone: Story = {
  args: { cityId: '14' },
  globals: { viewport: { value: 'phone' } },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Choose your location' }, LAZY),
    );
    await expect(dialog.getByRole('combobox', { name: 'Nova Scotia' })).toHaveTextContent(
      'Halifax',
    );
  },
};

/** Liquidation mode fixes the city to the default depot, and the chooser says so. */
export const PinnedToDefaultDepot: Story = {
  args: { flags: LIQUIDATION_ON, cityId: '8' },
  globals: { viewport: { value: 'desktop' } },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Choose your location' }, LAZY),
    );
    await expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.getByText(/served from our Toronto depot/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Shop from Toronto' }));
    await waitFor(() => expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('6'));
  },
};
