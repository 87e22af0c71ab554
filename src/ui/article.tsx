import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { m } from '../i18n/paraglide/messages.js';

/**
 * Long-form content pages (FAQ, policies, agreements): a readable column with spaced headings,
 * lists and tables. Links inside are underlined so they differ from text by more than colour.
 */
export const Article = styled('article', {
  maxWidth: '800px',
  mx: 'auto',
  px: '$gutter',
  paddingTop: '$7',
  color: '$text',
  lineHeight: 1.6,
  '@xs': { paddingTop: '$6' },
  '& h1': {
    margin: '0 0 $4',
    fontSize: '$8',
    fontWeight: '$light',
    lineHeight: '$tight',
    '@xs': { fontSize: '$7' },
  },
  '& h2': {
    margin: '$7 0 $3',
    fontSize: '$6',
    fontWeight: '$regular',
    scrollMarginTop: '$4',
  },
  '& h3': { margin: '$5 0 $2', fontSize: '$4', fontWeight: '$bold' },
  '& p': { margin: '0 0 $4' },
  '& ul, & ol': { margin: '0 0 $4', paddingLeft: '$5' },
  '& li': { marginBottom: '$2' },
  '& li > ul, & li > ol': { marginTop: '$2', marginBottom: 0 },
  '& strong': { fontWeight: '$bold' },
  '& a:not([data-plain])': {
    color: '$primary',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: '$1',
  },
  '& a:not([data-plain]):hover': { color: '$primaryHover', textDecorationThickness: '2px' },
  '& a:focus-visible': focusRing,
  '& table': { width: '100%', margin: '0 0 $5', borderCollapse: 'collapse', fontSize: '$2' },
  '& caption': { textAlign: 'left', fontWeight: '$bold', paddingBottom: '$2', fontSize: '$3' },
  '& th, & td': {
    padding: '$2 $3',
    borderBottom: '1px solid $border',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { fontWeight: '$bold', backgroundColor: '$surface' },
  '& dl': { margin: '0 0 $4' },
  '& dt': { fontWeight: '$bold' },
  '& dd': { margin: '0 0 $3' },
  '& address': { fontStyle: 'normal' },
});

/** A row above the heading of a page shown without the site header (the logo, a back link). */
export const ArticleTopBar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$6',
  marginLeft: '-$2',
});

/** The sentence or two under the page heading. */
export const Lead = styled('p', {
  fontSize: '$5',
  fontWeight: '$light',
  color: '$textMuted',
  '@xs': { fontSize: '$4' },
});

/** "Last updated" and similar small print. */
export const ArticleMeta = styled('p', {
  fontSize: '$2',
  color: '$textMuted',
});

/** A highlighted box for the one thing a reader must not miss. */
export const Callout = styled('div', {
  margin: '0 0 $5',
  padding: '$4 $5',
  borderLeft: '4px solid $primary',
  borderRadius: '0 $2 $2 0',
  backgroundColor: '$primarySubtle',
  '& > :last-child': { marginBottom: 0 },
  variants: {
    tone: {
      info: {},
      warning: { borderLeftColor: '$warning', backgroundColor: '$warningSubtle' },
    },
  },
  defaultVariants: { tone: 'info' },
});

const TocNav = styled('nav', {
  margin: '0 0 $6',
  padding: '$4 $5',
  border: '1px solid $border',
  borderRadius: '$3',
  '& h2': { margin: '0 0 $2', fontSize: '$3', fontWeight: '$bold' },
  '& ol': { margin: 0, columns: 2, columnGap: '$6', '@xs': { columns: 1 } },
  '& li': { marginBottom: '$1', breakInside: 'avoid' },
});

export type TableOfContentsProps = {
  /** Section anchors in page order. */
  items: readonly { id: string; title: ReactNode }[];
  title?: ReactNode;
};

/** "On this page" links to the sections of a long article. */
export function TableOfContents({ items, title = m.ui_on_this_page() }: TableOfContentsProps) {
  const headingId = useId();
  return (
    <TocNav aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.title}</a>
          </li>
        ))}
      </ol>
    </TocNav>
  );
}

/** A wide table that scrolls sideways on phones; named and focusable so keyboards can scroll it. */
export function TableScroller({
  label,
  children,
  ...props
}: { label: string; children: ReactNode } & ComponentPropsWithRef<'div'>) {
  return (
    <TableScrollRoot role="region" aria-label={label} tabIndex={0} {...props}>
      {children}
    </TableScrollRoot>
  );
}

const TableScrollRoot = styled('div', {
  overflowX: 'auto',
  margin: '0 0 $5',
  borderRadius: '$1',
  '&:focus-visible': focusRing,
  '& table': { margin: 0, minWidth: '480px' },
});

/** Cards side by side (contact channels, agreement types); one column on phones. */
export const CardGrid = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '$4',
  margin: '0 0 $5',
});

export const Card = styled('section', {
  padding: '$5',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$3',
  '& > h2, & > h3': { marginTop: 0 },
  '& > :last-child': { marginBottom: 0 },
});
