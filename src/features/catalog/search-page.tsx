import { m } from '../../i18n/paraglide/messages.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoriesQuery } from '../../api/catalog-queries';
import { productListQuery } from '../../api/product-queries';
import { useCityId } from '../../lib/city-store';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Container } from '../../ui/container';
import { useDocumentHead } from '../../ui/document-head';
import { Heading, PageHeader, PageSection, Stack, Text } from '../../ui/layout';
import { PillLink, PillList } from '../../ui/pill-link';
import { StatusPanel } from '../../ui/status-panel';
import type { ListingSearch } from './listing-search';
import { listArgsOf } from './listing-search';
import { SITE_NAME } from './product-head';
import { ProductListing, useListingNavigation } from './product-listing';
import { QUICK_LINK_TAGS, tagName } from './quick-links';

export type SearchPageProps =
  | { mode: 'search'; query: string; search: ListingSearch }
  | { mode: 'tag'; tag: string; search: ListingSearch };

/** `/search/{query}` and `/search/tag/{tag}`: the same list as a category, for words or a tag. */
export function SearchPage(props: SearchPageProps) {
  const cityId = useCityId();
  const { search } = props;
  const args =
    props.mode === 'tag'
      ? listArgsOf(search, { tags: [props.tag] })
      : listArgsOf(search, { search: props.query });
  const { data } = useSuspenseQuery(productListQuery(cityId, args));
  const navigation = useListingNavigation();
  const query = props.mode === 'tag' ? '' : props.query.trim();
  const title = props.mode === 'tag' ? tagName(props.tag) : m.catalog_search_results_for({ query });
  useDocumentHead({
    title: `${props.mode === 'tag' ? title : m.catalog_search_head_title({ query })} | ${SITE_NAME}`,
    description:
      props.mode === 'tag'
        ? m.catalog_search_tag_description({ name: title.toLowerCase(), site: SITE_NAME })
        : m.catalog_search_description({ query, site: SITE_NAME }),
  });
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">{m.catalog_home()}</Link> },
          { key: 'here', node: props.mode === 'tag' ? title : m.catalog_search() },
        ]}
      />
      <PageHeader>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </PageHeader>
      <PageSection space="sm" aria-label={m.catalog_search_results()}>
        <ProductListing
          result={data.productList}
          search={search}
          {...navigation}
          emptyState={
            <NoResults
              text={
                props.mode === 'tag'
                  ? m.catalog_search_tag_empty({ name: title.toLowerCase() })
                  : m.catalog_search_empty({ query })
              }
            />
          }
        />
      </PageSection>
    </Container>
  );
}

/** The empty state of a search: popular searches and the top-level categories. */
function NoResults({ text }: { text: string }) {
  const cityId = useCityId();
  const { data } = useSuspenseQuery(categoriesQuery(cityId));
  const rooms = data.getCategories.categories.filter((category) => category.parentid === null);
  return (
    <StatusPanel title={m.catalog_search_none()}>
      <p>{text}</p>
      <Stack gap={3}>
        <Text as="h3" weight="bold">
          {m.catalog_search_popular()}
        </Text>
        <PillList align="center" aria-label={m.catalog_search_popular()}>
          {QUICK_LINK_TAGS.map((tag) => (
            <li key={tag.slug}>
              <PillLink asChild>
                <Link to="/search/tag/$tag" params={{ tag: tag.slug }}>
                  {tagName(tag.slug)}
                </Link>
              </PillLink>
            </li>
          ))}
        </PillList>
        <Text as="h3" weight="bold">
          {m.catalog_shop_by_room()}
        </Text>
        <PillList align="center" aria-label={m.catalog_search_rooms()}>
          {rooms.map((room) => (
            <li key={room.id}>
              <PillLink asChild>
                <Link
                  to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                  params={{ category: room.slug }}
                >
                  {room.name}
                </Link>
              </PillLink>
            </li>
          ))}
        </PillList>
      </Stack>
    </StatusPanel>
  );
}
