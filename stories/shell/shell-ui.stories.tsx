import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  Article,
  ArticleMeta,
  Callout,
  Card,
  CardGrid,
  Lead,
  TableOfContents,
  TableScroller,
} from '../../src/ui/article';
import { Button } from '../../src/ui/button';
import { Disclosure } from '../../src/ui/disclosure';
import { Drawer, DrawerList, drawerRow } from '../../src/ui/drawer';
import { FloatingPanel, FloatingPanelActions } from '../../src/ui/floating-panel';
import { NoticeBanner } from '../../src/ui/notice-banner';
import { PromoBarFrame, PromoMessage } from '../../src/ui/promo-bar';
import { SearchBox } from '../../src/ui/search-box';

type PartsArgs = { onAction: (value?: string) => void };

/** The presentational pieces the shell and content pages are built from. */
const meta = {
  title: 'Shell/UI parts',
  parameters: { layout: 'fullscreen' },
  args: { onAction: fn() },
} satisfies Meta<PartsArgs>;

export default meta;
type Story = StoryObj<PartsArgs>;

export const DisclosureList: Story = {
  render: () => (
    <main style={{ maxWidth: 640, padding: 16 }}>
      <Disclosure summary="When can you deliver?">
        <p>Seven days a week, between 9 a.m. and 9 p.m. local time.</p>
      </Disclosure>
      <Disclosure summary="Do you assemble the furniture?" defaultOpen>
        <p>Yes, add assembly at checkout.</p>
      </Disclosure>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answer = canvas.getByText(/Seven days a week/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('When can you deliver?'));
    await expect(answer).toBeVisible();
    await expect(canvas.getByText(/add assembly at checkout/)).toBeVisible();
  },
};

export const ArticleLayout: Story = {
  render: () => (
    <main>
      <Article>
        <h1>Liquidation sale policy</h1>
        <ArticleMeta>Effective January 15, 2025</ArticleMeta>
        <Lead>85% off everything we have left. Pickup only.</Lead>
        <TableOfContents
          items={[
            { id: 'prices', title: 'Prices' },
            { id: 'pickup', title: 'Pickup' },
          ]}
        />
        <Callout tone="warning">
          <p>All sales are final.</p>
        </Callout>
        <h2 id="prices">Prices</h2>
        <TableScroller label="Example prices">
          <table>
            <caption>Example prices</caption>
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Retail</th>
                <th scope="col">Sale</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Three-seat sofa</th>
                <td>$2,400.00</td>
                <td>$360.00</td>
              </tr>
            </tbody>
          </table>
        </TableScroller>
        <h2 id="pickup">Pickup</h2>
        <CardGrid>
          <Card>
            <h3>Where</h3>
            <p>Our warehouse in Mississauga, Ontario.</p>
          </Card>
          <Card>
            <h3>When</h3>
            <p>Tuesday to Saturday, 10 a.m. to 5 p.m. ET.</p>
          </Card>
        </CardGrid>
      </Article>
    </main>
  ),
};

export const PromoAndNotice: Story = {
  render: (args) => (
    <div>
      <PromoBarFrame rotation={{ paused: false, onToggle: args.onAction }}>
        <PromoMessage>85% off all furniture</PromoMessage>
      </PromoBarFrame>
      <NoticeBanner>
        <strong>Final liquidation sale: 85% off everything.</strong> Pickup only.{' '}
        <a href="#policy">Read the sale policy</a>
      </NoticeBanner>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pause promotions' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

function SearchBoxDemo({ onSubmit }: { onSubmit: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <main style={{ padding: 16 }}>
      <SearchBox value={value} onValueChange={setValue} onSubmit={() => onSubmit(value)} />
    </main>
  );
}

export const SearchBoxOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: (args) => <SearchBoxDemo onSubmit={args.onAction} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search furniture' }), 'velvet');
    await userEvent.click(canvas.getByRole('button', { name: 'Show results' }));
    await expect(args.onAction).toHaveBeenCalledWith('velvet');
  },
};

export const SearchBoxOnDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <SearchBoxDemo onSubmit={args.onAction} />,
  play: async ({ canvasElement }) => {
    // Desktop submits with Enter; the button is for phones.
    await expect(
      within(canvasElement).getByRole('button', { name: 'Show results', hidden: true }),
    ).not.toBeVisible();
  },
};

export const FloatingPanelOpen: Story = {
  render: (args) => (
    <FloatingPanel title="Added to your cart" titleId="floating-title" onClose={args.onAction}>
      <p>You have 2 items in your cart.</p>
      <FloatingPanelActions>
        <Button variant="secondary">View Cart</Button>
        <Button>Checkout</Button>
      </FloatingPanelActions>
    </FloatingPanel>
  ),
  play: async ({ args }) => {
    const panel = screen.getByRole('dialog', { name: 'Added to your cart' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await expect(args.onAction).toHaveBeenCalled();
  },
};

function DrawerDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open drawer</Button>
      <Drawer title="Menu" open={open} onOpenChange={setOpen}>
        <DrawerList>
          <li>
            <a className={drawerRow()} href="#living-room">
              Living Room
            </a>
          </li>
          <li>
            <a className={drawerRow({ tone: 'secondary' })} href="#faq">
              FAQ
            </a>
          </li>
        </DrawerList>
      </Drawer>
    </>
  );
}

export const DrawerOpenAndClose: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <DrawerDemo />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Open drawer' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Living Room' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
