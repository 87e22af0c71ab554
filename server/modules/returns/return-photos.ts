/**
 * Photos of items being returned (spec: return photo key and signedURL, getSignedURLs;
 * docs/decisions/119-return-photos.md): up to 6 per item, JPEG, PNG, WebP or HEIC under 15 MB,
 * checked to be an image by decoding it (with a pixel limit, so a small file that inflates to a
 * huge image is refused), turned upright, resized to at most 2048 px and re-encoded as JPEG
 * without its metadata (no location). Read back only through URLs signed for their owner that
 * expire after 15 minutes.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import sharp from 'sharp';
import type { DatabaseHandle } from '../../db/client';
import * as repo from './return-photo-repository';
import type { PhotoOwner, ReturnOrderForPhotos } from './return-photo-repository';
import { isUuid } from '../../shared/uuid';
import { DomainError } from '../../shared/errors';
import { tr } from '../../i18n/localized';
import type { LocalizedText } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { PhotoStore } from './photo-store';
import { isPhotoKey } from './photo-store';

export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTOS_PER_ITEM = 6;
/** 50 megapixels: more than any phone camera; a decompression bomb is far above it. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const PHOTO_LONGEST_SIDE = 2048;
export const SIGNED_URL_LIFETIME_MS = 15 * 60 * 1000;
export const PHOTO_PATH = '/return-photos';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export interface SignedPhoto {
  key: string;
  signedURL: string;
  /** The item the photo shows (the key's third part). */
  itemId: string;
}

/** The item of a photo key `returns/{order}/{item}/{uuid}.jpg`. */
export const itemOfKey = (key: string): string => key.split('/')[2] ?? '';

export interface ReturnForPhotos {
  orderId: string;
  orderNumber: string;
  pickupDate: string | null;
  pickupTimeType: string | null;
  canChangePhotos: boolean;
  items: { id: string; name: string; thumbUrl: string | null }[];
}

const CLOSED = tr(m.errors_photos_closed);

/** Photos can change until the pickup is done or cancelled. */
const open = (status: string) => status !== 'COMPLETED' && status !== 'CANCELLED';

function refuse(
  message: LocalizedText,
  field = 'photo',
  code: 'BAD_USER_INPUT' | 'NOT_FOUND' = 'BAD_USER_INPUT',
): never {
  throw new DomainError(code, message, { details: { field } });
}

