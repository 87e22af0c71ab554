// Lighthouse (mobile preset) on the built app served as `npm start` serves it: home, a category
// and a product page. Prints score, LCP, CLS, TBT and the JavaScript each page downloads.
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildServer } from '../server/app';
import { loadConfig } from '../server/config';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageResult {
  name: string;
  url: string;
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
}

async function audit(url: string, port: number): Promise<Omit<PageResult, 'name' | 'url'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    scriptKb: scriptBytes / 1024,
  };
}

export async function benchLighthouse(): Promise<void> {
  const app = await buildServer({
    ...loadConfig({
      NODE_ENV: 'production',
      DIST_DIR: path.resolve('dist'),
      DATA_DIR: '.bench-data/site',
    }),
    logLevel: 'silent',
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async <T>(query: string): Promise<T> => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const { getCategories } = await post<{
    getCategories: { categories: { slug: string; parentid: string | null; id: string }[] };
  }>('{ getCategories { categories { id slug parentid } } }');
  const top = getCategories.categories.find((category) => category.parentid === null)!;
  const sub = getCategories.categories.find((category) => category.parentid === top.id)!;
  const { productList } = await post<{ productList: { products: { slug: string }[] } }>(
    '{ productList(limit: 1) { products { slug } } }',
  );
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'category', url: `${base}/category/${top.slug}/${sub.slug}` },
    { name: 'product', url: `${base}/productdetail/${productList.products[0]!.slug}` },
  ];
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: PageResult[] = [];
  try {
    for (const page of pages) {
      // A first visit warms the server's caches, as a running store's would be.
      await fetch(page.url);
      results.push({ ...page, ...(await audit(page.url, chrome.port)) });
    }
  } finally {
    await chrome.kill();
    await app.close();
  }
  console.log('\nLighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), built app');
  console.log('page       score   LCP (s)   CLS     TBT (ms)   JS downloaded (kB, compressed)');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(10)} ${String(r.score).padStart(5)}   ${(r.lcpMs / 1000).toFixed(2).padStart(7)}   ${r.cls.toFixed(3)}   ${Math.round(r.tbtMs).toString().padStart(8)}   ${r.scriptKb.toFixed(1).padStart(8)}`,
    );
  }
  console.log('targets: score >= 95, LCP <= 2.0 s, CLS < 0.05, TBT < 150 ms, home JS <= 150 kB');
}
