import { useEffect } from 'react';

/** What a page says about itself to browsers, search engines and link previews. */
export type DocumentHead = {
  title: string;
  description?: string | null;
  /** Absolute or root-relative URL of the page's canonical address. */
  canonical?: string | null;
  /** Open Graph properties without the `og:` prefix: type, title, description, image, url. */
  openGraph?: Readonly<Record<string, string | null | undefined>>;
  /** Structured data, written as one `application/ld+json` script. */
  jsonLd?: unknown;
};

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

/** Applies a head to the document and returns how to put the previous one back. */
export function applyDocumentHead(head: DocumentHead): Restore {
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
  }
  if (head.jsonLd !== undefined && head.jsonLd !== null) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    // `<` escaped so a product name can never close the script element.
    script.textContent = JSON.stringify(head.jsonLd).replace(/</g, '\\u003c');
    restores.push(addElement(script));
  }
  return () => restores.reverse().forEach((restore) => restore());
}

/**
 * Sets the title, meta description, canonical link, Open Graph tags and JSON-LD while the
 * calling component is shown, and restores the previous ones when it goes.
 */
export function useDocumentHead(head: DocumentHead): void {
  const key = JSON.stringify(head);
  useEffect(() => applyDocumentHead(JSON.parse(key) as DocumentHead), [key]);
}
