import { styled } from '../styles/stitches.config';

/** Children one under the other with an even gap. */
export const Stack = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  variants: {
    gap: {
      1: { gap: '$1' },
      2: { gap: '$2' },
      3: { gap: '$3' },
      4: { gap: '$4' },
      5: { gap: '$5' },
      6: { gap: '$6' },
      7: { gap: '$7' },
    },
  },
  defaultVariants: { gap: 4 },
});

/** Children side by side, wrapping onto new lines when they run out of room. */
export const Cluster = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  minWidth: 0,
  variants: {
    gap: {
      1: { gap: '$1' },
      2: { gap: '$2' },
      3: { gap: '$3' },
      4: { gap: '$4' },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      between: { justifyContent: 'space-between' },
      end: { justifyContent: 'flex-end' },
    },
    align: {
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      start: { alignItems: 'flex-start' },
    },
  },
  defaultVariants: { gap: 2, justify: 'start', align: 'center' },
});

/** Two columns from md up (media left, details right); one column on phones. */
export const SplitLayout = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '$5',
  '@md': { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: '$7' },
});

/** A section heading with an optional link on the right. */
export const SectionHeader = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$2 $4',
  marginBottom: '$5',
});

export const Heading = styled('h2', {
  margin: 0,
  color: '$text',
  fontWeight: '$regular',
  lineHeight: '$tight',
  variants: {
    size: {
      xl: { fontSize: '$7', fontWeight: '$light', '@xs': { fontSize: '$6' } },
      lg: { fontSize: '$6', '@xs': { fontSize: '$5' } },
      md: { fontSize: '$5' },
      sm: { fontSize: '$4', fontWeight: '$bold' },
    },
  },
  defaultVariants: { size: 'lg' },
});

export const Text = styled('p', {
  margin: 0,
  color: '$text',
  variants: {
    tone: {
      default: {},
      muted: { color: '$textMuted' },
      error: { color: '$error' },
      success: { color: '$success' },
      warning: { color: '$warning' },
    },
    size: {
      sm: { fontSize: '$2' },
      md: { fontSize: '$3' },
      lg: { fontSize: '$4' },
    },
    weight: {
      light: { fontWeight: '$light' },
      regular: { fontWeight: '$regular' },
      bold: { fontWeight: '$bold' },
    },
    measure: {
      true: { maxWidth: '70ch' },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

/** A band of the page's content column with room above it. */
export const PageSection = styled('section', {
  variants: {
    space: {
      sm: { paddingTop: '$5' },
      md: { paddingTop: '$7', '@xs': { paddingTop: '$6' } },
      lg: { paddingTop: '$section', '@xs': { paddingTop: '$7' } },
    },
    /**
     * A section that usually starts below the first screen: the browser lays it out and paints
     * it only when it comes near the viewport (decision 146), so a long page's first layout
     * does not pay for it. Its last drawn height is kept, so nothing jumps when it is drawn
     * again; 600 px until it has been drawn once.
     */
    belowFold: {
      true: {
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 600px',
      },
    },
  },
  defaultVariants: { space: 'md' },
});

/** The top of a page: its h1 and a short introduction. */
export const PageHeader = styled('header', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingTop: '$4',
  variants: {
    space: {
      normal: {},
      loose: { paddingTop: '$7', '@xs': { paddingTop: '$5' } },
    },
  },
  defaultVariants: { space: 'normal' },
});

/** Pictures side by side in equal columns (dimension drawings). */
export const FigureRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '$3',
  alignContent: 'start',
  '& figure': { margin: 0 },
});

/** A column that stays in view while its neighbour scrolls (from md up). */
export const StickyColumn = styled('div', {
  minWidth: 0,
  '@md': { position: 'sticky', top: '$4', alignSelf: 'start' },
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
