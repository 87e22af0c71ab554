/** Title, description, Open Graph and JSON-LD Product data of a product page. */
import { languageTag } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { ProductDetails } from '../../api/product-queries';
import type { ProductReviewPage } from '../../api/review-queries';
import type { DocumentHead } from '../../ui/document-head';
import { imageUrl } from '../../ui/image-sizes';
import type { AvailabilityStatus } from './availability';
import { breadcrumbListJsonLd } from './breadcrumb-data';
import type { TrailStep } from './breadcrumb-data';

export const SITE_NAME = 'Pivot Furniture';
const DESCRIPTION_LENGTH = 160;

const SCHEMA_AVAILABILITY: Record<AvailabilityStatus, string> = {
  'in-stock': 'https://schema.org/InStock',
  'low-stock': 'https://schema.org/LimitedAvailability',
  restocking: 'https://schema.org/BackOrder',
  'made-to-order': 'https://schema.org/MadeToOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

/** Open Graph's name of the page's language: `en_CA` or `fr_CA`. */
export function openGraphLocale(): string {
  return languageTag().replace('-', '_');
}

/** At most 160 characters, cut at a word. */
export function summary(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_LENGTH) return clean;
  const cut = clean.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function productHead(
  details: ProductDetails,
  options: {
    /** The site's address (SITE_URL, decision 162): every address is written absolute from it. */
    origin: string;
    status: AvailabilityStatus;
    reviews?: ProductReviewPage | undefined;
    /** The product's categories, top level first: its BreadcrumbList runs Home > them > it. */
    trail?: readonly TrailStep[];
  },
): DocumentHead {
  const reviews = options.reviews;
  const rated = reviews && reviews.count > 0 && reviews.average !== null ? reviews : null;
  const { parent, product } = details;
  const url = `${options.origin}/productdetail/${parent.slug}`;
  const images = product.images
    .filter((image) => image.type === 'SHOWCASE')
    .map((image) => `${options.origin}${imageUrl(image.imageurl, 1080)}`);
  const image = images[0] ?? `${options.origin}${imageUrl(product.imageurl, 1080)}`;
  const description = summary(
    parent.overview ??
      m.catalog_head_description({
        name: parent.name,
        maker: parent.manufacturer ?? SITE_NAME,
      }),
  );
  const named = product.color
    ? m.catalog_head_title_color({ name: parent.name, color: product.color })
    : parent.name;
  const title = `${named} | ${SITE_NAME}`;
  const status = details.availableInCity ? options.status : 'out-of-stock';
  return {
    title,
    description,
    canonical: url,
    openGraph: {
      type: 'product',
      site_name: SITE_NAME,
      title: parent.name,
      description,
      image,
      url,
      locale: openGraphLocale(),
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: parent.name,
        description,
        image: images.length > 0 ? images : [image],
        sku: product.id,
        ...(product.color ? { color: product.color } : {}),
        ...(parent.manufacturer ? { brand: { '@type': 'Brand', name: parent.manufacturer } } : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'CAD',
          price: product.pricing.price.toFixed(2),
          availability: SCHEMA_AVAILABILITY[status],
        },
        ...(rated
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: (rated.average as number).toFixed(1),
                reviewCount: rated.count,
                bestRating: 5,
                worstRating: 1,
              },
              review: rated.reviews.map((review) => ({
                '@type': 'Review',
                reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
                author: {
                  '@type': 'Person',
                  name: review.authorName || m.catalog_reviews_a_customer(),
                },
                datePublished: review.created.slice(0, 10),
                ...(review.title ? { name: review.title } : {}),
                reviewBody: review.text,
              })),
            }
          : {}),
      },
      breadcrumbListJsonLd(options.origin, [
        ...(options.trail ?? []),
        { name: parent.name, path: `/productdetail/${parent.slug}` },
      ]),
    ],
  };
}
