import { styled } from '../styles/stitches.config';

/** A vertical band of the page separated by the 64 px section gutter (spec section 9). */
export const Section = styled('section', {
  variants: {
    gutter: {
      both: { py: '$section' },
      top: { paddingTop: '$section' },
      bottom: { paddingBottom: '$section' },
      none: {},
    },
  },
  defaultVariants: {
    gutter: 'both',
  },
});
