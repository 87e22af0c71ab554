import type { ProductReviewPage, ReviewableItem } from '../../src/api/review-queries';

/** Reviews as the API answers them, for stories (no backend). */
export const productReviewPage: ProductReviewPage = {
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
      text: 'Comfortable and sturdy.\nThe crew set it up in ten minutes. <script>alert(1)</script> stays text.',
      authorName: 'Alex T.',
      verified: true,
      created: '2026-11-24T18:00:00.000Z',
    },
    {
      id: 'r2',
      rating: 4,
      title: 'Happy with it',
      text: 'Very happy with it overall. The cushions are firmer than I would like.',
      authorName: 'Priya K.',
      verified: false,
      created: '2026-10-02T15:00:00.000Z',
    },
  ],
};

export const noReviews: ProductReviewPage = {
  ...productReviewPage,
  count: 0,
  average: null,
  distribution: [0, 0, 0, 0, 0],
  hasMore: false,
  reviews: [],
};

const item = (over: Partial<ReviewableItem>): ReviewableItem => ({
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e01',
  name: 'Bedford Apartment Sofa, Oatmeal, Natural Oak',
  startdate: '2026-07-28',
  thumburl: null,
  address: '1200 Rue Sherbrooke O, Montréal, QC',
  parentproductid: '12',
  productslug: 'bedford-apartment-sofa',
  subscription_status: 'DELIVERED',
  purchaseoption: 'subscribe',
  review: null,
  ...over,
});

export const unreviewed = item({});
export const reviewed = item({
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e02',
  name: 'Mile End Lounge Chair, Fog, Natural Oak',
  productslug: 'mile-end-lounge-chair',
  review: {
    id: 'rv1',
    created: '2026-08-09T21:00:00.000Z',
    updated: '2026-08-09T21:00:00.000Z',
    rating: 5,
    text: 'The crew carried it up our narrow stairs without a scratch.',
  },
});
export const returned = item({
  id: '6f1c2b9e-1d2a-4c3b-8e4f-5a6b7c8d9e03',
  name: 'Okanagan Sleeper Sofa, Denim, Natural Oak',
  subscription_status: 'RETURNED',
  startdate: '2026-03-15',
});
