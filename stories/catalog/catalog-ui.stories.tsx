import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { priceDisplay } from '../../src/lib/money-format';
import { Badge } from '../../src/ui/badge';
import { Breadcrumbs } from '../../src/ui/breadcrumbs';
import { ChoiceCards } from '../../src/ui/choice-cards';
import { DataTable } from '../../src/ui/data-table';
import { Notice } from '../../src/ui/notice';
import { Pagination } from '../../src/ui/pagination';
import { Price } from '../../src/ui/price';
import { ProductGallery } from '../../src/ui/product-gallery';
import { StatusPanel } from '../../src/ui/status-panel';
import { SwatchButton } from '../../src/ui/swatch-button';
import { ToggleChip } from '../../src/ui/toggle-chip';
import { LINEN, SOFA, SOFA_AGAIN } from './catalog-fixtures';

/** The smaller UI kit parts the catalogue screens are built from, one story per state. */
const meta = {
  title: 'Catalog/UI parts',
  component: Pagination,
  args: {
    page: 6,
    pageCount: 12,
    renderLink: (page, props) => <a href={`?page=${page}`} {...props} />,
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PaginationMiddle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Previous',
      '1',
      '5',
      '6',
      '7',
      '12',
      'Next',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '?page=7',
    );
  },
};

export const PaginationOnePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

function Chips() {
  const [on, setOn] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <ToggleChip
        label="Spruce"
        color="#3f5e4c"
        count={7}
        pressed={on}
        onClick={() => setOn(!on)}
      />
      <ToggleChip label="Bestsellers only" pressed={false} />
    </div>
  );
}

export const ToggleChips: Story = {
  render: () => <Chips />,
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByRole('button', { name: /Spruce/ });
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(chip).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toHaveTextContent('Spruce(7)');
  },
};

export const SwatchButtons: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <SwatchButton name="Linen" image={LINEN} selected onClick={fn()} />
      <SwatchButton name="Spruce" color="#3f5e4c" selected={false} />
      <SwatchButton
        name="Olive"
        color="#7a7a45"
        selected={false}
        unavailable
        unavailableLabel="Not here"
        aria-label="Olive, not available in your city"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Linen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Linen' }).querySelector('img'),
    ).toHaveAttribute('srcset', `${LINEN}-64.webp 64w, ${LINEN}-128.webp 128w`);
    await expect(canvas.getByRole('button', { name: /Olive/ })).toHaveTextContent('Not here');
  },
};

function WaysToPay() {
  const [value, setValue] = useState('monthlyv3:36');
  return (
    <div style={{ maxWidth: 480 }}>
      <ChoiceCards
        label="How would you like to pay?"
        value={value}
        onValueChange={setValue}
        choices={[
          {
            value: 'monthlyv3:36',
            title: 'Finance over 36 months',
            detail: "36 monthly payments, then it's yours to keep",
            aside: <Price value={priceDisplay({ amount: 35.14 }, 'monthlyv3')} size="sm" />,
          },
          {
            value: 'ownv3:',
            title: 'Buy outright',
            detail: 'One payment, yours to keep',
            aside: (
              <Price
                value={priceDisplay({ amount: 1089, originalAmount: 1819 }, 'ownv3')}
                size="sm"
              />
            ),
          },
        ]}
      />
    </div>
  );
}

export const ChoiceCardsKeyboard: Story = {
  name: 'Choice cards (arrow keys choose)',
  render: () => <WaysToPay />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finance = canvas.getByRole('radio', { name: /Finance over 36 months/ });
    await userEvent.tab();
    await expect(finance).toHaveFocus();
    // Held down as a person does: Radix checks the newly focused radio while the key is down.
    await userEvent.keyboard('{ArrowDown>}');
    const outright = canvas.getByRole('radio', { name: /Buy outright/ });
    await waitFor(() => expect(outright).toHaveFocus());
    await waitFor(() => expect(outright).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
  },
};

export const Messages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
      <Badge tone="sale">Final sale</Badge>
      <Notice tone="warning" title="Final sale">
        <p>Final-sale purchases can&apos;t be returned.</p>
      </Notice>
      <Notice tone="error" title="Your order didn't go through" role="alert">
        <p>Try again in a moment.</p>
      </Notice>
      <StatusPanel title="No products match these filters" actions={<button>Clear filters</button>}>
        <p>Try fewer colours.</p>
      </StatusPanel>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent("Your order didn't go through");
    await expect(
      canvas.getByRole('heading', { name: 'No products match these filters' }),
    ).toBeVisible();
  },
};

export const TableAndTrail: Story = {
  name: 'Dimensions table and breadcrumbs',
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Breadcrumbs
        items={[
          { key: 'home', node: <a href="/">Home</a> },
          { key: 'sofas', node: <a href="/category/living-room/sofas">Sofas</a> },
          { key: 'here', node: 'Bedford Apartment Sofa' },
        ]}
      />
      <DataTable
        caption="Measurements"
        columns={['Measure', 'Metric', 'Imperial']}
        rows={[
          { key: 'width', name: 'Width', cells: ['196 cm', '77.2 in'] },
          { key: 'mass', name: 'Weight', cells: ['55 kg', '121.3 lb'] },
        ]}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Measurements' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'Width' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByText('Bedford Apartment Sofa').closest('li')).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Gallery: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <ProductGallery
        images={[
          { src: SOFA, alt: 'Bedford Apartment Sofa in Oatmeal' },
          { src: SOFA_AGAIN, alt: 'Front view with measurements' },
        ]}
        renderLink={(index, props) => <a href={`/productimages/bedford/${index + 1}`} {...props} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'View Bedford Apartment Sofa in Oatmeal full screen' }),
    ).toHaveAttribute('href', '/productimages/bedford/1');
    await expect(
      canvas.getByRole('link', { name: 'View picture 2 of 2: Front view with measurements' }),
    ).toHaveAttribute('href', '/productimages/bedford/2');
    await expect(canvas.getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');
  },
};
