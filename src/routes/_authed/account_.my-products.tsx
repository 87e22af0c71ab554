import { createFileRoute, Link } from '@tanstack/react-router';
import { MyProductsPage } from '../../features/account/my-products-page';
import type { ProductActions } from '../../features/account/my-products-page';
import { Button } from '../../ui/button';
import { m } from '../../i18n/paraglide/messages.js';
import { documentTitle } from '../../lib/document-title';

/**
 * The flows a held piece can start, each shown only where it applies: return for subscribed and
 * rented pieces with the customer (financed and bought ones are theirs), buy out where the
 * buyout flow would take it, swap for subscribed and rented pieces with the customer, move for
 * every delivered piece on a plan, review once it has been delivered.
 */
const actions: ProductActions = (product, address) => {
  const returnable =
    product.subscription_status === 'DELIVERED' &&
    (product.kind === 'SUBSCRIPTION' || product.kind === 'RENT');
  return (
    <>
      {returnable ? (
        <Button asChild variant="secondary" size="sm">
          <Link to="/returncenter/select">Return it</Link>
        </Button>
      ) : null}
      {returnable ? (
        <Button asChild variant="secondary" size="sm">
          <Link
            to="/swapproducts/{-$step}/{-$addressId}"
            params={{ step: 'replacement', addressId: address?.id }}
            search={{ item: product.id }}
          >
            Swap it
          </Link>
        </Button>
      ) : null}
      {product.subscription_status === 'DELIVERED' ? (
        <Button asChild variant="secondary" size="sm">
          <Link to="/moveproducts" search={{ step: 'address', items: product.id }}>
            Move it
          </Link>
        </Button>
      ) : null}
      {product.subscription_status !== 'PENDING_DELIVERY' &&
      product.subscription_status !== 'CANCELLED' ? (
        <Button asChild variant="text" size="sm">
          <Link
            to="/account/product-review/$membershipProductId"
            params={{ membershipProductId: product.id }}
          >
            Review it
          </Link>
        </Button>
      ) : null}
      {product.buyoutPrice !== null ? (
        <Button asChild variant="secondary" size="sm">
          <Link to="/buyout" search={{ items: product.id }}>
            Buy it out
          </Link>
        </Button>
      ) : null}
    </>
  );
};

export const Route = createFileRoute('/_authed/account_/my-products')({
  validateSearch: () => ({}),
  component: () => <MyProductsPage actions={actions} />,
  head: () => ({ meta: [{ title: documentTitle(m.routes_my_products()) }] }),
});
