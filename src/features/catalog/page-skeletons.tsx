/**
 * What catalogue pages show while their data loads: grey boxes the size of what will arrive,
 * so nothing moves (no layout shift). Kept apart from the pages and light, because routes load
 * them up front as their pending components.
 */
import { BreadcrumbsPlaceholder } from '../../ui/breadcrumbs';
import { Container } from '../../ui/container';
import { Cluster, PageHeader, PageSection, SplitLayout, Stack } from '../../ui/layout';
import { ProductCardSkeleton, ProductGrid, ProductGridItem } from '../../ui/product-grid';
import { Skeleton } from '../../ui/skeleton';
import { loadingMessage } from '../../ui/spinner';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** The list while it loads: the same boxes as the cards, so nothing moves when they arrive. */
export function ProductListingSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <Stack gap={5}>
      <VisuallyHidden role="status">{loadingMessage()}</VisuallyHidden>
      <ProductGrid aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <ProductGridItem key={index}>
            <ProductCardSkeleton />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </Stack>
  );
}

/** While the category loads: the heading and the cards as grey boxes of their final size. */
export function CategoryPageSkeleton() {
  return (
    <Container>
      <BreadcrumbsPlaceholder />
      <PageHeader>
        <Skeleton width="min(320px, 70%)" height="40px" />
        <Skeleton width="min(640px, 100%)" height="48px" />
      </PageHeader>
      <PageSection space="sm">
        <Cluster gap={2}>
          <Skeleton width="120px" height="44px" />
          <Skeleton width="120px" height="44px" />
          <Skeleton width="120px" height="44px" />
        </Cluster>
      </PageSection>
      <PageSection space="sm">
        <ProductListingSkeleton />
      </PageSection>
    </Container>
  );
}

/** While a search loads. */
export function SearchPageSkeleton() {
  return (
    <Container>
      <BreadcrumbsPlaceholder />
      <PageHeader>
        <Skeleton width="min(360px, 80%)" height="40px" />
      </PageHeader>
      <PageSection space="sm">
        <ProductListingSkeleton />
      </PageSection>
    </Container>
  );
}

/** While the product loads: gallery and details as boxes of their final size. */
export function ProductDetailSkeleton() {
  return (
    <Container>
      <BreadcrumbsPlaceholder />
      <PageSection space="sm">
        <SplitLayout>
          <Skeleton aspectRatio={4 / 3} />
          <Stack gap={3}>
            <Skeleton width="30%" height="18px" />
            <Skeleton width="80%" height="40px" />
            <Skeleton width="40%" height="32px" />
            <Skeleton height="160px" />
            <Skeleton height="220px" />
          </Stack>
        </SplitLayout>
      </PageSection>
    </Container>
  );
}
