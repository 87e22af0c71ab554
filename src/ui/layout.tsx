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
    /** A list without the browser's bullets and indent, or with its bullets on a small indent. */
    list: {
      plain: { margin: 0, padding: 0, listStyle: 'none' },
      indented: { margin: 0, paddingLeft: '$4' },
    },
    /**
     * Side by side from a breakpoint up, one under the other below it: two equal columns from
     * `sm` or `md` up, a 280 px summary beside the rest (`aside`), a third beside two (`third`).
     */
    split: {
      sm: { '@sm': { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
      md: { '@md': { display: 'grid', gridTemplateColumns: '1fr 1fr' } },
      aside: { '@md': { display: 'grid', gridTemplateColumns: '280px 1fr' } },
      third: { '@md': { display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 2fr' } },
      /** A wider column (three fifths) beside a narrower one from `md` up; a grid throughout. */
      main: {
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@md': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
      },
    },
    /** Room above and below. */
    padY: { 5: { paddingBlock: '$5' } },
    /** A rule above with room under it (a long form's sections), or one below (list entries). */
    rule: {
      above: { paddingTop: '$5', borderTop: '1px solid $border' },
      /** A rule above with less room under it: an entry of a list of documents. */
      entry: { paddingTop: '$4', borderTop: '1px solid $border' },
      below: { paddingBottom: '$4', borderBottom: '1px solid $border' },
    },
    /** Children on the right-hand edge from 600 px up (the end of a `ListRow`). */
    endFrom: { sm: { '@sm': { alignItems: 'flex-end' } } },
    /** Text set to the right (a line's amounts). */
    align: { right: { textAlign: 'right' } },
    /** Room below, before what follows. */
    spaceBelow: { 5: { marginBottom: '$5' } },
    /** No wider than a single column of fields (a city picker). */
    width: { field: { maxWidth: 420 } },
    /** Faded while its figures are being updated, fading in and out. */
    busy: {
      true: { opacity: 0.6, transition: 'opacity $fast' },
      false: { opacity: 1, transition: 'opacity $fast' },
    },
  },
  // Compound variants come after every single variant, so this gap wins over `gap`'s.
  compoundVariants: [{ split: 'aside', css: { '@md': { gap: '$6' } } }],
  defaultVariants: { gap: 4 },
});

/** A bordered box of its own (an address, a delivery, a bill): a Stack with a frame. */
export const Panel = styled(Stack, {
  padding: '$4',
  border: '1px solid $border',
  borderRadius: '$2',
  variants: {
    /** From 600 px up, a thumbnail column of this width beside the details. */
    thumb: { 120: {}, 160: {} },
    /** More room inside (a panel of its own among a page's sections, e.g. the tip panel). */
    pad: { 5: { padding: '$5' } },
  },
  // Compound variants come after every single variant, so this gap wins over Stack's `gap`.
  compoundVariants: [
    {
      thumb: 120,
      css: { '@sm': { display: 'grid', gridTemplateColumns: '120px 1fr', gap: '$4' } },
    },
    {
      thumb: 160,
      css: { '@sm': { display: 'grid', gridTemplateColumns: '160px 1fr', gap: '$4' } },
    },
  ],
});

/**
 * A row of a ruled list (a receipt, a bill): the details one under the other on phones; from
 * 600 px up the details on the left and `RowEnd` (amount, links) on the right.
 */
export const ListRow = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  minWidth: 0,
  padding: '$4 0',
  borderBottom: '1px solid $border',
  '@sm': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: '$5',
  },
});

/** The right-hand end of a `ListRow`: a wrapping row on phones, a right-aligned column above. */
export const RowEnd = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  minWidth: 0,
  '@sm': { flexDirection: 'column', alignItems: 'flex-end', gap: '$2' },
});

/** The centred column of an account or reviews page, with room around it. */
export const PageColumn = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  margin: '0 auto',
  padding: '$6 $4',
  variants: {
    gap: { 4: { gap: '$4' }, 5: { gap: '$5' }, 6: { gap: '$6' } },
    width: {
      narrow: { maxWidth: 720 },
      medium: { maxWidth: 760 },
      wide: { maxWidth: 1100 },
    },
  },
  defaultVariants: { gap: 5, width: 'medium' },
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
      baseline: { alignItems: 'baseline' },
    },
    /** Keeps everything on one line. */
    nowrap: { true: { flexWrap: 'nowrap' } },
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
      /** A card's or a list item's title. */
      xs: { fontSize: '$3', fontWeight: '$bold' },
      '2xs': { fontSize: '$2', fontWeight: '$bold' },
    },
    /** The regular weight whatever the size (a tool's panel titles). */
    weight: { regular: {} },
    /** Long words (names, emails) break anywhere rather than overflow. */
    wrap: { anywhere: { overflowWrap: 'anywhere' } },
    /**
     * A heading the page moves focus to (with `tabIndex={-1}`) so a screen reader reads it out:
     * no focus ring, as it is not a control.
     */
    focusTarget: { true: { outline: 'none' } },
  },
  // A compound variant comes after every single variant, so the weight wins over the size's.
  compoundVariants: [{ weight: 'regular', css: { fontWeight: '$regular' } }],
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
      /** The brand colour (a step's label). */
      primary: { color: '$primary' },
    },
    size: {
      sm: { fontSize: '$2' },
      md: { fontSize: '$3' },
      lg: { fontSize: '$4' },
      /** A figure on its own (a rating's average). */
      figure: { fontSize: '$8', fontWeight: '$bold', lineHeight: 1 },
    },
    weight: {
      light: { fontWeight: '$light' },
      regular: { fontWeight: '$regular' },
      bold: { fontWeight: '$bold' },
    },
    measure: {
      true: { maxWidth: '70ch' },
      wide: { maxWidth: '72ch' },
    },
    /** `anywhere`: long words break anywhere; `lines`: also keeps the writer's line breaks. */
    wrap: {
      anywhere: { overflowWrap: 'anywhere' },
      lines: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
    },
    /** Shows at most three lines, the rest cut with an ellipsis. */
    clamp: {
      3: {
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      },
    },
    align: { right: { textAlign: 'right' } },
    /** A line of its own, even as a span. */
    block: { true: { display: 'block' } },
    /** Figures of equal width, so amounts line up. */
    tabular: { true: { fontVariantNumeric: 'tabular-nums' } },
    /** Only on phones: gone from 600 px up. */
    phoneOnly: { true: { '@sm': { display: 'none' } } },
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
  variants: {
    /** Items in a grid with this gap between them. */
    gap: {
      1: { display: 'grid', gap: '$1' },
      3: { display: 'grid', gap: '$3' },
      4: { display: 'grid', gap: '$4' },
    },
    /** Two equal columns from `md` up (use with a gap). */
    split: { md: { '@md': { gridTemplateColumns: '1fr 1fr' } } },
    /** A rule above the first item (its rows draw their own below). */
    ruled: { true: { borderTop: '1px solid $border' } },
  },
});

/** Centres its content in most of the window height, e.g. a whole-page loading state. */
export const FillCentered = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '60vh',
  px: '$gutter',
});
