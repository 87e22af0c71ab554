import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dock, DockBody, DockCard } from '../../src/ui/dock';
import { Fieldset, Legend, TextField } from '../../src/ui/field';
import {
  Cluster,
  Heading,
  ListRow,
  PageColumn,
  Panel,
  PlainList,
  RowEnd,
  Stack,
  Text,
} from '../../src/ui/layout';
import { PageHeading } from '../../src/ui/site-frame';
import { RatingDistribution } from '../../src/ui/star-rating';

/** The pieces features compose instead of styling in place (docs/decisions/173). */
const meta = {
  title: 'UI/Layout primitives',
  component: Stack,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

const styleOf = (element: HTMLElement) => getComputedStyle(element);

export const AccountColumn: Story = {
  name: 'PageColumn, Panel and a plain list',
  render: () => (
    <PageColumn data-testid="column">
      <PageHeading flush data-testid="heading">
        Addresses
      </PageHeading>
      <PlainList gap={4} aria-label="Your addresses" data-testid="list">
        <li>
          <Panel gap={3} data-testid="panel">
            <Heading as="h2" size="xs" wrap="anywhere" data-testid="panel-heading">
              12 Lakeshore Boulevard West, unit 1204
            </Heading>
            <Text tone="muted" size="sm" wrap="anywhere">
              Toronto, ON M5V 1A1
            </Text>
          </Panel>
        </li>
      </PlainList>
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = styleOf(canvas.getByTestId('column'));
    await expect(column.maxWidth).toBe('760px');
    await expect(column.rowGap).toBe('24px');
    await expect(column.paddingTop).toBe('32px');
    await expect(styleOf(canvas.getByTestId('heading')).marginBottom).toBe('0px');
    await expect(styleOf(canvas.getByTestId('list')).display).toBe('grid');
    const panel = styleOf(canvas.getByTestId('panel'));
    await expect(panel.borderTopWidth).toBe('1px');
    await expect(panel.borderTopLeftRadius).toBe('4px');
    await expect(panel.rowGap).toBe('12px');
    const heading = styleOf(canvas.getByTestId('panel-heading'));
    await expect(heading.fontSize).toBe('16px');
    await expect(heading.fontWeight).toBe('700');
    await expect(heading.overflowWrap).toBe('anywhere');
  },
};

export const RuledRows: Story = {
  name: 'ListRow with its RowEnd',
  render: () => (
    <PageColumn>
      <PlainList ruled aria-label="Receipts">
        <li>
          <ListRow data-testid="row">
            <Stack gap={1}>
              <Heading as="h2" size="xs">
                Order 10423
              </Heading>
              <Text tone="muted" size="sm">
                Placed November 2, 2026
              </Text>
            </Stack>
            <RowEnd data-testid="row-end">
              <Text weight="bold" tabular data-testid="amount">
                $1,204.50
              </Text>
              <Text size="sm">View receipt</Text>
            </RowEnd>
          </ListRow>
        </li>
      </PlainList>
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = styleOf(canvas.getByTestId('row'));
    await expect(row.borderBottomWidth).toBe('1px');
    await expect(row.paddingTop).toBe('16px');
    await expect(styleOf(canvas.getByTestId('amount')).fontVariantNumeric).toBe('tabular-nums');
    // Phones (the test viewport) wrap the end in a row; 600 px up it is a right-aligned column.
    const wide = window.matchMedia('(min-width: 600px)').matches;
    await expect(row.display).toBe(wide ? 'grid' : 'flex');
    await expect(styleOf(canvas.getByTestId('row-end')).flexDirection).toBe(
      wide ? 'column' : 'row',
    );
  },
};

export const HeadingsAndText: Story = {
  name: 'Heading and Text variants',
  render: () => (
    <PageColumn>
      <Heading as="h3" size="sm" weight="regular" data-testid="regular">
        Simulate
      </Heading>
      <Heading as="h3" size="2xs" data-testid="smallest">
        12 Lakeshore Boulevard West
      </Heading>
      <Text wrap="lines" clamp={3} data-testid="clamped">
        {'First line of a review.\nSecond line.\nThird line.\nFourth line, cut.'}
      </Text>
      <Text as="span" size="figure" data-testid="figure">
        4.6
      </Text>
      <Text size="sm" tone="muted" align="right" data-testid="right">
        Amounts in Canadian dollars (CAD).
      </Text>
      <Cluster gap={2} align="baseline" nowrap data-testid="cluster">
        <Text as="span" block>
          One
        </Text>
        <Text as="span">Two</Text>
      </Cluster>
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regular = styleOf(canvas.getByTestId('regular'));
    await expect(regular.fontSize).toBe('18px');
    await expect(regular.fontWeight).toBe('400');
    await expect(styleOf(canvas.getByTestId('smallest')).fontSize).toBe('14px');
    const clamped = styleOf(canvas.getByTestId('clamped'));
    await expect(clamped.whiteSpace).toBe('pre-line');
    await expect(clamped.webkitLineClamp).toBe('3');
    await expect(styleOf(canvas.getByTestId('figure')).fontSize).toBe('40px');
    await expect(styleOf(canvas.getByTestId('right')).textAlign).toBe('right');
    const cluster = styleOf(canvas.getByTestId('cluster'));
    await expect(cluster.alignItems).toBe('baseline');
    await expect(cluster.flexWrap).toBe('nowrap');
  },
};

/** A summary that is busy until its button says it is updated. */
function BusySummary() {
  const [busy, setBusy] = useState(true);
  return (
    <Stack gap={3} busy={busy} aria-busy={busy} data-testid="summary">
      <Text>Order summary</Text>
      <button type="button" onClick={() => setBusy(false)}>
        Updated
      </button>
    </Stack>
  );
}

export const CheckoutVariants: Story = {
  name: 'Stack, PageColumn and heading variants of checkout and the cart',
  render: () => (
    <PageColumn gap={6} width="narrow" data-testid="column">
      <PageHeading flush focusTarget tabIndex={-1} data-testid="page-heading">
        Thank you, your order is placed
      </PageHeading>
      <Heading as="h2" tabIndex={-1} focusTarget data-testid="step-heading">
        Where should we deliver?
      </Heading>
      <Stack gap={3} rule="entry" data-testid="entry">
        <Heading as="h2" size="xs" weight="regular" data-testid="entry-heading">
          Order SF100231
        </Heading>
        <Stack gap={1} align="right" data-testid="right">
          <Text weight="bold">$1,299.00</Text>
        </Stack>
      </Stack>
      <Stack gap={2} width="field" spaceBelow={5} data-testid="field">
        <Text>Toronto</Text>
      </Stack>
      <BusySummary />
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const column = styleOf(canvas.getByTestId('column'));
    await expect(column.maxWidth).toBe('720px');
    await expect(column.rowGap).toBe('32px');
    const pageHeading = canvas.getByTestId('page-heading');
    pageHeading.focus();
    await expect(styleOf(pageHeading).outlineStyle).toBe('none');
    const stepHeading = canvas.getByTestId('step-heading');
    stepHeading.focus();
    await expect(styleOf(stepHeading).outlineStyle).toBe('none');
    const entry = styleOf(canvas.getByTestId('entry'));
    await expect(entry.borderTopWidth).toBe('1px');
    await expect(entry.paddingTop).toBe('16px');
    const entryHeading = styleOf(canvas.getByTestId('entry-heading'));
    await expect(entryHeading.fontSize).toBe('16px');
    await expect(entryHeading.fontWeight).toBe('400');
    await expect(styleOf(canvas.getByTestId('right')).textAlign).toBe('right');
    const field = styleOf(canvas.getByTestId('field'));
    await expect(field.maxWidth).toBe('420px');
    await expect(field.marginBottom).toBe('24px');
    // Faded while busy (too faint to read on purpose, so the story ends with it updated).
    const summary = canvas.getByTestId('summary');
    await expect(styleOf(summary).transitionDuration).toBe('0.18s');
    await expect(styleOf(summary).opacity).toBe('0.6');
    await userEvent.click(canvas.getByRole('button', { name: 'Updated' }));
    await waitFor(() => expect(styleOf(summary).opacity).toBe('1'));
  },
};

export const FormGroup: Story = {
  name: 'Fieldset with a Legend, fields side by side from 600 px',
  render: () => (
    <PageColumn>
      <Fieldset gap={3} data-testid="fieldset">
        <Legend>Billing address</Legend>
        <Stack gap={4} split="sm">
          <TextField label="Street address" />
          <TextField label="City" />
        </Stack>
      </Fieldset>
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fieldset = styleOf(canvas.getByTestId('fieldset'));
    await expect(fieldset.borderTopWidth).toBe('0px');
    await expect(fieldset.paddingTop).toBe('0px');
    await expect(canvas.getByRole('group', { name: 'Billing address' })).toBeVisible();
  },
};

export const Distribution: Story = {
  name: 'RatingDistribution',
  render: () => (
    <PageColumn>
      <RatingDistribution distribution={[1, 0, 2, 5, 12]} count={20} />
    </PageColumn>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5 stars')).toBeVisible();
    await expect(canvas.getByLabelText('12 reviews')).toBeVisible();
    await expect(canvas.getByLabelText('1 review')).toBeVisible();
  },
};

export const DockedPanel: Story = {
  name: 'Dock (a developer tool fixed to the window)',
  render: () => (
    <Dock as="aside" aria-label="Live actors" gap={2} expanded data-testid="dock">
      <strong>Live actors (1)</strong>
      <DockBody gap={2} tabIndex={0} aria-label="Running actors">
        <Stack as="ul" gap={2} list="plain">
          <DockCard as="li" gap={1}>
            Cart quote: idle
          </DockCard>
        </Stack>
      </DockBody>
    </Dock>
  ),
  play: async ({ canvasElement }) => {
    const dock = styleOf(within(canvasElement).getByTestId('dock'));
    await expect(dock.position).toBe('fixed');
    await expect(dock.maxHeight).not.toBe('none');
  },
};
