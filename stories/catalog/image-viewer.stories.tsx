import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { ImageViewer } from '../../src/ui/image-viewer';
import { SOFA } from './catalog-fixtures';

const meta = {
  title: 'Catalog/Image viewer',
  component: ImageViewer,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Bedford Apartment Sofa',
    images: [
      { src: SOFA, alt: 'Bedford Apartment Sofa in Oatmeal', caption: 'In Oatmeal' },
      { src: SOFA, alt: 'Front view with measurements', caption: 'Front view' },
      { src: SOFA, alt: 'Side view with measurements', caption: 'Side view' },
    ],
    index: 2,
    onPrevious: fn(),
    onNext: fn(),
    onClose: fn(),
    closeLabel: 'Close and go back to Bedford Apartment Sofa',
  },
} satisfies Meta<typeof ImageViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirdOfThree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 of 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Side view with measurements' })).toBeVisible();
    await expect(canvas.getByText('Side view')).toBeVisible();
    await expect(canvas.getByTestId('image-viewer')).toHaveFocus();
  },
};

export const Keyboard: Story = {
  name: 'Arrow keys move, Escape closes',
  play: async ({ args }) => {
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(args.onNext).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(args.onPrevious).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Close and go back to Bedford Apartment Sofa' }),
    );
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Swipe: Story = {
  name: 'Swipe on a touch screen',
  play: async ({ canvasElement, args }) => {
    const viewer = within(canvasElement).getByTestId('image-viewer');
    const touch = { pointerType: 'touch', pointerId: 7, isPrimary: true };
    // Right to left: the next picture.
    fireEvent.pointerDown(viewer, { ...touch, clientX: 300, clientY: 300 });
    fireEvent.pointerUp(viewer, { ...touch, clientX: 150, clientY: 310 });
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    // Left to right: the previous one.
    fireEvent.pointerDown(viewer, { ...touch, clientX: 100, clientY: 300 });
    fireEvent.pointerUp(viewer, { ...touch, clientX: 260, clientY: 290 });
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    // A short move is a tap, not a swipe.
    fireEvent.pointerDown(viewer, { ...touch, clientX: 100, clientY: 300 });
    fireEvent.pointerUp(viewer, { ...touch, clientX: 120, clientY: 300 });
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const SinglePicture: Story = {
  args: { images: [{ src: SOFA, alt: 'Bedford Apartment Sofa', caption: null }], index: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 of 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
  },
};
