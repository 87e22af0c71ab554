import { Link } from '@tanstack/react-router';
import { styled } from '../../styles/stitches.config';
import { brandLogo } from '../../ui/header-bar';
import { Link as TextLink } from '../../ui/link';
import { ChevronLeftIcon } from '../../ui/shell-icons';

const Bar = styled('header', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$4',
  maxWidth: 1100,
  margin: '0 auto',
  padding: '$2 $4',
  borderBottom: '1px solid $border',
  '@md': { padding: '$3 $6' },
});

/**
 * The checkout's own header (the site's header and footer are hidden here): the logo, home to
 * the store, and the way back to the cart.
 */
export function CheckoutHeader() {
  return (
    <Bar>
      <Link to="/" className={brandLogo()} aria-label="Pivot Furniture home">
        Pivot
      </Link>
      <TextLink asChild variant="standalone">
        <Link to="/cart">
          <ChevronLeftIcon size={20} />
          Back to cart
        </Link>
      </TextLink>
    </Bar>
  );
}
