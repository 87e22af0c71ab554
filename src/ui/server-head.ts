import { createContext, createElement, useContext } from 'react';
import type { ReactNode } from 'react';

/** What a page says about itself to browsers, search engines and link previews. */
export type DocumentHead = {
  title: string;
  description?: string | null;
  /**
   * The page's canonical address: absolute, or root-relative and then written absolute from the
   * site's address (./site-url).
   */
  canonical?: string | null;
  /**
   * Open Graph properties without the `og:` prefix: type, title, description, image, url. A
   * root-relative `url` or `image` is written absolute from the site's address.
   */
  openGraph?: Readonly<Record<string, string | null | undefined>>;
  /**
   * Structured data, written as one `application/ld+json` script; an array of documents (a
   * Product and its BreadcrumbList) as one script each, in order.
   */
  jsonLd?: unknown;
  /**
   * The HTTP status a server-drawn page answers with when it is not the route's own (404: a
   * page that says the thing asked for is not here). The browser ignores it.
   */
  status?: 404;
};

/** The heads a server render asked for (src/entry-server.tsx writes the last one). */
export type HeadCollector = DocumentHead[];

const HeadCollectorContext = createContext<HeadCollector | null>(null);

export function HeadCollectorProvider({
  collector,
  children,
}: {
  collector: HeadCollector;
  children: ReactNode;
}) {
  return createElement(HeadCollectorContext.Provider, { value: collector }, children);
}

/**
 * On the server, effects never run: a page's head is recorded during the render instead, for
 * the page's HTML (decision 123). In the browser this does nothing.
 */
export function useServerHead(head: DocumentHead | null): void {
  const collector = useContext(HeadCollectorContext);
  if (collector && head) collector.push(head);
}
