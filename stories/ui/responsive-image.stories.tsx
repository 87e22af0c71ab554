import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ResponsiveImage } from '../../src/ui/responsive-image';

/** Sample renditions in `stories/ui/assets/` (`sofa-{375,750,1080,2232}.webp`, `linen-{64,128}.webp`). */
const SOFA = '/stories/ui/assets/sofa';
const LINEN = '/stories/ui/assets/linen';

const meta = {
  title: 'UI/ResponsiveImage',
  component: ResponsiveImage,
  args: {
    src: SOFA,
    set: 'thumb',
    alt: 'Teal three-seat sofa with wooden legs',
    aspectRatio: 3 / 2,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true), { timeout: 3000 });
}

export const Thumb: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'Teal three-seat sofa with wooden legs',
    });
    await expect(img).toHaveAttribute(
      'srcset',
      `${SOFA}-375.webp 375w, ${SOFA}-750.webp 750w, ${SOFA}-1080.webp 1080w`,
    );
    await expect(img).toHaveAttribute('src', `${SOFA}-750.webp`);
    await expect(img).toHaveAttribute(
      'sizes',
      '(max-width: 599px) 100vw, (max-width: 959px) 50vw, 375px',
    );
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');

    // The frame reserves a 3:2 box before the image arrives.
    const frame = img.parentElement!;
    const box = frame.getBoundingClientRect();
    await expect(Math.abs(box.height - box.width / 1.5)).toBeLessThan(1);
    await loaded(img);
    await expect(img.currentSrc).toMatch(/sofa-(375|750|1080)\.webp$/);
  },
};

export const CoverPriority: Story = {
  name: 'Cover, above the fold (priority)',
  args: { set: 'cover', priority: true, aspectRatio: 16 / 9 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('decoding');
    await expect(img.getAttribute('srcset')).toContain(`${SOFA}-2232.webp 2232w`);
    await loaded(img);
  },
};

export const Header: Story = {
  args: { set: 'header', alt: '', aspectRatio: 4 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 'none' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // alt="" marks a decorative image: no role, nothing read.
    const img = canvasElement.querySelector('img')!;
    await expect(img).toHaveAttribute('alt', '');
    await expect(img).toHaveAttribute('sizes', '100vw');
  },
};

export const Swatch: Story = {
  args: { src: LINEN, set: 'swatch', alt: 'Linen, oat', aspectRatio: 1 },
  decorators: [
    (Story) => (
      <div style={{ width: 64 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Linen, oat' });
    // 64/128/128: the repeated width appears once.
    await expect(img).toHaveAttribute('srcset', `${LINEN}-64.webp 64w, ${LINEN}-128.webp 128w`);
    await expect(img).toHaveAttribute('sizes', '64px');
    await loaded(img);
  },
};

export const Contain: Story = {
  args: { fit: 'contain', aspectRatio: 1 },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img');
    await expect(getComputedStyle(img).objectFit).toBe('contain');
  },
};
