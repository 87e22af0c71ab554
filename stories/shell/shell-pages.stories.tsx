import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { LoadingPage } from '../../src/features/shell/loading-page';
import { NOT_FOUND_TEXT, NotFoundPage } from '../../src/features/shell/not-found-page';
import { SITE_ERROR_TEXT, SiteErrorMessage } from '../../src/features/shell/site-error-page';
import {
  UNSUPPORTED_BROWSER_TEXT,
  UnsupportedBrowserPage,
} from '../../src/features/shell/unsupported-browser-page';
import { ShellStoryProviders } from './shell-story-providers';

function PageStory({ children }: { children: ReactNode }) {
  return (
    <ShellStoryProviders path="/no/such/page">
      <main>{children}</main>
    </ShellStoryProviders>
  );
}

const meta = {
  title: 'Shell/Pages',
  component: PageStory,
  parameters: { layout: 'fullscreen' },
  args: { children: null },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { children: <NotFoundPage /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT);
    const categories = within(canvas.getByTestId('not-found-categories'));
    await expect(categories.getByRole('link', { name: 'Bedroom' })).toHaveAttribute(
      'href',
      '/category/bedroom/',
    );
    await expect(document.title).toBe('Page not found | Pivot Furniture');
  },
};

export const NotFoundOnPhone: Story = {
  args: { children: <NotFoundPage /> },
  globals: { viewport: { value: 'phone' } },
};

export const SiteError: Story = {
  args: { children: <SiteErrorMessage onRetry={() => undefined} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(SITE_ERROR_TEXT);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const Loading: Story = {
  args: { children: <LoadingPage /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading please wait...',
    );
  },
};

export const UnsupportedBrowser: Story = {
  args: { children: <UnsupportedBrowserPage /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(UNSUPPORTED_BROWSER_TEXT)).toBeVisible();
    for (const name of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    }
  },
};
