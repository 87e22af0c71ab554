import { styled } from '../styles/stitches.config';

/**
 * The slim header of checkout, which hides the site's own header and footer: the logo on the
 * left and one way back on the right, ruled below.
 */
export const CheckoutHeaderBar = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  maxWidth: 1100,
  margin: '0 auto',
  padding: '$2 $4',
  borderBottom: '1px solid $border',
  '@md': { padding: '$3 $6' },
});

/** Checkout's centred column under that header. */
export const CheckoutShell = styled('div', {
  maxWidth: 1100,
  margin: '0 auto',
  padding: '$4',
  '@md': { padding: '$6' },
});

/** The step (three fifths) beside the cart (two fifths) from md up; one under the other below. */
export const CheckoutColumns = styled('div', {
  display: 'grid',
  gap: '$6',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@md': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' },
});

/**
 * The numbered steps of a flow in a wrapping row (an `ol` of `li`): the others muted, the
 * current one (`aria-current="step"`) bold.
 */
export const StepList = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2 $4',
  listStyle: 'none',
  padding: 0,
  margin: '0 0 $6',
  fontSize: '$3',
  '& li': { color: '$textMuted' },
  '& li[aria-current="step"]': { color: '$text', fontWeight: 700 },
});

/** A bordered box of checkout, more padded from md up: the step, and the cart beside it. */
export const CheckoutPanel = styled('section', {
  border: '1px solid $border',
  borderRadius: 0,
  padding: '$4',
  '@md': { padding: '$6' },
});

/**
 * A list of lines (`li`), each a label on the left and an amount on the right (its last
 * child), which never wraps and has figures of equal width. `gap`: the room between lines;
 * `amount="column"` for amounts of several lines set right (a quote's lines), with the label
 * and amount aligned on their first baseline.
 */
export const AmountLines = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  variants: {
    gap: { 2: { gap: '$2' }, 3: { gap: '$3' } },
    amount: {
      /** A short text amount (a quantity): it stays beside the label, never alone on a line. */
      text: {
        '& li > span:last-child': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      },
      /** A column of amounts, set right and baseline-aligned with the label. */
      column: {
        '& li': { alignItems: 'baseline' },
        '& li > :last-child': {
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
          textAlign: 'right',
          alignItems: 'flex-end',
        },
      },
    },
  },
  defaultVariants: { gap: 2, amount: 'text' },
});

/**
 * A long legal text in a bordered box of its own height that scrolls (an agreement): give it
 * `tabIndex={0}` and an `aria-label` so a keyboard can scroll it; it shows a focus ring then.
 */
export const ScrollingTerms = styled('div', {
  maxHeight: 240,
  overflowY: 'auto',
  border: '1px solid $border',
  borderRadius: 0,
  padding: '$4',
  fontSize: '$3',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: 2 },
});
