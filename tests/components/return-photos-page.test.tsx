import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterContextProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
} from '@tanstack/react-router';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhotoUploadError } from '../../src/api/return-queries';
import type { ReturnPhoto } from '../../src/api/return-queries';
import { ReturnPhotosPage } from '../../src/features/returns/return-photos-page';
import type { ReturnPhotoServices } from '../../src/features/returns/return-photos-page';
import {
  CHAIR_ITEM,
  PHOTO_ORDER_ID,
  SOFA_ITEM,
  photoOf,
  photoReturn,
} from '../../stories/returns/return-photos-kit';

afterEach(cleanup);

function renderPage(services: ReturnPhotoServices) {
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: [`/photosforreturn/${PHOTO_ORDER_ID}`] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>
        <ReturnPhotosPage orderId={PHOTO_ORDER_ID} services={services} />
      </RouterContextProvider>
    </QueryClientProvider>,
  );
}

const jpeg = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** The message under an item's photo field (its accessible description). */
async function errorUnder(label: string, message: RegExp) {
  const input = await screen.findByLabelText(label);
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const text = ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  expect(text).toMatch(message);
}

describe('/photosforreturn/{orderid}', () => {
  it('refuses a file that is not a photo or too large before sending it, under its item', async () => {
    const upload = vi.fn<ReturnPhotoServices['upload']>();
    renderPage({ load: async () => photoReturn(), upload, remove: vi.fn() });
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Add photos of Lounge Sofa, Oat');
    await user.upload(
      input,
      new File(['PK\u0003\u0004'], 'photos.zip', { type: 'application/zip' }),
    );
    await errorUnder('Add photos of Lounge Sofa, Oat', /not a photo/);
    await user.upload(input, jpeg('huge.jpg', 15 * 1024 * 1024 + 1));
    await errorUnder('Add photos of Lounge Sofa, Oat', /under 15 MB/);
    expect(upload).not.toHaveBeenCalled();
    // The other item's field says nothing.
    const chair = screen.getByLabelText('Add photos of Drift Accent Chair');
    expect(chair.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's refusal of a decompression bomb under the field, then adds and replaces photos", async () => {
    let count = 0;
    const upload = vi.fn<ReturnPhotoServices['upload']>(async (_order, itemId, file) => {
      if (file.name === 'bomb.png') {
        throw new PhotoUploadError(
          'That photo has too many pixels. Send a photo of at most 50 megapixels.',
          'photo',
        );
      }
      count += 1;
      return photoOf(itemId, count, '#999999');
    });
    const remove = vi.fn<ReturnPhotoServices['remove']>(async () => [] as ReturnPhoto[]);
    renderPage({ load: async () => photoReturn(), upload, remove });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Add photos of Drift Accent Chair');
    await user.upload(input, new File([new Uint8Array(64)], 'bomb.png', { type: 'image/png' }));
    await errorUnder('Add photos of Drift Accent Chair', /too many pixels/);

    await user.upload(input, [jpeg('front.jpg'), jpeg('back.jpg')]);
    const photos = await screen.findByRole('list', { name: 'Photos of Drift Accent Chair' });
    await waitFor(() => expect(within(photos).getAllByRole('img')).toHaveLength(2));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(upload).toHaveBeenCalledTimes(3);
    expect(upload.mock.calls[1]![1]).toBe(CHAIR_ITEM);

    await user.click(screen.getByRole('button', { name: 'Remove photo 1 of Drift Accent Chair' }));
    expect(remove).toHaveBeenCalledWith(PHOTO_ORDER_ID, photoOf(CHAIR_ITEM, 1, '').key);
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Photos of Drift Accent Chair' })).toBeNull(),
    );
  });

  it('refuses more photos than the item has room for', async () => {
    const five = Array.from({ length: 5 }, (_, index) => photoOf(SOFA_ITEM, index + 1, '#777'));
    const upload = vi.fn<ReturnPhotoServices['upload']>();
    renderPage({ load: async () => photoReturn({}, five), upload, remove: vi.fn() });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Add photos of Lounge Sofa, Oat');
    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg')]);
    await errorUnder('Add photos of Lounge Sofa, Oat', /Up to 6 photos per item: choose 1 more/);
    expect(upload).not.toHaveBeenCalled();
  });

  it("another customer's return answers like an unknown one", async () => {
    renderPage({
      load: async () => {
        throw { message: 'We could not find that return.', code: 'NOT_FOUND' };
      },
      upload: vi.fn(),
      remove: vi.fn(),
    });
    await screen.findByRole('heading', { name: 'We could not open this return' });
    expect(screen.getByText('We could not find that return.')).toBeTruthy();
    expect(screen.queryByLabelText(/Add photos/)).toBeNull();
  });
});
