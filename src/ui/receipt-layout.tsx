import type { ComponentPropsWithRef } from 'react';
import { globalCss, styled } from '../styles/stitches.config';
import { Cluster, Stack, Text } from './layout';

/**
 * On paper only the receipt shows: everything that neither holds nor sits inside the
 * `data-print-sheet` element (site header, footer, back link, pop-ups) is dropped, and so is
 * anything marked `data-print-hidden` (buttons, links to other pages).
 */
const printGlobals = globalCss({
  '@media print': {
    'html, body': { backgroundColor: '#ffffff', color: '#000000' },
    'body *:not(:has([data-print-sheet])):not([data-print-sheet]):not([data-print-sheet] *)': {
      display: 'none !important',
    },
    // Browsers without :has() still lose the site header and footer.
    'body header:not([data-print-sheet] *), body footer:not([data-print-sheet] *)': {
      display: 'none !important',
    },
    '[data-print-hidden]': { display: 'none !important' },
    '[data-print-sheet]': { maxWidth: 'none !important', padding: '0 !important', margin: '0' },
  },
});

const SheetRoot = styled('article', {
  width: '100%',
  maxWidth: 880,
  mx: 'auto',
  padding: '$5 $gutter $7',
  color: '$text',
  '@sm': { padding: '$6 $gutter $8' },
  '@media print': { fontSize: '11pt', color: '#000000' },
});

export type PrintSheetProps = ComponentPropsWithRef<'article'>;

/** The printable document of a page (a receipt): what remains when the page is printed. */
export function PrintSheet(props: PrintSheetProps) {
  printGlobals();
  return <SheetRoot data-print-sheet="" {...props} />;
}

/** Controls around a printable document that stay off paper (Print, back links). */
export const ScreenOnly = styled('div', {
  '@media print': { display: 'none !important' },
});

/** The links and the Print button above a printable document, as wide as the document. */
export const SheetToolbar = styled(Cluster, {
  maxWidth: 880,
  mx: 'auto',
  px: '$gutter',
  paddingTop: '$5',
  defaultVariants: { gap: 3, justify: 'between' },
});

/** The document's title block in its `SheetHeader`: first on phones, on the right above. */
export const SheetTitle = styled(Stack, {
  '@sm': { order: 2, textAlign: 'right' },
  defaultVariants: { gap: 1 },
});

/** The retailer's name at the top of the document: in the brand colour, black on paper. */
export const SheetBrand = styled(Text, {
  color: '$primary',
  '@media print': { color: '#000' },
  defaultVariants: { weight: 'bold', size: 'lg' },
});

/** The document's top band: the retailer on one side, the document's title on the other. */
export const SheetHeader = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: '$4 $6',
  paddingBottom: '$5',
  borderBottom: '2px solid $text',
  '@media print': { borderBottomColor: '#000000' },
});

/** Label and value pairs in columns (dates, order number, addresses). */
export const FactGrid = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  '@sm': { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
  gap: '$4 $5',
  margin: 0,
  '& > div': { display: 'flex', flexDirection: 'column', gap: '$1', minWidth: 0 },
  '& dt': {
    fontSize: '$1',
    fontWeight: '$bold',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: '$textMuted',
  },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
  // Long values (names, emails, addresses) take the whole row on phones.
  '& > [data-span]': { '@xs': { gridColumn: '1 / -1' } },
  '@media print': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
});

/**
 * Line items: the first column names the item and wraps; the last columns are amounts, right
 * aligned with tabular figures. Columns marked `data-wide` only show from 600 px and on paper.
 */
export const LineTable = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': {
    padding: '$3 0 $3 $3',
    borderBottom: '1px solid $border',
    textAlign: 'right',
    verticalAlign: 'top',
    fontVariantNumeric: 'tabular-nums',
  },
  '& th:first-child, & td:first-child': { paddingLeft: 0, textAlign: 'left', width: '100%' },
  '& td:not(:first-child)': { whiteSpace: 'nowrap' },
  '& thead th': {
    fontSize: '$1',
    fontWeight: '$bold',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: '$textMuted',
    whiteSpace: 'nowrap',
    borderBottomColor: '$borderStrong',
  },
  '& [data-wide]': { display: 'none', '@sm': { display: 'table-cell' } },
  '@media print': {
    '& [data-wide]': { display: 'table-cell' },
    '& th, & td': { borderBottomColor: '#999999' },
  },
});

/** Totals under the line items: name on the left, amount on the right; the total stands out. */
export const TotalsTable = styled('table', {
  width: '100%',
  maxWidth: 420,
  marginLeft: 'auto',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th, & td': { padding: '$2 0', textAlign: 'right', fontWeight: '$regular' },
  '& th': { textAlign: 'left', paddingRight: '$4' },
  '& tr[data-emphasis] th, & tr[data-emphasis] td': {
    fontWeight: '$bold',
    fontSize: '$4',
    borderTop: '2px solid $text',
    paddingTop: '$3',
  },
  '& tr[data-strong] th, & tr[data-strong] td': { fontWeight: '$bold' },
  '& tr[data-muted] th, & tr[data-muted] td': { color: '$textMuted' },
  '@media print': {
    '& tr[data-emphasis] th, & tr[data-emphasis] td': { borderTopColor: '#000000' },
  },
});

/** A titled part of the document; kept whole on one printed page where possible. */
export const SheetSection = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  paddingTop: '$6',
  breakInside: 'avoid',
  '& > h2': { fontSize: '$4', fontWeight: '$bold', margin: 0 },
});
