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
  const title = props.mode === 'tag' ? tagName(props.tag) : `Results for “${props.query.trim()}”`;
  useDocumentHead({
    title: `${props.mode === 'tag' ? title : `Search: ${props.query.trim()}`} | ${SITE_NAME}`,
    description:
      props.mode === 'tag'
        ? `Shop ${title.toLowerCase()} at ${SITE_NAME}: subscribe, finance or buy, delivered across Canada.`
        : `Furniture matching “${props.query.trim()}” at ${SITE_NAME}.`,
  });
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">Home</Link> },
          { key: 'here', node: props.mode === 'tag' ? title : 'Search' },
        ]}
      />
      <PageHeader>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </PageHeader>
      <PageSection space="sm" aria-label="Results">
        <ProductListing
          result={data.productList}
          search={search}
          {...navigation}
          emptyState={
            <NoResults
              text={
                props.mode === 'tag'
                  ? `We have no ${title.toLowerCase()} to show right now.`
                  : `Nothing matches “${props.query.trim()}”. Check the spelling, use fewer words, or try one of these.`
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
    <StatusPanel title="No products found">
      <p>{text}</p>
      <Stack gap={3}>
        <Text as="h3" weight="bold">
          Popular searches
        </Text>
        <PillList align="center" aria-label="Popular searches">
          {QUICK_LINK_TAGS.map((tag) => (
            <li key={tag.slug}>
              <PillLink asChild>
                <Link to="/search/tag/$tag" params={{ tag: tag.slug }}>
                  {tag.name}
                </Link>
              </PillLink>
            </li>
          ))}
        </PillList>
        <Text as="h3" weight="bold">
          Shop by room
        </Text>
        <PillList align="center" aria-label="Rooms">
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
