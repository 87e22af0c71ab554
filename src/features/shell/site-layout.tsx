import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { BackLinkRow } from '../../ui/header-bar';
import { Link as TextLink } from '../../ui/link';
import { ChevronLeftIcon } from '../../ui/shell-icons';
import { MainRegion, SkipLink } from '../../ui/site-frame';
import { CartPopup, cartPopupPanel } from './cart-popup';
import { preloadWhenIdle } from './lazy-shell-part';
import { locationChooser } from './location-launcher';
import { mobileMenu } from './mobile-menu-launcher';
import { promoBarLive } from './promo-bar';
import { searchPopover } from './search-launcher';
import { accountBackLink, isChromeHidden } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The page frame: header and footer (except on the bare paths), back link, main content. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const chromeHidden = isChromeHidden(pathname);
  const backLink = accountBackLink(pathname);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (chromeHidden) return;
    return preloadWhenIdle(
      promoBarLive.preload,
      searchPopover.preload,
      mobileMenu.preload,
      locationChooser.preload,
      cartPopupPanel.preload,
    );
  }, [chromeHidden]);

  // After a client-side navigation, start assistive technology at the new page's content.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    if (!main.current?.contains(document.activeElement))
      main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      {chromeHidden ? null : <SkipLink href="#main">Skip to content</SkipLink>}
      {chromeHidden ? null : <SiteHeader pathname={pathname} />}
      {backLink ? (
        // A landmark, so axe's "all content in landmarks" holds on account pages.
        <BackLinkRow as="nav" aria-label="Back">
          <TextLink asChild variant="standalone">
            <Link to={backLink.to}>
              <ChevronLeftIcon size={20} />
              {backLink.label}
            </Link>
          </TextLink>
        </BackLinkRow>
      ) : null}
      <MainRegion id="main" ref={main} tabIndex={-1}>
        {children}
      </MainRegion>
      {chromeHidden ? null : <SiteFooter />}
      <CartPopup />
    </>
  );
}
