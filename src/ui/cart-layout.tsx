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

/**
 * The cart's way to checkout (the button and why it is disabled). `placement="column"`: in the
 * summary column, from md up only. `placement="page"`: below md only, after the cart's content
 * and sticky to the bottom of the screen, so it is in reach wherever the shopper has scrolled
 * and lets go of the screen's bottom at the end of the cart (the footer stays visible). The
 * hidden copy is `display: none`: out of the accessibility tree and the tab order.
 */
export const CheckoutDock = styled('div', {
  display: 'grid',
  gap: '$2',
  // A focusable button that does nothing, so a keyboard or screen-reader user reaches the reason.
  '& [aria-disabled="true"]': {
    backgroundColor: '$border',
    color: '$textMuted',
  },
  variants: {
    placement: {
      column: { '@belowMd': { display: 'none' } },
      page: {
        position: 'sticky',
        bottom: 0,
        zIndex: '$header',
        marginTop: '$6',
        marginInline: 'calc(-1 * $space$gutter)',
        padding: '$3 $gutter',
        paddingBottom: 'calc($3 + env(safe-area-inset-bottom, 0px))',
        backgroundColor: '$background',
        borderTop: '1px solid $border',
        boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.08)',
        '@md': { display: 'none' },
      },
    },
  },
});
