import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deleteReturnPhoto,
  fetchReturnForPhotos,
  PhotoUploadError,
  uploadReturnPhoto,
} from '../../api/return-queries';
import type { ReturnPhoto } from '../../api/return-queries';
import type { ReturnForPhotosQuery } from '../../../contract/graphql';
import { m } from '../../i18n/paraglide/messages.js';
import { useDocumentTitle } from '../../lib/document-title';
import { photoRefusal } from './return-photos-rules';
import { ReturnPhotosView } from './return-photos-view';

/** Signed URLs last 15 minutes; the page asks for fresh ones before they lapse. */
const REFRESH_MS = 10 * 60 * 1000;

const messageOf = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : m.returns_something_wrong();

/** What the page calls: the store's API, or fakes in stories and component tests. */
export interface ReturnPhotoServices {
  load: (orderId: string) => Promise<ReturnForPhotosQuery>;
  upload: (orderId: string, itemId: string, file: File) => Promise<ReturnPhoto>;
  remove: (orderId: string, key: string) => Promise<ReturnPhoto[]>;
}

const storeServices: ReturnPhotoServices = {
  load: fetchReturnForPhotos,
  upload: (orderId, itemId, file) => uploadReturnPhoto(orderId, itemId, file),
  remove: deleteReturnPhoto,
};

/** `/photosforreturn/{orderid}`: adds and replaces the photos of a return after it was booked. */
export function ReturnPhotosPage({
  orderId,
  services = storeServices,
}: {
  orderId: string;
  services?: ReturnPhotoServices;
}) {
  useDocumentTitle(m.returns_photos_page_title());
  const queryClient = useQueryClient();
  const queryKey = ['return-photos', orderId] as const;
  const query = useQuery({
    queryKey,
    queryFn: () => services.load(orderId),
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const [uploading, setUploading] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setPhotos = (update: (photos: ReturnPhoto[]) => ReturnPhoto[]) =>
    queryClient.setQueryData<ReturnForPhotosQuery>(queryKey, (current) =>
      current ? { ...current, getSignedURLs: update(current.getSignedURLs) } : current,
    );
  const setError = (itemId: string, message: string | null) =>
    setErrors((current) => {
      const next = { ...current };
      if (message) next[itemId] = message;
      else delete next[itemId];
      return next;
    });

  async function add(itemId: string, files: File[]) {
    const data = query.data;
    if (!data) return;
    const held = data.getSignedURLs.filter((photo) => photo.itemId === itemId).length;
    const room = data.returnForPhotos.maxPhotosPerItem - held;
    const refused = files.map((file) => photoRefusal(file)).find((reason) => reason !== null);
    if (refused) {
      setError(itemId, refused);
      return;
    }
    if (files.length > room) {
      setError(itemId, m.returns_photos_room({ max: data.returnForPhotos.maxPhotosPerItem, room }));
      return;
    }
    setError(itemId, null);
    setUploading((current) => [...current, itemId]);
    try {
      for (const file of files) {
        const photo = await services.upload(orderId, itemId, file);
        setPhotos((photos) => [...photos, photo]);
      }
    } catch (error) {
      setError(itemId, messageOf(error));
      // The return was picked up meanwhile: show it closed.
      if (error instanceof PhotoUploadError && error.field === 'orderid') void query.refetch();
    } finally {
      setUploading((current) => current.filter((id) => id !== itemId));
    }
  }

  async function remove(key: string) {
    const itemId = query.data?.getSignedURLs.find((photo) => photo.key === key)?.itemId ?? '';
    setRemoving(key);
    try {
      const left = await services.remove(orderId, key);
      setPhotos(() => left);
      setError(itemId, null);
    } catch (error) {
      setError(itemId, messageOf(error));
    } finally {
      setRemoving(null);
    }
  }

  const state = query.isPending ? 'loading' : query.isError ? 'loadFailed' : 'ready';
  return (
    <ReturnPhotosView
      state={state}
      orderId={orderId}
      order={query.data?.returnForPhotos ?? null}
      photos={query.data?.getSignedURLs ?? []}
      uploading={uploading}
      removing={removing}
      errors={errors}
      loadError={query.isError ? messageOf(query.error) : null}
      onAdd={(itemId, files) => void add(itemId, files)}
      onRemove={(key) => void remove(key)}
      onRetry={() => void query.refetch()}
    />
  );
}
