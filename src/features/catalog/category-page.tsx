import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoriesQuery } from '../../api/catalog-queries';
import type { Category } from '../../api/catalog-queries';
import { productFiltersQuery, productListQuery } from '../../api/product-queries';
import { useCityId } from '../../lib/city-store';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Container } from '../../ui/container';
import { useDocumentHead } from '../../ui/document-head';
import { imageUrl } from '../../ui/image-sizes';
import { Heading, PageHeader, PageSection, Text } from '../../ui/layout';
import { Link as UiLink } from '../../ui/link';
import { siteUrl } from '../../ui/site-url';
import { StatusPanel } from '../../ui/status-panel';
import { breadcrumbListJsonLd, categorySteps, categoryUrlPath } from './breadcrumb-data';
import type { CategorySlugs } from './catalog-loaders';
import { categoryParams, resolveCategoryPath } from './category-path';
import type { ListingSearch } from './listing-search';
import { listArgsOf } from './listing-search';
import { SITE_NAME } from './product-head';
import { ProductListing, useListingNavigation } from './product-listing';
import { SubcategoryLinks } from './subcategory-links';

export type CategoryPageProps = { slugs: CategorySlugs; search: ListingSearch };

/** `/category/{category}/{subcategory?}/{subsubcategory?}`: a category's products, filtered. */
export function CategoryPage({ slugs, search }: CategoryPageProps) {
  const cityId = useCityId();
  const { data: categoryData } = useSuspenseQuery(categoriesQuery(cityId));
  const categories = categoryData.getCategories.categories;
  const resolved = resolveCategoryPath(categories, [
    slugs.category,
    slugs.subcategory,
    slugs.subsubcategory,
  ]);
  if (!resolved) {
    // The loader refuses unknown slugs; this only shows if the categories change under us.
    return (
      <Container>
        <StatusPanel title="This category is no longer available" />
      </Container>
    );
  }
  return <CategoryContent categories={categories} {...resolved} search={search} />;
}

function CategoryContent({
  categories,
  trail,
  category,
  children,
  search,
}: ReturnType<typeof resolveCategoryPath> & {
  categories: readonly Category[];
  search: ListingSearch;
}) {
  const cityId = useCityId();
  const { data: list } = useSuspenseQuery(
    productListQuery(cityId, listArgsOf(search, { categoryId: category.id })),
  );
  const { data: filters } = useSuspenseQuery(productFiltersQuery(cityId, category.id));
  const navigation = useListingNavigation();
  const page = search.page ?? 1;
  // The category's own address (filters and order left off), absolute from SITE_URL (decision
  // 162), each further page its own.
  const origin = siteUrl();
  const url = `${origin}${categoryUrlPath(categories, category)}${page > 1 ? `?page=${page}` : ''}`;
  const picture = category.imageurl || list.productList.products[0]?.imageurl;
  useDocumentHead({
    title: `${category.name}${page > 1 ? `, page ${page}` : ''} | ${SITE_NAME}`,
    description: category.description ?? `Shop ${category.name} at ${SITE_NAME}.`,
    canonical: url,
    openGraph: {
      type: 'website',
      site_name: SITE_NAME,
      title: category.name,
      description: category.description ?? undefined,
      image: picture ? `${origin}${imageUrl(picture, 1080)}` : undefined,
      url,
      locale: 'en_CA',
    },
    jsonLd: breadcrumbListJsonLd(origin, categorySteps(categories, trail)),
  });
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">Home</Link> },
          ...trail.map((item, index) => ({
            key: item.id,
            node:
              index === trail.length - 1 ? (
                item.name
              ) : (
                <Link
                  to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                  params={categoryParams(categories, item)}
                >
                  {item.name}
                </Link>
              ),
          })),
        ]}
      />
      <PageHeader>
        <Heading as="h1" size="xl">
          {category.name}
        </Heading>
        {category.description ? <Text measure>{category.description}</Text> : null}
      </PageHeader>
      {children.length > 0 ? (
        <SubcategoryLinks
          categories={categories}
          items={children}
          label={`Shop ${category.name} by type`}
        />
      ) : null}
      <PageSection aria-label={`${category.name} products`} space="sm">
        <ProductListing
          result={list.productList}
          search={search}
          colors={filters.productFilters.colors}
          showBestsellers
          {...navigation}
          emptyState={
            <StatusPanel
              title={`There are no ${category.name.toLowerCase()} here right now`}
              actions={
                parent ? (
                  <UiLink asChild variant="standalone">
                    <Link
                      to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                      params={categoryParams(categories, parent)}
                    >
                      See all {parent.name}
                    </Link>
                  </UiLink>
                ) : (
                  <UiLink asChild variant="standalone">
                    <Link to="/">Back to the home page</Link>
                  </UiLink>
                )
              }
            >
              <p>New pieces arrive every week. Check back soon, or try a nearby category.</p>
            </StatusPanel>
          }
        />
      </PageSection>
      {category.bottomdescription ? (
        <PageSection>
          <Text tone="muted" measure>
            {category.bottomdescription}
          </Text>
        </PageSection>
      ) : null}
    </Container>
  );
}
