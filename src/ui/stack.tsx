import { styled } from '../styles/stitches.config';

/** Children in a column with even space between them. */
export const Stack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  variants: {
    gap: {
      sm: { gap: '$2' },
      md: { gap: '$4' },
      lg: { gap: '$6' },
    },
  },
  defaultVariants: { gap: 'md' },
});

/** Children in a wrapping row (buttons, chips), centred or from the start. */
export const Cluster = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  variants: {
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
    },
  },
  defaultVariants: { justify: 'start' },
});

/** Two columns from 600 px up, one on phones. */
export const TwoColumns = styled('div', {
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: '$4',
  '@sm': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '$4 $5' },
});

/** Secondary text: hints, explanations, small print. */
export const MutedText = styled('p', {
  margin: 0,
  color: '$textMuted',
  fontSize: '$3',
  variants: { size: { sm: { fontSize: '$2' }, md: { fontSize: '$3' } } },
});

/** A plain list of links or items, without bullets. */
export const PlainList = styled('ul', {
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Centres its content in most of the window height, e.g. a whole-page loading state. */
export const FillCentered = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  px: '$gutter',
});
