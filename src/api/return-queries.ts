import { m } from '../i18n/paraglide/messages.js';
import { api, currentAccessToken } from './client';
import { failingAs } from './call';
import {
  CreateReturnOrderDocument,
  DeleteReturnPhotoDocument,
  ReturnForPhotosDocument,
  ReturnableItemsDocument,
  ReturnQuoteDocument,
} from '../../contract/graphql';
import type {
  CreateReturnOrderMutation,
  CreateReturnOrderMutationVariables,
  ReturnableItemsQuery,
  ReturnForPhotosQuery,
  ReturnQuoteQuery,
} from '../../contract/graphql';

export function fetchReturnableItems(): Promise<ReturnableItemsQuery['returnableItems']> {
  return failingAs(
    async () =>
      (await api.query(ReturnableItemsDocument, {}, { auth: 'required' })).returnableItems,
  );
}

export function fetchReturnQuote(
  cityId: string,
  ids: readonly string[],
): Promise<ReturnQuoteQuery['priceCart']> {
  return failingAs(
    async () =>
      (
        await api.query(
          ReturnQuoteDocument,
          { cityId, returns: ids.map((id) => ({ id, quantity: 1 })) },
          { auth: 'required' },
        )
      ).priceCart,
  );
}

export function createReturnOrder(
  variables: CreateReturnOrderMutationVariables,
): Promise<CreateReturnOrderMutation['createReturnOrder']> {
  return failingAs(
    async () =>
      (await api.query(CreateReturnOrderDocument, variables, { auth: 'required' }))
        .createReturnOrder,
  );
}

export type ReturnForPhotos = ReturnForPhotosQuery['returnForPhotos'];
export type ReturnPhoto = ReturnForPhotosQuery['getSignedURLs'][number];

/** The return with its items and photos (fresh signed URLs), for `/photosforreturn/{orderid}`. */
export function fetchReturnForPhotos(orderid: string): Promise<ReturnForPhotosQuery> {
  return failingAs(async () =>
    api.query(ReturnForPhotosDocument, { orderid }, { auth: 'required' }),
  );
}

export function deleteReturnPhoto(orderid: string, key: string): Promise<ReturnPhoto[]> {
  return failingAs(
    async () =>
      (await api.query(DeleteReturnPhotoDocument, { orderid, key }, { auth: 'required' }))
        .deleteReturnPhoto,
  );
}

/** Why an upload was refused, under the field the server named. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly field: string | null,
  ) {
    super(message);
  }
}

/**
 * Uploads one photo of `itemId` (`POST /return-photos/{orderId}/{itemId}`, the file as the
 * body): the server checks it is an image by decoding it, cleans it and answers its signed URL.
 */
export function uploadReturnPhoto(
  orderId: string,
  itemId: string,
  file: Blob,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReturnPhoto> {
  return postPhoto(
    `/return-photos/${encodeURIComponent(orderId)}/${encodeURIComponent(itemId)}`,
    itemId,
    file,
    fetchImpl,
  );
}

/**
 * Uploads one photo of `itemId` for the return being prepared, before it is booked (`POST
 * /return-photos/draft/{draftId}/{itemId}`, the draft being the return's idempotency key):
 * booking attaches the draft's photos to the return.
 */
export function uploadDraftReturnPhoto(
  draftId: string,
  itemId: string,
  file: Blob,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ReturnPhoto> {
  return postPhoto(
    `/return-photos/draft/${encodeURIComponent(draftId)}/${encodeURIComponent(itemId)}`,
    itemId,
    file,
    fetchImpl,
  );
}

async function postPhoto(
  path: string,
  itemId: string,
  file: Blob,
  fetchImpl: typeof fetch,
): Promise<ReturnPhoto> {
  const token = await currentAccessToken();
  if (!token) throw new PhotoUploadError(m.api_photo_sign_in_again(), null);
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': file.type || 'image/heic' },
      body: file,
    });
  } catch {
    throw new PhotoUploadError(m.api_unreachable_servers(), 'photo');
  }
  const answer = (await response.json().catch(() => null)) as {
    key?: string;
    signedURL?: string;
    message?: string;
    field?: string | null;
  } | null;
  if (response.ok && answer?.key && answer.signedURL) {
    return { key: answer.key, signedURL: answer.signedURL, itemId };
  }
  if (response.status === 413) {
    throw new PhotoUploadError(m.api_photo_too_big(), 'photo');
  }
  throw new PhotoUploadError(
    answer?.message ?? m.api_photo_not_uploaded(),
    answer?.field ?? 'photo',
  );
}
