import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductReviewPage } from '../../src/api/review-queries';
import { ProductReviewsView } from '../../src/features/catalog/product-reviews';

afterEach(cleanup);

const page: ProductReviewPage = {
  count: 3,
  average: 3.7,
  distribution: [1, 0, 0, 0, 2],
  limit: 10,
  offset: 0,
  hasMore: false,
  reviews: [],
};

describe("a product's review figures", () => {
  it('names each row of the distribution in words that agree with the number', () => {
    render(<ProductReviewsView page={page} pageNumber={1} onPage={() => undefined} />);
    const rows = screen.getAllByRole('term').map((term) => term.textContent);
    expect(rows).toEqual(['5 stars', '4 stars', '3 stars', '2 stars', '1 star']);
  });
});
