import { Link } from '@tanstack/react-router';
import type { ProductSummary } from '../../api/product-queries';
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
      price={product.pricing.price}
      originalPrice={product.pricing.originalprice}
      monthlyPrice={product.monthlyprice}
      monthlyOption={product.monthlyoption}
      finalSale={product.finalsale}
      {...(priority !== undefined ? { priority } : {})}
      {...(headingLevel ? { headingLevel } : {})}
    />
  );
}
