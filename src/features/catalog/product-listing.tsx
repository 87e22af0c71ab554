import { m } from '../../i18n/paraglide/messages.js';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ColorFilter, ProductListResult } from '../../api/product-queries';
import { PRODUCT_PAGE_SIZE } from '../../api/product-queries';
import { Button } from '../../ui/button';
import { Cluster, Stack, Text } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { Pagination } from '../../ui/pagination';
import type { PageLinkProps } from '../../ui/pagination';
import { ProductGrid, ProductGridItem } from '../../ui/product-grid';
import { SelectField } from '../../ui/select';
import { StatusPanel } from '../../ui/status-panel';
import { ChipRow, ToggleChip } from '../../ui/toggle-chip';
import { VisuallyHidden } from '../../ui/visually-hidden';
import type { ListingSearch, SortKey } from './listing-search';
import {
  SORT_KEYS,
  SORT_LABELS,
  hasFilters,
  pageCountOf,
  toggleColour,
  withoutEmpty,
  withoutFilters,
} from './listing-search';
import { ProductCardItem } from './product-card-item';

/** Cards in the first row load at once (they are the largest paint); the rest lazily. */
const PRIORITY_CARDS = 3;

export type ListingNavigation = {
  onSearchChange: (next: ListingSearch) => void;
  renderPageLink: (page: number, props: PageLinkProps) => ReactNode;
};

/** Search changes and page links of the list page the shopper is on, kept in its URL. */
export function useListingNavigation(): ListingNavigation {
  const navigate = useNavigate();
  return {
    onSearchChange: (next) => {
      void navigate({
        to: '.',
        search: withoutEmpty(next) as never,
        // Filters change the list under the shopper's eyes; keep their place.
        resetScroll: false,
        replace: false,
      });
    },
    renderPageLink: (page, props) => (
      <Link
        to="."
        search={
          ((previous: ListingSearch) =>
            withoutEmpty({ ...previous, page: page > 1 ? page : undefined })) as never
        }
        {...props}
      />
    ),
  };
}

export type ProductListingProps = ListingNavigation & {
  result: ProductListResult;
  search: ListingSearch;
  /** Colour filters of the category; none on search pages. */
  colors?: readonly ColorFilter[];
  showBestsellers?: boolean;
  /** Shown when the list is empty without filters (a search that found nothing). */
  emptyState?: ReactNode;
  /** Heading level of the product names in the cards. */
  cardHeadingLevel?: 'h2' | 'h3';
};

export function ProductListing({
  result,
  search,
  colors = [],
  showBestsellers = false,
  emptyState,
  cardHeadingLevel = 'h3',
  onSearchChange,
  renderPageLink,
}: ProductListingProps) {
  const page = search.page ?? 1;
  const pageCount = pageCountOf(result.total);
  const filtered = hasFilters(search);
  const first = result.offset + 1;
  const last = result.offset + result.products.length;
  const colourLabelId = useId();
  if (result.total === 0 && !filtered && emptyState) return <>{emptyState}</>;
  return (
    <Stack gap={5}>
      {colors.length > 0 ? (
        <Stack gap={2} role="group" aria-labelledby={colourLabelId}>
          <Text id={colourLabelId} weight="bold">
            {m.catalog_listing_colour()}
          </Text>
          <ChipRow>
            {colors.map((colour) => (
              <ToggleChip
                key={colour.name}
                label={colour.name}
                color={colour.hex}
                count={colour.count}
                pressed={Boolean(search.colors?.includes(colour.name))}
                onClick={() => onSearchChange(toggleColour(search, colour.name))}
              />
            ))}
          </ChipRow>
        </Stack>
      ) : null}
      <Cluster justify="between" align="end" gap={3}>
        <Cluster gap={3}>
          <Text role="status" aria-live="polite" tone="muted" data-testid="result-count">
            {result.total === 0
              ? m.catalog_listing_none()
              : result.total <= PRODUCT_PAGE_SIZE
                ? m.catalog_listing_count({ count: result.total })
                : result.totalestimated
                  ? m.catalog_listing_showing_about({ first, last, total: result.total })
                  : m.catalog_listing_showing({ first, last, total: result.total })}
          </Text>
          {filtered ? (
            <Button variant="text" size="sm" onClick={() => onSearchChange(withoutFilters(search))}>
              {m.catalog_clear_filters()}
            </Button>
          ) : null}
        </Cluster>
        <Cluster align="end" gap={3}>
          {showBestsellers ? (
            <ToggleChip
              label={m.catalog_bestsellers_only()}
              pressed={Boolean(search.bestsellers)}
              onClick={() =>
                onSearchChange({
                  ...search,
                  bestsellers: !search.bestsellers || undefined,
                  page: undefined,
                })
              }
            />
          ) : null}
          <SortField
            value={search.sort ?? 'featured'}
            onValueChange={(value) =>
              onSearchChange({
                ...search,
                sort: value === 'featured' ? undefined : (value as SortKey),
                page: undefined,
              })
            }
          />
        </Cluster>
      </Cluster>
      {result.products.length === 0 && result.total > 0 ? (
        <StatusPanel
          title={m.catalog_listing_past_end()}
          actions={
            <UiLink asChild variant="standalone">
              {renderPageLink(1, {
                className: '',
                'aria-label': m.catalog_listing_first_page(),
                children: m.catalog_listing_first_page(),
              })}
            </UiLink>
          }
        >
          <p>{m.catalog_listing_page_count({ count: pageCount })}</p>
        </StatusPanel>
      ) : result.products.length === 0 ? (
        filtered ? (
          <StatusPanel
            title={m.catalog_listing_no_match()}
            actions={
              <Button variant="secondary" onClick={() => onSearchChange(withoutFilters(search))}>
                {m.catalog_clear_filters()}
              </Button>
            }
          >
            <p>{m.catalog_listing_no_match_text()}</p>
          </StatusPanel>
        ) : (
          emptyState
        )
      ) : (
        <>
          <VisuallyHidden asChild>
            <h2>{m.catalog_listing_products()}</h2>
          </VisuallyHidden>
          <ProductGrid data-testid="product-grid">
            {result.products.map((product, index) => (
              <ProductGridItem key={product.id}>
                <ProductCardItem
                  product={product}
                  priority={index < PRIORITY_CARDS}
                  headingLevel={cardHeadingLevel}
                />
              </ProductGridItem>
            ))}
          </ProductGrid>
        </>
      )}
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        renderLink={renderPageLink}
      />
    </Stack>
  );
}

function SortField({
  value,
  onValueChange,
}: {
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <div style={{ minWidth: 220 }}>
      <SelectField
        label={m.catalog_sort_by()}
        value={value}
        onValueChange={onValueChange}
        options={[
          { value: 'featured', label: SORT_LABELS.featured() },
          ...SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key]() })),
        ]}
      />
    </div>
  );
}
