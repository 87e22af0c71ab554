/**
 * The site's public address (SITE_URL, decision 162), from which canonical links, Open Graph
 * addresses and structured data are written absolute: on the server the address of the request
 * being drawn (set by src/entry-server.tsx), in the browser the one the server wrote into the
 * page (`<meta name="site-url">`), else the page's own origin.
 */
export const SITE_URL_META = 'site-url';

let serverSiteUrl: () => string | null = () => null;

export function setServerSiteUrlReader(reader: () => string | null): void {
  serverSiteUrl = reader;
}

/** The site's address without a trailing slash (`https://shop.example.ca`). */
export function siteUrl(): string {
  if (typeof document === 'undefined') return (serverSiteUrl() ?? '').replace(/\/+$/, '');
  const named = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META}"]`)?.content;
  return (named || globalThis.location?.origin || '').replace(/\/+$/, '');
}

/** A root-relative path (`/category/sofas`) as an absolute address; an absolute one as it is. */
export function absoluteUrl(pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl) || pathOrUrl.startsWith('//')) return pathOrUrl;
  return `${siteUrl()}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
