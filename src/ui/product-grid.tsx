import { styled } from '../styles/stitches.config';
import { Skeleton } from './skeleton';

/**
 * The product grid and a card's loading placeholder, apart from the card itself so a page's
 * loading state costs only these few lines up front.
 */

/** Product pictures are drawn 4:3; cards and their skeletons reserve exactly that box. */
export const PRODUCT_IMAGE_RATIO = 4 / 3;

/** The card's column: picture, then its lines (the same gap as ProductCard). */
const SkeletonCard = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  height: '100%',
});

const SkeletonBody = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
});

/** Same box as a loaded card, line for line, so nothing moves when the data arrives. */
export function ProductCardSkeleton() {
  return (
    <SkeletonCard aria-hidden="true">
      <Skeleton aspectRatio={PRODUCT_IMAGE_RATIO} />
      <SkeletonBody>
        <Skeleton width="40%" height="18px" />
        <Skeleton width="85%" height="48px" />
        <Skeleton width="55%" height="24px" />
        <Skeleton width="45%" height="21px" />
      </SkeletonBody>
    </SkeletonCard>
  );
}

/** Cards in rows: one column on phones, two from 600 px, three from 960 px. */
export const ProductGrid = styled('ul', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$6 $5',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  '@md': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  variants: {
    density: {
      normal: {},
      /** Six to a row on wide screens, for suggestions. */
      compact: {
        '@xs': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$5 $3' },
        '@lg': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
      },
    },
  },
  defaultVariants: { density: 'normal' },
});

/**
 * A card of the grid. Cards below the first screen are laid out and painted only when they come
 * near the viewport (decision 146); a card's last drawn height is kept. Paint containment would
 * clip the card's focus ring (3 px, 2 px out): the clip edge is moved out past it.
 */
export const ProductGridItem = styled('li', {
  minWidth: 0,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 420px',
  overflowClipMargin: '8px',
});
