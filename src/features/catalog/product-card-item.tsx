import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../api/product-queries';
import { priceDisplay } from '../../lib/money-format';
import { ProductCard } from '../../ui/product-card';

export type ProductCardItemProps = {
  product: Pick<
    ProductSummary,
    | 'slug'
    | 'name'
    | 'manufacturer'
    | 'imageurl'
    | 'imagecaption'
    | 'finalsale'
    | 'monthlyprice'
    | 'monthlyoption'
    | 'pricing'
  >;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/** A listed product as a card linking to its page. */
export function ProductCardItem({ product, priority, headingLevel }: ProductCardItemProps) {
  return (
    <ProductCard
      link={
        <Link to="/productdetail/$product" params={{ product: product.slug }}>
          {product.name}
        </Link>
      }
      image={product.imageurl}
      imageAlt={product.imagecaption ?? product.name}
      maker={product.manufacturer}
      price={priceDisplay(
        { amount: product.pricing.price, originalAmount: product.pricing.originalprice },
        'ownv3',
      )}
      monthlyPrice={
        product.monthlyprice
          ? priceDisplay({ amount: product.monthlyprice }, product.monthlyoption ?? null)
          : null
      }
      finalSale={product.finalsale}
      {...(priority !== undefined ? { priority } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
