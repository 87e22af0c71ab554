import type { QueryClient } from '@tanstack/react-query';
import { customerProfileQuery } from '../api/profile-queries';
import type { CustomerProfile } from '../api/profile-queries';
import { rememberLanguage } from '../features/shell/language-switch';
import { getLocale, pathInLocale } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { readStoredSession, writeStoredSession } from '../lib/session-store';
import type { AppAuth } from './auth-session';

/** The language a customer chose on their profile, or null when they chose none. */
export function profileLocale(profile: Pick<CustomerProfile, 'preferredLanguage'>): Locale | null {
  if (profile.preferredLanguage === 'FR') return 'fr';
  if (profile.preferredLanguage === 'EN') return 'en';
  return null;
}

/**
 * A customer who signs in on this browser gets the language they chose on their profile
 * (decision 178), wherever they chose it: this browser remembers it, and a page in the other
 * language is loaded again in theirs (same address, same query).
 */
function followPreferredLanguage(locale: Locale | null): void {
  if (!locale) return;
  rememberLanguage(locale);
  if (locale === getLocale()) return;
  const { pathname, search, hash } = globalThis.location;
  globalThis.location.replace(`${pathInLocale(`${pathname}${search}`, locale)}${hash}`);
}

/**
 * Spec section 7: after sign-in the app asks for the customer's profile (email, first and last
 * name), so the header can greet them by first name. Asked once per customer per page; a page
 * whose stored session already knows the first name asks nothing, unless the customer has just
 * signed in here: then the profile's language is followed too.
 */
export function refetchProfileAfterSignIn(queryClient: QueryClient, auth: AppAuth): () => void {
  let askedFor: string | null = null;
  let sawSignedOut = false;
  const check = () => {
    const snapshot = auth.actor.getSnapshot();
    const session = snapshot.matches('signedIn') ? snapshot.context.session : null;
    if (!session) {
      askedFor = null;
      if (snapshot.matches('signedOut')) sawSignedOut = true;
      return;
    }
    if (askedFor === session.userId) return;
    askedFor = session.userId;
    const justSignedIn = sawSignedOut;
    sawSignedOut = false;
    if (!justSignedIn && readStoredSession()?.defaultProfile?.firstname) return;
    void queryClient
      .fetchQuery(customerProfileQuery(session.userId))
      .then((profile) => {
        const stored = readStoredSession();
        if (!stored || stored.userId !== profile.id) return;
        writeStoredSession({
          ...stored,
          defaultProfile: {
            email: profile.email,
            firstname: profile.firstname,
            lastname: profile.lastname,
          },
        });
        if (justSignedIn) followPreferredLanguage(profileLocale(profile));
      })
      // The greeting waits for the next sign-in; nothing else depends on it.
      .catch(() => undefined);
  };
  const subscription = auth.actor.subscribe(check);
  check();
  return () => subscription.unsubscribe();
}
