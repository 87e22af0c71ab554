import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Container } from '../../src/ui/container';
import { Page } from '../../src/ui/page';
import { Section } from '../../src/ui/section';
import { VisuallyHidden } from '../../src/ui/visually-hidden';

function Fill({ children }: { children: ReactNode }) {
  return <div style={{ background: '#e0f2f1', padding: 16, textAlign: 'center' }}>{children}</div>;
}

const meta = {
  title: 'UI/Layout',
  component: Container,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContainerColumn: Story = {
  name: 'Container (1200 px, 16 px gutter)',
  render: () => (
    <Container data-testid="container">
      <Fill>Container</Fill>
    </Container>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByTestId('container'));
    await expect(style.maxWidth).toBe('1200px');
    await expect(style.paddingLeft).toBe('16px');
    await expect(style.paddingRight).toBe('16px');
  },
};

export const PageFrame: Story = {
  name: 'Page (1312 px)',
  render: () => (
    <Page data-testid="page">
      <Fill>Page</Fill>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByTestId('page'));
    await expect(style.maxWidth).toBe('1312px');
  },
};

export const SectionGutter: Story = {
  name: 'Section (64 px vertical gutter)',
  render: () => (
    <>
      <Section data-testid="section" aria-labelledby="section-heading">
        <Container>
          <h2 id="section-heading">Bestsellers</h2>
        </Container>
      </Section>
      <Section gutter="bottom" aria-label="More">
        <Container>
          <Fill>Next section</Fill>
        </Container>
      </Section>
    </>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByTestId('section'));
    await expect(style.paddingTop).toBe('64px');
    await expect(style.paddingBottom).toBe('64px');
  },
};

export const HiddenText: Story = {
  name: 'VisuallyHidden',
  render: () => (
    <button type="button" style={{ minWidth: 44, minHeight: 44 }}>
      <span aria-hidden="true">♥</span>
      <VisuallyHidden>Save to favourites</VisuallyHidden>
    </button>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Save to favourites' }),
    ).toBeInTheDocument();
  },
};
