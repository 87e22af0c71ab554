import { Link } from '@tanstack/react-router';
import { NoticeBanner } from '../../ui/notice-banner';

/** The final liquidation sale announcement (liquidation mode: the `liquidation-sale` flag). */
export function LiquidationBanner() {
  return (
    <NoticeBanner data-testid="liquidation-banner">
      <strong>Final liquidation sale: 85% off everything.</strong> Pickup only, from our warehouse
      in Mississauga, Ontario. <Link to="/liquidation-sale-policy">Read the sale policy</Link>
    </NoticeBanner>
  );
}
