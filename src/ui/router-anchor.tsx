import { useRouter } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, FocusEvent, MouseEvent } from 'react';
import { getLocale, pathInLocale } from '../i18n/locale';

export type RouterAnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the app, e.g. `/category/living-room/sofas`. */
  to: string;
};

/** A click the page should handle itself: the main button, no modifier key, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!event.currentTarget.target || event.currentTarget.target === '_self')
  );
}

/**
 * A link for long lists of links (the category menu's panels, the footer, product cards): a plain
 * anchor the router follows on a plain click and preloads on hover or focus, as the router's
 * `<Link>` with `intent` preloading does. Each router `<Link>` subscribes to the router's state
 * and builds its location when it renders; on a server-drawn page the menu's, footer's and
 * cards' links did that work during hydration, most of them hidden or far below the fold. A list
 * that marks the current page sets `aria-current` itself, from the location it reads once.
 */
export function RouterAnchor({ to, onClick, onMouseEnter, onFocus, ...props }: RouterAnchorProps) {
  const router = useRouter();
  const preload = () => {
    // A path the app has, written out (not a route id with its params): the router matches it.
    const options = { to } as unknown as Parameters<typeof router.preloadRoute>[0];
    router.preloadRoute(options).catch(() => undefined);
  };
  return (
    <a
      {...props}
      // Written in the page's language (`/fr/...` in French); the router reads it without.
      href={pathInLocale(to, getLocale())}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: to });
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        onMouseEnter?.(event);
        preload();
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event);
        preload();
      }}
    />
  );
}
