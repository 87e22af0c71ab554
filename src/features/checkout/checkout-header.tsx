import { Link, useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { savePreferredLanguage } from '../../api/profile-queries';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  getLocale,
  pathInLocale,
} from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { CheckoutHeaderBar } from '../../ui/checkout-layout';
import { brandLogo } from '../../ui/header-bar';
import { Cluster } from '../../ui/layout';
import { Link as TextLink } from '../../ui/link';
import { ChevronLeftIcon } from '../../ui/shell-icons';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** How long the switch waits for the profile to take the choice before it loads the page. */
const SAVE_WAIT_MS = 1500;

/**
 * The same checkout in the other language (decision 178; the site's header with its own switch
 * is hidden here). Before the page loads anew, `onLeave` keeps the steps' choices so far.
 */
function CheckoutLanguageSwitch({ onLeave }: { onLeave?: (() => void) | undefined }) {
  const target = getLocale() === 'fr' ? 'en' : 'fr';
  const href = pathInLocale(useRouterState({ select: (state) => state.location.href }), target);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    document.cookie = `${LANGUAGE_COOKIE}=${target}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onLeave?.();
    // Checkout is signed in: the profile keeps the choice too, waited for a moment at most.
    event.preventDefault();
    const saved = savePreferredLanguage(target).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saved, waited]).then(() => globalThis.location.assign(href));
  };
  return (
    <TextLink
      href={href}
      hrefLang={LANGUAGE_TAGS[target]}
      lang={LANGUAGE_TAGS[target]}
      variant="standalone"
      data-testid="checkout-language-switch"
      onClick={onClick}
    >
      <span aria-hidden="true">{m.checkout_language_code()}</span>
      <VisuallyHidden>{m.checkout_language_switch()}</VisuallyHidden>
    </TextLink>
  );
}

/**
 * The checkout's own header (the site's header and footer are hidden here): the logo, home to
 * the store, the way back to the cart and the other language.
 */
export function CheckoutHeader({ onLanguageSwitch }: { onLanguageSwitch?: () => void }) {
  return (
    <CheckoutHeaderBar>
      <Link to="/" className={brandLogo()} aria-label={m.checkout_home_label()}>
        {m.checkout_brand()}
      </Link>
      <Cluster gap={3}>
        <TextLink asChild variant="standalone">
          <Link to="/cart">
            <ChevronLeftIcon size={20} />
            {m.checkout_back_to_cart()}
          </Link>
        </TextLink>
        <CheckoutLanguageSwitch onLeave={onLanguageSwitch} />
      </Cluster>
    </CheckoutHeaderBar>
  );
}
