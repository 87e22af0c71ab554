/**
 * The returns module's public entry (docs/decisions/171-server-in-vertical-modules.md): what other
 * modules may use of it. Everything else in this folder is its own.
 */
export { returnPolicyInForce, returnTermsText } from './return-policy';
export type { ReturnPolicyVersion } from './return-policy';
export { FilePhotoStore, S3PhotoStore } from './photo-store';
export type { PhotoStore } from './photo-store';
export { MAX_PHOTO_BYTES, PHOTO_PATH, ReturnPhotoService } from './return-photos';
export { returnPickupReaction, settlePendingReturnFees } from './return-pickup';
export { MembershipReturnItems, ReturnService } from './return-service';
export type { PlacedReturn, ReturnableItem } from './return-service';
