import { useRouterState } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { savePreferredLanguage } from '../../api/profile-queries';
import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_TAGS,
  getLocale,
  pathInLocale,
} from '../../i18n/locale';
import type { Locale } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { useSignedIn } from '../../lib/session-store';
import { VisuallyHidden } from '../../ui/visually-hidden';

/** The language a switch offers: the other one. */
function otherLocale(locale: Locale): Locale {
  return locale === 'fr' ? 'en' : 'fr';
}

/** Remembers the choice for the server, which sends later visits of English addresses there. */
export function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** How long the switch waits for the profile to take the choice before it loads the page. */
const SAVE_WAIT_MS = 1500;

/** The address of the page being shown in the other language (same path, same query). */
function useOtherLanguageHref(target: Locale): string {
  const href = useRouterState({ select: (state) => state.location.href });
  return pathInLocale(href, target);
}

/**
 * The link to the same page in the other language (decision 178), in the header, the footer and
 * the mobile menu. It loads the page anew in that language: the cart and the step of a flow are
 * in the browser's storage and the address, so they stay. `compact` draws the language's two
 * letters (the header), the accessible name is always the language's own name.
 */
export function LanguageSwitch({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const target = otherLocale(getLocale());
  const href = useOtherLanguageHref(target);
  const name = m.shell_language_switch_label();
  const signedIn = useSignedIn();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    rememberLanguage(target);
    if (!signedIn || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // Signed in: the profile keeps the choice too (mail and texts follow it). The page waits a
    // moment for it, never longer: the cookie already holds the choice for this browser.
    event.preventDefault();
    const saved = savePreferredLanguage(target).catch(() => undefined);
    const waited = new Promise((resolve) => setTimeout(resolve, SAVE_WAIT_MS));
    void Promise.race([saved, waited]).then(() => globalThis.location.assign(href));
  };
  return (
    <a
      href={href}
      hrefLang={LANGUAGE_TAGS[target]}
      lang={LANGUAGE_TAGS[target]}
      className={className}
      data-testid="language-switch"
      onClick={onClick}
    >
      {compact ? (
        <>
          <span aria-hidden="true">{target.toUpperCase()}</span>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      ) : (
        name
      )}
    </a>
  );
}
