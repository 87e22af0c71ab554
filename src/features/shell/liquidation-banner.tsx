import { Link } from '@tanstack/react-router';
import { NoticeBanner } from '../../ui/notice-banner';
import { useSaleCartConversion } from '../../lib/store-mode';

/** The final liquidation sale announcement (liquidation mode: the `liquidation-sale` flag). */
export function LiquidationBanner() {
  // On every page of the sale: monthly lines left in the cart become sale purchases.
  useSaleCartConversion();
  return (
    <NoticeBanner data-testid="liquidation-banner">
      <strong>Final liquidation sale: 85% off everything.</strong> Pickup only, from our warehouse
      in Mississauga, Ontario. <Link to="/liquidation-sale-policy">Read the sale policy</Link>
    </NoticeBanner>
  );
}
