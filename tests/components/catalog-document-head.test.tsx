import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { documentHeadHtml, useDocumentHead } from '../../src/ui/document-head';
import type { DocumentHead } from '../../src/ui/document-head';

function Page({ head }: { head: DocumentHead }) {
  useDocumentHead(head);
  return <p>page</p>;
}

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content;

describe('useDocumentHead', () => {
  afterEach(() => {
    document.head.querySelectorAll('meta[name="description"]').forEach((node) => node.remove());
  });

  it('sets title, description, Open Graph, canonical and JSON-LD, and restores them after', () => {
    document.title = 'Pivot Furniture';
    const description = document.createElement('meta');
    description.name = 'description';
    description.content = 'The site.';
    document.head.append(description);

    const view = render(
      <Page
        head={{
          title: 'Bedford Sofa | Pivot Furniture',
          description: 'A sofa for condos.',
          canonical: 'https://pivot.example/productdetail/bedford',
          openGraph: { type: 'product', title: 'Bedford Sofa', image: null },
          jsonLd: { '@type': 'Product', name: 'Bedford </script> Sofa' },
        }}
      />,
    );
    expect(document.title).toBe('Bedford Sofa | Pivot Furniture');
    expect(meta('name="description"')).toBe('A sofa for condos.');
    expect(meta('property="og:type"')).toBe('product');
    expect(meta('property="og:title"')).toBe('Bedford Sofa');
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://pivot.example/productdetail/bedford',
    );
    const script = document.head.querySelector('script[type="application/ld+json"]');
    // A name can never close the script element early.
    expect(script?.textContent).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({
      '@type': 'Product',
      name: 'Bedford </script> Sofa',
    });

    view.unmount();
    expect(document.title).toBe('Pivot Furniture');
    expect(meta('name="description"')).toBe('The site.');
    expect(document.head.querySelector('meta[property="og:type"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('follows a change of page without leaving the old tags behind', () => {
    const view = render(<Page head={{ title: 'One', openGraph: { title: 'One' } }} />);
    view.rerender(<Page head={{ title: 'Two', openGraph: { title: 'Two' } }} />);
    expect(document.title).toBe('Two');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(meta('property="og:title"')).toBe('Two');
    view.unmount();
  });

  it('writes root-relative addresses absolute from the site address the page names (decision 162)', () => {
    const site = document.createElement('meta');
    site.name = 'site-url';
    site.content = 'https://shop.example.ca';
    document.head.append(site);
    const head: DocumentHead = {
      title: 'Sofas | Pivot Furniture',
      canonical: '/category/living-room/sofas',
      openGraph: { url: '/category/living-room/sofas', image: '/images/c/sofas-1080.webp' },
      jsonLd: [{ '@type': 'CollectionPage' }, { '@type': 'BreadcrumbList' }],
    };
    const view = render(<Page head={head} />);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toBe(
      'https://shop.example.ca/category/living-room/sofas',
    );
    expect(meta('property="og:url"')).toBe('https://shop.example.ca/category/living-room/sofas');
    expect(meta('property="og:image"')).toBe('https://shop.example.ca/images/c/sofas-1080.webp');
    // An array of documents is one script each, in order.
    const scripts = [...document.head.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts.map((script) => JSON.parse(script.textContent ?? '')['@type'])).toEqual([
      'CollectionPage',
      'BreadcrumbList',
    ]);
    const html = documentHeadHtml(head);
    expect(html).toContain('href="https://shop.example.ca/category/living-room/sofas"');
    expect(html.match(/application\/ld\+json/g)).toHaveLength(2);
    view.unmount();
    site.remove();
  });
});
