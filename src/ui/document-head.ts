import { useEffect } from 'react';
import { useServerHead } from './server-head';
import type { DocumentHead } from './server-head';
import { LANGUAGE_TAGS, getLocale, pathInLocale, pathWithoutLocale } from '../i18n/locale';
import { absoluteUrl } from './site-url';

export type { DocumentHead } from './server-head';

type Restore = () => void;

function setMeta(attribute: 'name' | 'property', key: string, content: string): Restore {
  const selector = `meta[${attribute}="${CSS.escape(key)}"]`;
  const existing = document.head.querySelector<HTMLMetaElement>(selector);
  if (existing) {
    const previous = existing.content;
    existing.content = content;
    return () => {
      existing.content = previous;
    };
  }
  const meta = document.createElement('meta');
  meta.setAttribute(attribute, key);
  meta.content = content;
  document.head.append(meta);
  return () => meta.remove();
}

function addElement(element: HTMLElement): Restore {
  document.head.append(element);
  return () => element.remove();
}

/** Elements the server wrote into the page's head; the first head applied here replaces them. */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

function removeServerHead(): void {
  document.head
    .querySelectorAll(`[${SERVER_HEAD_ATTRIBUTE}]`)
    .forEach((element) => element.remove());
}

/** Open Graph properties whose values are addresses, written absolute. */
const OPEN_GRAPH_URLS = new Set(['url', 'image', 'image:url', 'image:secure_url']);

/** A page's address in each language, with `x-default` the English one (decision 178). */
export type LanguageAlternates = { hreflang: string; href: string }[];

/**
 * The canonical address of the page in the language being shown, and its alternates: the same
 * page in English (also `x-default`) and in French. `canonical` may name either language.
 */
export function localizedCanonical(canonical: string): {
  canonical: string;
  alternates: LanguageAlternates;
} {
  const url = new URL(absoluteUrl(canonical));
  const bare = pathWithoutLocale(`${url.pathname}${url.search}`);
  const english = `${url.origin}${bare}`;
  const french = `${url.origin}${pathInLocale(bare, 'fr')}`;
  return {
    canonical: getLocale() === 'fr' ? french : english,
    alternates: [
      { hreflang: LANGUAGE_TAGS.en, href: english },
      { hreflang: LANGUAGE_TAGS.fr, href: french },
      { hreflang: 'x-default', href: english },
    ],
  };
}

/** The head with its canonical and Open Graph addresses absolute from the site's address. */
function withAbsoluteUrls(head: DocumentHead): DocumentHead {
  return {
    ...head,
    canonical: head.canonical ? localizedCanonical(head.canonical).canonical : head.canonical,
    openGraph: head.openGraph
      ? Object.fromEntries(
          Object.entries(head.openGraph).map(([key, value]) => [
            key,
            value && OPEN_GRAPH_URLS.has(key) ? absoluteUrl(value) : value,
          ]),
        )
      : head.openGraph,
  };
}

/** The head's structured data as documents, one script each. */
function jsonLdDocuments(jsonLd: unknown): unknown[] {
  if (jsonLd === undefined || jsonLd === null) return [];
  return Array.isArray(jsonLd) ? jsonLd : [jsonLd];
}

/** Applies a head to the document and returns how to put the previous one back. */
export function applyDocumentHead(given: DocumentHead): Restore {
  const head = withAbsoluteUrls(given);
  removeServerHead();
  const restores: Restore[] = [];
  const previousTitle = document.title;
  document.title = head.title;
  restores.push(() => {
    document.title = previousTitle;
  });
  if (head.description) restores.push(setMeta('name', 'description', head.description));
  for (const [key, value] of Object.entries(head.openGraph ?? {})) {
    if (value) restores.push(setMeta('property', `og:${key}`, value));
  }
  if (head.canonical) {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = head.canonical;
    restores.push(addElement(link));
    for (const alternate of localizedCanonical(head.canonical).alternates) {
      const other = document.createElement('link');
      other.rel = 'alternate';
      other.hreflang = alternate.hreflang;
      other.href = alternate.href;
      restores.push(addElement(other));
    }
  }
  for (const data of jsonLdDocuments(head.jsonLd)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` escaped so a product name can never close the script element.
    script.textContent = JSON.stringify(data).replace(/</g, '\\u003c');
    restores.push(addElement(script));
  }
  return () => restores.reverse().forEach((restore) => restore());
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A head as HTML for the server's page: title, description, canonical, Open Graph, JSON-LD. */
export function documentHeadHtml(given: DocumentHead): string {
  const head = withAbsoluteUrls(given);
  const mark = SERVER_HEAD_ATTRIBUTE;
  const parts = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description)
    parts.push(`<meta ${mark} name="description" content="${escapeHtml(head.description)}">`);
  for (const [key, value] of Object.entries(head.openGraph ?? {})) {
    if (value)
      parts.push(`<meta ${mark} property="og:${escapeHtml(key)}" content="${escapeHtml(value)}">`);
  }
  if (head.canonical) {
    parts.push(`<link ${mark} rel="canonical" href="${escapeHtml(head.canonical)}">`);
    for (const alternate of localizedCanonical(head.canonical).alternates) {
      parts.push(
        `<link ${mark} rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}">`,
      );
    }
  }
  for (const data of jsonLdDocuments(head.jsonLd)) {
    const json = JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/>/g, '\\u003e')
      .replace(/&/g, '\\u0026');
    parts.push(`<script ${mark} type="application/ld+json">${json}</script>`);
  }
  return parts.join('');
}

/**
 * Sets the title, meta description, canonical link, Open Graph tags and JSON-LD while the
 * calling component is shown, and restores the previous ones when it goes.
 */
export function useDocumentHead(head: DocumentHead): void {
  const key = JSON.stringify(head);
  useServerHead(JSON.parse(key) as DocumentHead);
  useEffect(() => applyDocumentHead(JSON.parse(key) as DocumentHead), [key]);
}
