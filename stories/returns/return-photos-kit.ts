import type { ReturnForPhotosQuery } from '../../contract/graphql';
import type { ReturnPhoto } from '../../src/api/return-queries';

export const PHOTO_ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000042';
export const SOFA_ITEM = 'b1b2c3d4-0000-4000-8000-000000000001';
export const CHAIR_ITEM = 'b1b2c3d4-0000-4000-8000-000000000002';

/** A small square photo drawn in place (stories and tests need no photo store). */
export function samplePhoto(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${color}"/><rect x="20" y="60" width="80" height="30" rx="6" fill="#ffffff" opacity="0.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function photoOf(itemId: string, index: number, color: string): ReturnPhoto {
  return {
    key: `returns/${PHOTO_ORDER_ID}/${itemId}/c1b2c3d4-0000-4000-8000-00000000000${index}.jpg`,
    signedURL: samplePhoto(color),
    itemId,
  };
}

export function photoReturn(
  overrides: Partial<ReturnForPhotosQuery['returnForPhotos']> = {},
  photos: ReturnPhoto[] = [],
): ReturnForPhotosQuery {
  return {
    returnForPhotos: {
      orderId: PHOTO_ORDER_ID,
      orderNumber: 'SF100412',
      pickupDate: '2026-12-03',
      pickupTimeType: 'MORNING',
      canChangePhotos: true,
      maxPhotosPerItem: 6,
      items: [
        { id: SOFA_ITEM, name: 'Lounge Sofa, Oat', thumbUrl: null },
        { id: CHAIR_ITEM, name: 'Drift Accent Chair', thumbUrl: null },
      ],
      ...overrides,
    },
    getSignedURLs: photos,
  };
}
