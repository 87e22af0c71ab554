import { describe, expect, it } from 'vitest';
import type { ProductDetails } from '../../src/api/product-queries';
import { productHead, summary } from '../../src/features/catalog/product-head';

const details = {
  availableInCity: true,
  parent: {
    id: '3',
    slug: 'bedford-apartment-sofa',
    name: 'Bedford Apartment Sofa',
    manufacturer: 'EQ3',
    overview: 'A sofa sized for condo elevators. '.repeat(8),
  },
  product: {
    id: '9',
    color: 'Oatmeal',
    imageurl: '/images/thumb/sofa-oatmeal',
    pricing: { price: 1089, originalprice: 1819, purchaseoption: 'ownv3' },
    images: [
      { type: 'SHOWCASE', imageurl: '/images/thumb/sofa-oatmeal', caption: null },
      { type: 'DIMENSIONS', imageurl: '/images/thumb/dims', caption: null },
    ],
  },
} as unknown as ProductDetails;

/** The page's Product data: the first of its JSON-LD documents (its BreadcrumbList follows). */
function productData(head: ReturnType<typeof productHead>): unknown {
  return (head.jsonLd as unknown[])[0];
}

describe('product page head', () => {
  it('sets title, description, canonical and Open Graph tags', () => {
    const head = productHead(details, { origin: 'https://pivot.example', status: 'in-stock' });
    expect(head.title).toBe('Bedford Apartment Sofa in Oatmeal | Pivot Furniture');
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.canonical).toBe('https://pivot.example/productdetail/bedford-apartment-sofa');
    expect(head.openGraph).toMatchObject({
      type: 'product',
      title: 'Bedford Apartment Sofa',
      image: 'https://pivot.example/images/thumb/sofa-oatmeal-1080.webp',
      url: 'https://pivot.example/productdetail/bedford-apartment-sofa',
    });
  });

  it('describes the product as JSON-LD with a CAD offer and its availability', () => {
    const head = productHead(details, { origin: 'https://pivot.example', status: 'low-stock' });
    expect(productData(head)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bedford Apartment Sofa',
      sku: '9',
      brand: { '@type': 'Brand', name: 'EQ3' },
      image: ['https://pivot.example/images/thumb/sofa-oatmeal-1080.webp'],
      offers: {
        '@type': 'Offer',
        priceCurrency: 'CAD',
        price: '1089.00',
        availability: 'https://schema.org/LimitedAvailability',
      },
    });
  });

  it('is out of stock when the city does not sell it', () => {
    const head = productHead(
      { ...details, availableInCity: false },
      { origin: '', status: 'in-stock' },
    );
    expect((productData(head) as { offers: { availability: string } }).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('follows its Product data with a BreadcrumbList: Home, its categories, itself, absolute', () => {
    const head = productHead(details, {
      origin: 'https://pivot.example',
      status: 'in-stock',
      trail: [
        { name: 'Living Room', path: '/category/living-room' },
        { name: 'Sofas', path: '/category/living-room/sofas' },
      ],
    });
    expect((head.jsonLd as unknown[])[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://pivot.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Living Room',
          item: 'https://pivot.example/category/living-room',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Sofas',
          item: 'https://pivot.example/category/living-room/sofas',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Bedford Apartment Sofa',
          item: 'https://pivot.example/productdetail/bedford-apartment-sofa',
        },
      ],
    });
  });

  it('cuts long descriptions at a word', () => {
    expect(summary('short')).toBe('short');
    const cut = summary('word '.repeat(60));
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('word…')).toBe(true);
  });

  it('adds the reviews’ aggregate rating and the page of reviews, none without reviews', () => {
    const reviews = {
      count: 7,
      average: 4.4,
      distribution: [0, 1, 0, 1, 5],
      limit: 5,
      offset: 0,
      hasMore: true,
      reviews: [
        {
          id: 'r1',
          rating: 5,
          title: '',
          text: 'Sturdy </script><b>and</b> comfortable.',
          authorName: 'Alex T.',
          verified: true,
          created: '2026-11-24T18:00:00.000Z',
        },
      ],
    };
    const head = productHead(details, {
      origin: 'https://pivot.example',
      status: 'in-stock',
      reviews,
    });
    expect(productData(head)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.4', reviewCount: 7 },
      review: [
        {
          '@type': 'Review',
          reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5 },
          author: { '@type': 'Person', name: 'Alex T.' },
          datePublished: '2026-11-24',
          reviewBody: 'Sturdy </script><b>and</b> comfortable.',
        },
      ],
    });
    const none = productHead(details, {
      origin: 'https://pivot.example',
      status: 'in-stock',
      reviews: { ...reviews, count: 0, average: null, reviews: [] },
    });
    expect(productData(none)).not.toHaveProperty('aggregateRating');
    expect(productData(none)).not.toHaveProperty('review');
  });
});
