import { m } from '../../i18n/paraglide/messages.js';
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
import { SITE_NAME, openGraphLocale } from './product-head';
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
        <StatusPanel title={m.catalog_category_gone()} />
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
    title: `${page > 1 ? m.catalog_category_title_page({ name: category.name, page }) : category.name} | ${SITE_NAME}`,
    description:
      category.description ??
      m.catalog_category_description({ name: category.name, site: SITE_NAME }),
    canonical: url,
    openGraph: {
      type: 'website',
      site_name: SITE_NAME,
      title: category.name,
      description: category.description ?? undefined,
      image: picture ? `${origin}${imageUrl(picture, 1080)}` : undefined,
      url,
      locale: openGraphLocale(),
    },
    jsonLd: breadcrumbListJsonLd(origin, categorySteps(categories, trail)),
  });
  const parent = trail.length > 1 ? trail[trail.length - 2] : undefined;
  return (
    <Container>
      <Breadcrumbs
        items={[
          { key: 'home', node: <Link to="/">{m.catalog_home()}</Link> },
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
          label={m.catalog_category_by_type({ name: category.name })}
        />
      ) : null}
      <PageSection aria-label={m.catalog_category_products({ name: category.name })} space="sm">
        <ProductListing
          result={list.productList}
          search={search}
          colors={filters.productFilters.colors}
          showBestsellers
          {...navigation}
          emptyState={
            <StatusPanel
              title={m.catalog_category_empty_title({ name: category.name.toLowerCase() })}
              actions={
                parent ? (
                  <UiLink asChild variant="standalone">
                    <Link
                      to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                      params={categoryParams(categories, parent)}
                    >
                      {m.catalog_category_see_all({ name: parent.name })}
                    </Link>
                  </UiLink>
                ) : (
                  <UiLink asChild variant="standalone">
                    <Link to="/">{m.catalog_back_home()}</Link>
                  </UiLink>
                )
              }
            >
              <p>{m.catalog_category_empty_text()}</p>
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
