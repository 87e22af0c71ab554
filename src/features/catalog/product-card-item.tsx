import type { ProductSummary } from '../../api/product-queries';
import { priceDisplay } from '../../lib/money-format';
import { fromPriceDisplay } from './from-price';
import { ProductCard } from '../../ui/product-card';
import { RouterAnchor } from '../../ui/router-anchor';

export type ProductCardItemProps = {
  product: Pick<
    ProductSummary,
    | 'slug'
    | 'name'
    | 'manufacturer'
    | 'imageurl'
    | 'imagecaption'
    | 'finalsale'
    | 'fromprice'
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
        // A plain anchor the router follows: a listing has a card per product (src/ui/router-anchor).
        <RouterAnchor to={`/productdetail/${encodeURIComponent(product.slug)}`}>
          {product.name}
        </RouterAnchor>
      }
      image={product.imageurl}
      imageAlt={product.imagecaption ?? product.name}
      maker={product.manufacturer}
      price={priceDisplay(
        { amount: product.pricing.price, originalAmount: product.pricing.originalprice },
        'ownv3',
      )}
      monthlyPrice={fromPriceDisplay(product.fromprice)}
      finalSale={product.finalsale}
      {...(priority !== undefined ? { priority } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
