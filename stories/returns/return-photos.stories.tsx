import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReturnPhotosView } from '../../src/features/returns/return-photos-view';
import type { ReturnPhotosViewProps } from '../../src/features/returns/return-photos-view';
import { withCatalog } from '../catalog/catalog-story-providers';
import { CHAIR_ITEM, PHOTO_ORDER_ID, SOFA_ITEM, photoOf, photoReturn } from './return-photos-kit';

const ready = photoReturn();
const twoPhotos = [photoOf(SOFA_ITEM, 1, '#b49a7a'), photoOf(SOFA_ITEM, 2, '#8f7a5f')];
const sixPhotos = Array.from({ length: 6 }, (_, index) =>
  photoOf(
    CHAIR_ITEM,
    index + 1,
    ['#6d7f8c', '#51636f', '#7d909c', '#3e4f5a', '#8fa2ae', '#5d6f7b'][index]!,
  ),
);

const base: ReturnPhotosViewProps = {
  state: 'ready',
  orderId: PHOTO_ORDER_ID,
  order: ready.returnForPhotos,
  photos: [],
  uploading: [],
  removing: null,
  errors: {},
  loadError: null,
  onAdd: fn(),
  onRemove: fn(),
  onRetry: fn(),
};

/** /photosforreturn/{orderid}: the photos of each item on a booked return. */
const meta = {
  title: 'Returns/Return photos',
  component: ReturnPhotosView,
  args: base,
  parameters: { layout: 'fullscreen' },
  decorators: [withCatalog({ path: `/photosforreturn/${PHOTO_ORDER_ID}` })],
} satisfies Meta<typeof ReturnPhotosView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { state: 'loading', order: null } };

export const NotFound: Story = {
  args: { state: 'loadFailed', order: null, loadError: 'We could not find that return.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We could not find that return.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoPhotosYet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add photos of Lounge Sofa, Oat');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'front.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(input, file);
    await expect(args.onAdd).toHaveBeenCalledWith(SOFA_ITEM, [file]);
  },
};

export const WithPhotos: Story = {
  args: { photos: twoPhotos },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Photo 2 of Lounge Sofa, Oat' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove photo 1 of Lounge Sofa, Oat' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(twoPhotos[0]!.key);
  },
};

export const WithPhotosOnPhone: Story = {
  args: { photos: [...twoPhotos, ...sixPhotos.slice(0, 4)] },
  globals: { viewport: { value: 'phone' } },
};

export const Uploading: Story = { args: { photos: twoPhotos, uploading: [SOFA_ITEM] } };

export const Refused: Story = {
  args: {
    photos: twoPhotos,
    errors: {
      [CHAIR_ITEM]: 'That photo has too many pixels. Send a photo of at most 50 megapixels.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Add photos of Drift Accent Chair');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/too many pixels/);
  },
};

export const PhotoLimitReached: Story = {
  args: { photos: sixPhotos },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Add photos of Drift Accent Chair')).toBeDisabled();
    await expect(canvas.getByText('Photo limit reached')).toBeVisible();
  },
};

export const PickedUp: Story = {
  args: {
    order: photoReturn({ canChangePhotos: false }).returnForPhotos,
    photos: twoPhotos,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('These photos can no longer be changed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};
