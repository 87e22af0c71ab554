/**
 * Image size sets of spec section 9. Every image is served once per width as
 * `{base}-{width}.webp`, e.g. `/images/p/abc-375.webp`.
 */

export const IMAGE_SIZE_SETS = {
  swatch: [64, 128, 128],
  thumb: [375, 750, 1080],
  cover: [750, 1080, 2232],
  header: [375, 750, 1080],
} as const satisfies Record<string, readonly [number, number, number]>;

export type ImageSizeSet = keyof typeof IMAGE_SIZE_SETS;

/**
 * How wide each set is drawn, for the `sizes` attribute, so the browser picks the smallest
 * file that is sharp enough. Breakpoints are spec section 9's (xs < 600, sm < 960, container 1200).
 */
export const DEFAULT_IMAGE_SIZES: Record<ImageSizeSet, string> = {
  swatch: '64px',
  thumb: '(max-width: 599px) 100vw, (max-width: 959px) 50vw, 375px',
  cover: '(max-width: 1199px) 100vw, 1200px',
  header: '100vw',
};

/** The distinct widths of a set, smallest first (swatch's 64/128/128 gives 64, 128). */
export function imageWidths(set: ImageSizeSet): number[] {
  return [...new Set<number>(IMAGE_SIZE_SETS[set])].sort((a, b) => a - b);
}

/** URL of one rendition: `imageUrl('/images/p/abc', 375)` is `/images/p/abc-375.webp`. */
export function imageUrl(base: string, width: number): string {
  if (base.trim() === '') throw new RangeError('image base must not be empty');
  return `${base}-${width}.webp`;
}

/** `srcset` with width descriptors: `/images/p/abc-375.webp 375w, /images/p/abc-750.webp 750w, ...`. */
export function buildSrcSet(base: string, set: ImageSizeSet): string {
  return imageWidths(set)
    .map((width) => `${imageUrl(base, width)} ${width}w`)
    .join(', ');
}

/** Width of the plain `src` for browsers that ignore `srcset`: the middle of the three. */
export function fallbackWidth(set: ImageSizeSet): number {
  return IMAGE_SIZE_SETS[set][1];
}
