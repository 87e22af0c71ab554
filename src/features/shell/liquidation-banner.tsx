import { Link } from '@tanstack/react-router';
import { NoticeBanner } from '../../ui/notice-banner';
import { useSaleCartConversion } from '../../lib/store-mode';
import { m } from '../../i18n/paraglide/messages.js';

/** The final liquidation sale announcement (liquidation mode: the `liquidation-sale` flag). */
export function LiquidationBanner() {
  // On every page of the sale: monthly lines left in the cart become sale purchases.
  useSaleCartConversion();
  return (
    <NoticeBanner data-testid="liquidation-banner">
      <strong>{m.shell_liquidation_title()}</strong> {m.shell_liquidation_pickup()}{' '}
      <Link to="/liquidation-sale-policy">{m.shell_liquidation_policy_link()}</Link>
    </NoticeBanner>
  );
}
