import { Link } from '@tanstack/react-router';
import {
  brandLogo,
  headerAction,
  HeaderActions,
  HeaderBand,
  HeaderMainRow,
  HeaderMenuSlot,
  HeaderNavSlot,
} from '../../ui/header-bar';
import { m } from '../../i18n/paraglide/messages.js';
import { AccountLink } from './account-link';
import { CartLink } from './cart-link';
import { CategoryMenu } from './category-menu';
import { LanguageSwitch } from './language-switch';
import { LiquidationBanner } from './liquidation-banner';
import { LocationLauncher } from './location-launcher';
import { MobileMenuLauncher } from './mobile-menu-launcher';
import { PromoBar } from './promo-bar';
import { QuickLinks } from './quick-links';
import { SearchLauncher } from './search-launcher';
import { useBillingAlert, useCategoryMenu, useLiquidationSale } from './use-shell-data';

/**
 * The site header: promo bar, liquidation banner (liquidation mode), then logo, categories (960 px and up)
 * or the menu button (below), location, search, account and cart, then the quick links.
 */
export function SiteHeader({ pathname }: { pathname: string }) {
  const menu = useCategoryMenu();
  const liquidation = useLiquidationSale();
  const delinquent = useBillingAlert();
  return (
    <HeaderBand>
      <PromoBar delinquent={delinquent} liquidation={liquidation} />
      {liquidation ? <LiquidationBanner /> : null}
      <HeaderMainRow>
        <HeaderMenuSlot>
          <MobileMenuLauncher />
        </HeaderMenuSlot>
        <Link to="/" className={brandLogo()} aria-label={m.shell_header_home()}>
          {m.shell_brand()}
        </Link>
        <HeaderNavSlot>
          <CategoryMenu menu={menu} saleBadge={liquidation} />
        </HeaderNavSlot>
        <HeaderActions>
          <LanguageSwitch className={headerAction()} compact />
          <LocationLauncher />
          <SearchLauncher />
          <AccountLink />
          <CartLink pathname={pathname} />
        </HeaderActions>
      </HeaderMainRow>
      <QuickLinks />
    </HeaderBand>
  );
}
