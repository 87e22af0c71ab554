import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { readSocialFragment } from './social-fragment';
import type { SocialFragment } from './social-fragment';

/**
 * The fragment the auth service sent (`#token=…`), read once when the page opens; then taken
 * out of the address, so one-time codes do not linger in the history, a bookmark or a shared
 * screenshot.
 */
export function useSocialFragment(): SocialFragment {
  const router = useRouter();
  const [opened] = useState(() => {
    const { pathname, searchStr, hash } = router.state.location;
    return { href: `${pathname}${searchStr}`, pathname, hash };
  });
  const [fragment] = useState(() => readSocialFragment(opened.hash));
  useEffect(() => {
    // Only this page's own address: by now the page may have moved on to another one.
    const { pathname, hash } = router.state.location;
    if (!opened.hash || pathname !== opened.pathname || hash !== opened.hash) return;
    router.history.replace(opened.href, router.history.location.state);
  }, [opened, router]);
  return fragment;
}
