import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { BackLinkRow } from '../../ui/header-bar';
import { Link as TextLink } from '../../ui/link';
import { ChevronLeftIcon } from '../../ui/shell-icons';
import { MainRegion, SkipLink } from '../../ui/site-frame';
import { CartPopup, cartPopupPanel } from './cart-popup';
import { preloadWhenEngaged } from './lazy-shell-part';
import { promoBarLive } from './promo-bar';
import { searchPopover } from './search-launcher';
import { ShellSnackbars, snackbarRegion } from './shell-snackbars';
import { accountBackLink, isChromeHidden } from './site-chrome';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { m } from '../../i18n/paraglide/messages.js';

/** The page frame: header and footer (except on the bare paths), back link, main content. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const chromeHidden = isChromeHidden(pathname);
  const backLink = accountBackLink(pathname);
  const main = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (chromeHidden) return;
    // What a key press or an add to the cart opens at once: the search (`/`, spec section 9's
    // 140 ms) and the cart pop-up, with the rotating promo bar: loaded at the visitor's first
    // action, so a first visit that only looks downloads none of it (decision 142). The menu
    // and the location chooser load when a pointer comes near their buttons. The snackbars'
    // region comes with them: every confirmation follows an action (decision 158).
    return preloadWhenEngaged(
      promoBarLive.preload,
      searchPopover.preload,
      cartPopupPanel.preload,
      snackbarRegion.preload,
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
    <ShellSnackbars>
      {chromeHidden ? null : <SkipLink href="#main">{m.shell_skip_to_content()}</SkipLink>}
      {chromeHidden ? null : <SiteHeader pathname={pathname} />}
      {backLink ? (
        // A landmark, so axe's "all content in landmarks" holds on account pages.
        <BackLinkRow as="nav" aria-label={m.shell_back()}>
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
    </ShellSnackbars>
  );
}
