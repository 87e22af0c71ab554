import { m } from '../../i18n/paraglide/messages.js';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { categoriesQuery } from '../../api/catalog-queries';
import { featuredProductsQuery, socialImagesQuery } from '../../api/product-queries';
import { useCityId } from '../../lib/city-store';
import { Button } from '../../ui/button';
import { Container } from '../../ui/container';
import { useDocumentHead } from '../../ui/document-head';
import { imageUrl } from '../../ui/image-sizes';
import { Hero } from '../../ui/hero';
import { ImageTile, PhotoGrid, TileGrid } from '../../ui/image-tile';
import { Heading, PageSection, SectionHeader, Text } from '../../ui/layout';
import { ProductGrid, ProductGridItem } from '../../ui/product-grid';
import { ResponsiveImage } from '../../ui/responsive-image';
import { siteUrl } from '../../ui/site-url';
import { ProductCardItem } from './product-card-item';
import { SITE_NAME, openGraphLocale } from './product-head';

const FEATURED_ON_HOME = 6;

/** `/` and `/darkpoutine`: hero, featured products, rooms and the social gallery. */
export function HomePage() {
  const cityId = useCityId();
  const { data: featured } = useSuspenseQuery(featuredProductsQuery(cityId));
  const { data: social } = useSuspenseQuery(socialImagesQuery());
  const { data: categoryData } = useSuspenseQuery(categoriesQuery(cityId));
  // Six fill whole rows at one, two and three columns.
  const products = featured.getFeaturedProducts.slice(0, FEATURED_ON_HOME);
  const rooms = categoryData.getCategories.categories.filter(
    (category) => category.parentid === null,
  );
  const photos = social.getSocialImages;
  const lead = products[0];
  const heroImage = lead?.imageurl ?? photos[0]?.imageurl ?? null;
  // Every address absolute from SITE_URL (decision 162); `/darkpoutine` names this page too.
  const origin = siteUrl();
  const description = m.catalog_home_description();
  useDocumentHead({
    title: m.catalog_home_title({ site: SITE_NAME }),
    description,
    canonical: `${origin}/`,
    openGraph: {
      type: 'website',
      site_name: SITE_NAME,
      title: SITE_NAME,
      description,
      image: heroImage ? `${origin}${imageUrl(heroImage, 1080)}` : undefined,
      url: `${origin}/`,
      locale: openGraphLocale(),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url: `${origin}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/{search_term_string}/` },
        'query-input': 'required name=search_term_string',
      },
    },
  });
  return (
    <Container>
      <Hero
        eyebrow={m.catalog_home_eyebrow()}
        title={m.catalog_home_hero_title()}
        lead={m.catalog_home_hero_lead()}
        image={heroImage}
        imageAlt={
          lead ? m.catalog_home_hero_alt({ name: lead.product.name }) : (photos[0]?.caption ?? '')
        }
        actions={
          <>
            {rooms[0] ? (
              <Button asChild size="lg">
                <Link
                  to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                  params={{ category: rooms[0].slug }}
                >
                  {m.catalog_shop_category({ name: rooms[0].name })}
                </Link>
              </Button>
            ) : null}
            <Button asChild size="lg" variant="secondary">
              <Link to="/swatches">{m.catalog_order_free_swatches()}</Link>
            </Button>
          </>
        }
      />

      {products.length > 0 ? (
        <PageSection space="lg" aria-labelledby="featured-heading">
          <SectionHeader>
            <Heading id="featured-heading">{m.catalog_home_featured()}</Heading>
          </SectionHeader>
          <ProductGrid>
            {products.map((item) => (
              <ProductGridItem key={item.product.id}>
                <ProductCardItem product={item.product} />
              </ProductGridItem>
            ))}
          </ProductGrid>
        </PageSection>
      ) : null}

      {rooms.length > 0 ? (
        <PageSection space="lg" aria-labelledby="rooms-heading">
          <SectionHeader>
            <Heading id="rooms-heading">{m.catalog_shop_by_room()}</Heading>
          </SectionHeader>
          <TileGrid>
            {rooms.map((room) => (
              <li key={room.id}>
                <ImageTile
                  link={
                    <Link
                      to="/category/$category/{-$subcategory}/{-$subsubcategory}"
                      params={{ category: room.slug }}
                    >
                      {room.name}
                    </Link>
                  }
                  image={room.imageurl}
                  set="header"
                  aspectRatio={3}
                  sizes="(max-width: 599px) 100vw, (max-width: 959px) 50vw, 375px"
                />
              </li>
            ))}
          </TileGrid>
        </PageSection>
      ) : null}

      {photos.length > 0 ? (
        <PageSection space="lg" aria-labelledby="gallery-heading">
          <SectionHeader>
            <Heading id="gallery-heading">{m.catalog_home_gallery()}</Heading>
            <Text tone="muted">{m.catalog_home_gallery_text()}</Text>
          </SectionHeader>
          <PhotoGrid>
            {photos.map((photo) => (
              <li key={photo.pos}>
                <figure>
                  <ResponsiveImage
                    src={photo.imageurl}
                    set="cover"
                    // The caption under the picture describes it; saying it twice helps no one.
                    alt={photo.caption ? '' : m.catalog_home_photo_alt()}
                    aspectRatio={1}
                    sizes="(max-width: 959px) 50vw, 300px"
                  />
                  {photo.caption ? <figcaption>{photo.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </PhotoGrid>
        </PageSection>
      ) : null}
    </Container>
  );
}
