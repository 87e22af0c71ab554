/**
 * What search engines read first (decision 156): `/robots.txt`, and `/sitemap.xml` listing every
 * public page, category and product with its `lastmod`, in absolute addresses from SITE_URL. Past
 * 50,000 addresses (the sitemap protocol's limit for one file) `/sitemap.xml` is an index of
 * `/sitemaps/{n}.xml` files of 50,000 each.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SitemapCategory, SitemapProduct } from '../db/repositories/catalog-repository';

/** The sitemap protocol's most addresses in one file. */
export const SITEMAP_FILE_LIMIT = 50_000;

/** How long an answer is kept: the catalogue changes rarely, and the work is one query each. */
const SITEMAP_TTL_MS = 10 * 60_000;

/** Public pages with content of their own (sign-in, cart and account pages are not listed). */
export const PUBLIC_PAGES = [
  '/',
  '/our-approach',
  '/faq',
  '/contact',
  '/swatches',
  '/cover-kit',
  '/contract',
  '/privacy-policy',
  '/terms-of-use',
] as const;

export interface SitemapSource {
  products(): Promise<SitemapProduct[]>;
  categories(): Promise<SitemapCategory[]>;
}

export interface SeoOptions {
  /** The site's public address (SITE_URL), without a trailing slash. */
  siteUrl: string;
  source: SitemapSource;
  /** When the site was built: the static pages' `lastmod`. */
  builtAt: Date;
}

export interface SitemapEntry {
  loc: string;
  lastmod: Date | null;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

const day = (date: Date) => date.toISOString().slice(0, 10);

/** Every address the sitemap lists, pages first, then categories, then products. */
export async function sitemapEntries(options: SeoOptions): Promise<SitemapEntry[]> {
  const base = options.siteUrl.replace(/\/+$/, '');
  const [categories, products] = await Promise.all([
    options.source.categories(),
    options.source.products(),
  ]);
  const newest = products.reduce<Date | null>(
    (latest, product) => (latest && latest >= product.updatedAt ? latest : product.updatedAt),
    null,
  );
  const entries: SitemapEntry[] = PUBLIC_PAGES.map((page) => ({
    loc: `${base}${page === '/' ? '/' : page}`,
    lastmod: page === '/' && newest && newest > options.builtAt ? newest : options.builtAt,
  }));
  const byId = new Map(categories.map((category) => [category.id, category]));
  for (const category of categories) {
    const chain = pathOf(category, byId);
    // A category under a hidden one is not reachable: it is left out.
    if (chain === null) continue;
    entries.push({ loc: `${base}/category/${chain.join('/')}`, lastmod: category.updatedAt });
  }
  for (const product of products) {
    entries.push({
      loc: `${base}/productdetail/${encodeURIComponent(product.slug)}`,
      lastmod: product.updatedAt,
    });
  }
  return entries;
}

/** The category's slugs from the top, or null when an ancestor is not listed (hidden). */
function pathOf(category: SitemapCategory, byId: Map<number, SitemapCategory>): string[] | null {
  const chain = [encodeURIComponent(category.slug)];
  let parentId = category.parentId;
  while (parentId !== null) {
    const parent = byId.get(parentId);
    if (!parent) return null;
    chain.unshift(encodeURIComponent(parent.slug));
    parentId = parent.parentId;
  }
  return chain;
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries
    .map(
      (entry) =>
        `<url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${day(entry.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: readonly SitemapEntry[][]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const items = files
    .map((file, index) => {
      const lastmod = file.reduce<Date | null>(
        (latest, entry) =>
          entry.lastmod && (!latest || entry.lastmod > latest) ? entry.lastmod : latest,
        null,
      );
      return `<sitemap><loc>${base}/sitemaps/${index + 1}.xml</loc>${lastmod ? `<lastmod>${day(lastmod)}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function robotsTxt(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    // Personal, transactional and machine pages have nothing to index.
    'Disallow: /account',
    'Disallow: /checkout',
    'Disallow: /cart',
    'Disallow: /graphql',
    'Disallow: /courier',
    'Disallow: /dev/',
    'Disallow: /login',
    'Disallow: /signup',
    'Disallow: /reset/',
    'Disallow: /tl/',
    'Disallow: /statecharts',
    'Disallow: /error-test/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** When the site was built: its index.html's time (now, when it cannot be read). */
export function siteBuiltAt(distDir: string): Date {
  try {
    return statSync(path.join(distDir, 'index.html')).mtime;
  } catch {
    return new Date();
  }
}

export async function seoPlugin(app: FastifyInstance, options: SeoOptions): Promise<void> {
  let kept: { at: number; files: Promise<SitemapEntry[][]> } | null = null;
  const files = () => {
    const now = Date.now();
    if (!kept || now - kept.at > SITEMAP_TTL_MS) {
      const answer = sitemapEntries(options).then((entries) => {
        const chunks: SitemapEntry[][] = [];
        for (let start = 0; start < entries.length; start += SITEMAP_FILE_LIMIT)
          chunks.push(entries.slice(start, start + SITEMAP_FILE_LIMIT));
        return chunks;
      });
      kept = { at: now, files: answer };
      // A failed answer is not kept.
      answer.catch(() => {
        if (kept?.files === answer) kept = null;
      });
    }
    return kept.files;
  };
  const xml = 'application/xml; charset=utf-8';

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(options.siteUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    const all = await files();
    const body = all.length <= 1 ? urlsetXml(all[0] ?? []) : sitemapIndexXml(options.siteUrl, all);
    return reply.type(xml).header('Cache-Control', 'public, max-age=600').send(body);
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(\d{1,6})\.xml$/.exec(request.params.file);
    const all = await files();
    const index = match ? Number(match[1]) - 1 : -1;
    const file = all.length > 1 ? all[index] : undefined;
    if (!file)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: 'Not Found', message: 'No such sitemap', code: 'NOT_FOUND' });
    return reply.type(xml).header('Cache-Control', 'public, max-age=600').send(urlsetXml(file));
  });
}
