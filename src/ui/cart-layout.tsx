import { styled } from '../styles/stitches.config';

/** Cart: lines on the left, the summary on the right from md up; stacked on phones. */
export const CartLayout = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$6',
  '@md': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', alignItems: 'start' },
});

/** One cart line: thumbnail, details, line total. */
export const CartLineRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr)',
  gap: '$3 $4',
  paddingBottom: '$4',
  borderBottom: '1px solid $border',
  '& > :last-child': { gridColumn: '2' },
  '@sm': {
    gridTemplateColumns: '120px minmax(0, 1fr) auto',
    '& > :last-child': { gridColumn: 'auto' },
  },
});

export const SummaryList = styled('dl', {
  margin: 0,
  display: 'grid',
  gap: '$2',
});

export const SummaryRow = styled('div', {
  display: 'flex',
  justifyContent: 'space-between',
  gap: '$4',
  '& dt, & dd': { margin: 0 },
  '& dd': { fontVariantNumeric: 'tabular-nums' },
  variants: {
    total: {
      true: {
        borderTop: '1px solid $borderStrong',
        paddingTop: '$3',
        marginTop: '$2',
        fontWeight: '$bold',
        fontSize: '$4',
      },
    },
  },
});