export class ReturnPhotoService {
  constructor(
    private readonly handle: DatabaseHandle,
    private readonly store: PhotoStore,
    private readonly signingKey: Buffer,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The URL that shows `key` to `customerId` until `expiresAt` (ms). */
  sign(key: string, customerId: string, expiresAt: number): string {
    const signature = this.signature(key, customerId, expiresAt);
    return `${PHOTO_PATH}/${key}?expires=${expiresAt}&signature=${signature}`;
  }

  private signature(key: string, customerId: string, expiresAt: number): string {
    return createHmac('sha256', this.signingKey)
      .update(`${key}\n${customerId}\n${expiresAt}`)
      .digest('base64url');
  }

  /** The return order's photos, each with a URL for its owner; NOT_FOUND for another's order. */
  async signedUrls(customerId: string, orderId: string): Promise<SignedPhoto[]> {
    await this.ownReturnOrder(customerId, orderId);
    const keys = await repo.photoKeysOfOrder(this.handle, orderId.toLowerCase());
    const expiresAt = this.now().getTime() + SIGNED_URL_LIFETIME_MS;
    return keys.map((key) => ({
      key,
      signedURL: this.sign(key, customerId, expiresAt),
      itemId: itemOfKey(key),
    }));
  }

  /** The customer's return with its items, for the photo screen; NOT_FOUND for another's. */
  async returnForPhotos(customerId: string, orderId: string): Promise<ReturnForPhotos> {
    const order = await this.ownReturnOrder(customerId, orderId);
    return {
      orderId: order.id,
      orderNumber: order.orderNumber,
      pickupDate: order.returnDate,
      pickupTimeType: order.returnTimeType,
      canChangePhotos: open(order.status),
      items: await repo.returnOrderItems(this.handle, order.id),
    };
  }

  /** Removes one photo of the customer's open return; the photos left. */
  async remove(customerId: string, orderId: string, key: string): Promise<SignedPhoto[]> {
    const order = await this.ownReturnOrder(customerId, orderId);
    if (!open(order.status)) refuse(CLOSED, 'orderid');
    const removed = await repo.deleteOrderPhoto(this.handle, order.id, key);
    if (removed === null) refuse(tr(m.errors_photos_not_on_return), 'key', 'NOT_FOUND');
    await this.store.delete(removed);
    return this.signedUrls(customerId, order.id);
  }

  private async ownReturnOrder(customerId: string, orderId: string): Promise<ReturnOrderForPhotos> {
    const id = orderId.trim().toLowerCase();
    const order =
      isUuid(id) && isUuid(customerId)
        ? await repo.findOwnReturnOrder(this.handle, customerId, id)
        : null;
    if (!order) refuse(tr(m.errors_photos_return_not_found), 'orderid', 'NOT_FOUND');
    return order;
  }

  /** Checks, cleans and keeps one photo of `itemId` on the customer's return `orderId`. */
  async upload(
    customerId: string,
    orderId: string,
    itemId: string,
    bytes: Buffer,
  ): Promise<SignedPhoto> {
    const owned = await this.ownReturnOrder(customerId, orderId);
    if (!open(owned.status)) refuse(CLOSED, 'orderid');
    const order = owned.id;
    const item = itemId.toLowerCase();
    const line = isUuid(item) && (await repo.returnOrderHasItem(this.handle, order, item));
    if (!line) refuse(tr(m.errors_photos_item_not_on_return), 'itemId');
    if (bytes.length === 0) refuse(tr(m.errors_photos_choose));
    if (bytes.length > MAX_PHOTO_BYTES) refuse(tr(m.errors_photos_too_big));
    const prefix = `returns/${order}/${item}/`;
    // Photos added before booking (decision 153) have their draft's id in the key.
    const owner: PhotoOwner = { orderId: order, itemId: item };
    if ((await repo.countItemPhotos(this.handle, owner)) >= MAX_PHOTOS_PER_ITEM)
      refuse(tr(m.errors_photos_max_per_item, { max: MAX_PHOTOS_PER_ITEM }));
    const cleaned = await cleanPhoto(bytes);
    const key = `${prefix}${randomUUID()}.jpg`;
    await this.keepWithinLimit(`return-photos:${order}:${item}`, key, cleaned, owner);
    const expiresAt = this.now().getTime() + SIGNED_URL_LIFETIME_MS;
    return { key, signedURL: this.sign(key, customerId, expiresAt), itemId: item };
  }

  /**
   * Checks, cleans and keeps one photo of the customer's item `itemId` for the return they are
   * preparing (`draftId`, the return's idempotency key), before it is booked (decision 153):
   * the condition step. Booking the return attaches the draft's photos to its order.
   */
  async uploadDraft(
    customerId: string,
    draftId: string,
    itemId: string,
    bytes: Buffer,
  ): Promise<SignedPhoto> {
    const draft = draftId.trim().toLowerCase();
    const item = itemId.trim().toLowerCase();
    if (!isUuid(customerId) || !isUuid(draft)) refuse(tr(m.errors_photos_reload), 'draftId');
    const held = isUuid(item) && (await repo.customerHoldsItem(this.handle, customerId, item));
    if (!held) refuse(tr(m.errors_photos_item_not_yours), 'itemId', 'NOT_FOUND');
    if (bytes.length === 0) refuse(tr(m.errors_photos_choose));
    if (bytes.length > MAX_PHOTO_BYTES) refuse(tr(m.errors_photos_too_big));
    const owner: PhotoOwner = { customerId, draftId: draft, itemId: item };
    if ((await repo.countItemPhotos(this.handle, owner)) >= MAX_PHOTOS_PER_ITEM)
      refuse(tr(m.errors_photos_max_per_item, { max: MAX_PHOTOS_PER_ITEM }));
    const cleaned = await cleanPhoto(bytes);
    const key = `returns/${draft}/${item}/${randomUUID()}.jpg`;
    await this.keepWithinLimit(
      `return-photos:draft:${customerId}:${draft}:${item}`,
      key,
      cleaned,
      owner,
    );
    const expiresAt = this.now().getTime() + SIGNED_URL_LIFETIME_MS;
    return { key, signedURL: this.sign(key, customerId, expiresAt), itemId: item };
  }

  /**
   * Stores the photo, then records it only while its item has fewer than MAX_PHOTOS_PER_ITEM:
   * the count and the insert run in one transaction under a lock on the item, so uploads at
   * the same moment are counted one after the other and the seventh is refused (its stored
   * bytes removed). The earlier count only spares decoding a photo that cannot be kept.
   */
  private async keepWithinLimit(
    lockKey: string,
    key: string,
    bytes: Buffer,
    owner: PhotoOwner,
  ): Promise<void> {
    await this.store.put(key, bytes);
    let kept = false;
    try {
      kept = await repo.insertPhotoWithinLimit(
        this.handle,
        owner,
        key,
        lockKey,
        MAX_PHOTOS_PER_ITEM,
      );
    } finally {
      if (!kept) await this.store.delete(key);
    }
    if (!kept) refuse(tr(m.errors_photos_max_per_item, { max: MAX_PHOTOS_PER_ITEM }));
  }

  /**
   * The photo's bytes when the URL is signed for `customerId` (the signed-in reader) and has
   * not expired; null otherwise, so a refused read says nothing about whether the photo exists.
   */
  async read(
    key: string,
    customerId: string | null,
    expires: string | undefined,
    signature: string | undefined,
  ): Promise<Buffer | null> {
    if (!customerId || !isPhotoKey(key) || !expires || !signature) return null;
    const expiresAt = Number(expires);
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= this.now().getTime()) return null;
    const expected = Buffer.from(this.signature(key, customerId, expiresAt));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return this.store.get(key);
  }
}

/** Decodes the image (refusing what is not one, or too many pixels) and re-encodes it clean. */
export async function cleanPhoto(bytes: Buffer): Promise<Buffer> {
  const image = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    const metadata = await image.metadata();
    format = metadata.format;
    if (!metadata.width || !metadata.height) format = undefined;
    else if (metadata.width * metadata.height > MAX_PHOTO_PIXELS)
      refuse(tr(m.errors_photos_too_many_pixels));
  } catch (error) {
    if (error instanceof DomainError) throw error;
    // The decoder's own refusal of a header that claims more pixels than the limit.
    if (error instanceof Error && /pixel limit/i.test(error.message))
      refuse(tr(m.errors_photos_too_many_pixels));
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) refuse(tr(m.errors_photos_not_a_photo));
  try {
    // rotate() applies the camera's orientation; without withMetadata() no EXIF (GPS) is kept.
    return await image
      .rotate()
      .resize({
        width: PHOTO_LONGEST_SIDE,
        height: PHOTO_LONGEST_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    refuse(tr(m.errors_photos_unreadable));
  }
}
