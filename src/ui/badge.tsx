import { styled } from '../styles/stitches.config';

/** A short label on a product: 'Final sale', 'Only 2 left', 'Bestseller'. */
export const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  padding: '2px $2',
  borderRadius: '$1',
  fontSize: '$1',
  fontWeight: '$bold',
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  lineHeight: '$tight',
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      neutral: { backgroundColor: '$surface', color: '$text', border: '1px solid $border' },
      sale: { backgroundColor: '$error', color: '$onPrimary' },
      brand: { backgroundColor: '$primary', color: '$onPrimary' },
      warning: { backgroundColor: '$warningSubtle', color: '$warning' },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
