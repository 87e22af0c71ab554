import type { ReactNode } from 'react';
import { css, styled } from '../styles/stitches.config';
import { ChevronLeftIcon, ChevronRightIcon } from './catalog-icons';
import { focusRing } from './focus-ring';
import { m } from '../i18n/paraglide/messages.js';

const Nav = styled('nav', { marginTop: '$7' });

const List = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const pageLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$1',
  minWidth: '$control',
  minHeight: '$control',
  padding: '0 $3',
  border: '1px solid transparent',
  borderRadius: '$2',
  color: '$primary',
  fontWeight: '$bold',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$primarySubtle' },
  '&:focus-visible': focusRing,
  '&[aria-current="page"]': {
    backgroundColor: '$primary',
    color: '$onPrimary',
    cursor: 'default',
  },
  variants: {
    edge: {
      true: { borderColor: '$primary' },
    },
  },
});

const Gap = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '$control',
  color: '$textMuted',
});

/** What a page link needs from the caller's router link. */
export type PageLinkProps = {
  className: string;
  children: ReactNode;
  'aria-label': string;
  'aria-current'?: 'page';
};

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** Draws a link to `page` (the router's link), spreading the given props onto it. */
  renderLink: (page: number, props: PageLinkProps) => ReactNode;
  label?: string;
};

/**
 * The page numbers to show: always the first and last, the current one and its neighbours;
 * null marks a gap. `pageWindow(6, 12)` → [1, null, 5, 6, 7, null, 12].
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  // Near an end, show enough pages that a gap never hides a single page.
  if (page <= 3) [2, 3, 4].forEach((n) => wanted.add(n));
  if (page >= pageCount - 2)
    [pageCount - 1, pageCount - 2, pageCount - 3].forEach((n) => wanted.add(n));
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}

/** Marks the page being shown (an ARIA value, not a text). */
const CURRENT_PAGE = { 'aria-current': 'page' } as const;

/** Page numbers with Previous and Next, as links, so every page has its own URL. */
export function Pagination({ page, pageCount, renderLink, label = m.ui_pages() }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={label}>
      <List>
        {page > 1 ? (
          <li>
            {renderLink(page - 1, {
              className: pageLink({ edge: true }),
              'aria-label': m.ui_previous_page(),
              children: (
                <>
                  <ChevronLeftIcon size={18} />
                  {m.ui_previous()}
                </>
              ),
            })}
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={n}>
              {renderLink(n, {
                className: pageLink(),
                'aria-label': m.ui_page_number({ page: n }),
                ...(n === page ? CURRENT_PAGE : {}),
                children: n,
              })}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            {renderLink(page + 1, {
              className: pageLink({ edge: true }),
              'aria-label': m.ui_next_page(),
              children: (
                <>
                  {m.ui_next()}
                  <ChevronRightIcon size={18} />
                </>
              ),
            })}
          </li>
        ) : null}
      </List>
    </Nav>
  );
}
