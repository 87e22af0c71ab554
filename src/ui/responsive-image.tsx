import type { CSSProperties, ComponentPropsWithRef } from 'react';
import { styled } from '../styles/stitches.config';
import { DEFAULT_IMAGE_SIZES, buildSrcSet, fallbackWidth, imageUrl } from './image-sizes';
import type { ImageSizeSet } from './image-sizes';

const Frame = styled('span', {
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  // Shown while the image loads, in place of an empty hole.
  backgroundColor: '$surface',
});

const Img = styled('img', {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
});

export type ResponsiveImageProps = Omit<
  ComponentPropsWithRef<'img'>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'loading' | 'width' | 'height' | 'className' | 'style'
> & {
  /** Base URL without width or extension: `/images/p/abc` serves `/images/p/abc-375.webp`. */
  src: string;
  /** Which size set of spec section 9 the image is published in. */
  set: ImageSizeSet;
  /** Describes the image; `""` for a purely decorative one. */
  alt: string;
  /** Drawn width for the browser's pick; defaults per set. */
  sizes?: string;
  /** Width divided by height (e.g. `4 / 3`); reserves the box so nothing shifts while loading. */
  aspectRatio: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Applied to the frame, which takes the full width of its parent. */
  className?: string;
  style?: CSSProperties;
};

/** An image from a size set with `srcset`, a fixed aspect ratio and lazy loading below the fold. */
export function ResponsiveImage({
  src,
  set,
  alt,
  sizes,
  aspectRatio,
  priority = false,
  fit = 'cover',
  className,
  style,
  ...imgProps
}: ResponsiveImageProps) {
  if (!(aspectRatio > 0) || !Number.isFinite(aspectRatio)) {
    throw new RangeError(`aspectRatio must be a positive number, got ${String(aspectRatio)}`);
  }
  const width = fallbackWidth(set);
  return (
    <Frame className={className} style={{ aspectRatio: String(aspectRatio), ...style }}>
      <Img
        {...imgProps}
        fit={fit}
        alt={alt}
        width={width}
        height={Math.round(width / aspectRatio)}
        // Loading hints go before the sources so the browser reads them first.
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? undefined : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        sizes={sizes ?? DEFAULT_IMAGE_SIZES[set]}
        srcSet={buildSrcSet(src, set)}
        src={imageUrl(src, width)}
      />
    </Frame>
  );
}
