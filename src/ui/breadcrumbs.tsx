import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';
import { focusRing } from './focus-ring';
import { Skeleton } from './skeleton';
import { m } from '../i18n/paraglide/messages.js';

const List = styled('ol', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0 $2',
  margin: 0,
  padding: '$4 0 0',
  listStyle: 'none',
  fontSize: '$2',
  color: '$textMuted',
  '& li': { display: 'inline-flex', alignItems: 'center', gap: '$2', minHeight: '32px' },
  '& li + li::before': { content: "'/'", color: '$borderStrong' },
  '& a': {
    color: '$primary',
    textUnderlineOffset: '0.2em',
    borderRadius: '$1',
    '&:focus-visible': focusRing,
  },
});

export type BreadcrumbsProps = {
  /** Links to the levels above; the last item is the current page and is not a link. */
  items: readonly { key: string; node: ReactNode }[];
  label?: string;
};

/** Where the page sits: Home / Living Room / Sofas. */
export function Breadcrumbs({ items, label = m.ui_breadcrumb() }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <List>
        {items.map((item, index) => (
          <li key={item.key} aria-current={index === items.length - 1 ? 'page' : undefined}>
            {item.node}
          </li>
        ))}
      </List>
    </nav>
  );
}

const PlaceholderRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  minHeight: '32px',
  marginTop: '$4',
});

/** Holds the trail's place while the page loads, so the heading below does not move. */
export function BreadcrumbsPlaceholder() {
  return (
    <PlaceholderRow aria-hidden="true">
      <Skeleton width="min(240px, 60%)" height="14px" />
    </PlaceholderRow>
  );
}
