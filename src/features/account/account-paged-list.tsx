import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';
import { PlainList, Text } from '../../ui/layout';
import { Pagination } from '../../ui/pagination';

/** The account's paged lists: their address, and `?page=` past the first page. */
type PagedPath = '/account/receipts' | '/account/billing-history';

/**
 * One page of an account list (receipts, billing history): how many there are and which page
 * this is (announced), the rows, a way back when the page is past the end, and the pager.
 */
export function AccountPagedList({
  path,
  page,
  pageCount,
  countWords,
  listLabel,
  pagerLabel,
  emptyPageWords,
  children,
}: {
  path: PagedPath;
  page: number;
  pageCount: number;
  /** "3 receipts". */
  countWords: string;
  listLabel: string;
  pagerLabel: string;
  /** "There are no receipts on this page." */
  emptyPageWords: string;
  /** The rows (list items); none on a page past the end. */
  children: ReactNode[];
}) {
  return (
    <>
      <Text tone="muted" size="sm" aria-live="polite">
        {pageCount > 1 ? m.account_page_count({ count: countWords, page, pageCount }) : countWords}
      </Text>
      {children.length > 0 ? (
        <PlainList aria-label={listLabel} ruled>
          {children}
        </PlainList>
      ) : (
        <Text>
          {emptyPageWords}{' '}
          <Link to={path} search={{}}>
            {m.account_go_first_page()}
          </Link>
          .
        </Text>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label={pagerLabel}
        renderLink={(target, props) => (
          <Link
            to={path}
            search={target > 1 ? { page: target } : {}}
            className={props.className}
            aria-label={props['aria-label']}
            aria-current={props['aria-current']}
          >
            {props.children}
          </Link>
        )}
      />
    </>
  );
}
