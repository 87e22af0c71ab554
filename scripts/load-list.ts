// A load generator for the product list, run as its own process against a running server
// (never inside it): random category pages, colour filters, tags and two-word searches, each
// request different so that no cache holds the answer, with /healthz of the same server
// measured in the same run as the reference.
//
//   tsx scripts/load-list.ts [http://127.0.0.1:3400] [kind ...]
//
// Kinds: healthz, category, colour, tag, search (all by default). LOAD_SECONDS (default 8)
// and LOAD_CONNECTIONS (default 50). Only 127.0.0.1 and localhost are ever targets.
import autocannon from 'autocannon';

const base = process.argv[2] ?? 'http://127.0.0.1:3400';
const host = new URL(base).hostname;
if (host !== '127.0.0.1' && host !== 'localhost') {
  process.stderr.write('Only 127.0.0.1 or localhost can be a target.\n');
  process.exit(2);
}
const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const kinds = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['healthz', 'category', 'colour', 'tag', 'search'];

const LIST = `query List($categoryId: ID, $search: String, $tags: [String!], $colors: [String!], $offset: Int) {
  productList(categoryId: $categoryId, search: $search, tags: $tags, colors: $colors, offset: $offset) {
    total products { id slug name imageurl color retailprice saleretailprice monthlyprice finalsale
      pricing { price originalprice purchaseoption } availability { available low high unit } } } }`;

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

interface Category {
  id: string;
  slug: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function main(): Promise<void> {
  const { getCategories } = await graphql<{ getCategories: { categories: Category[] } }>(
    '{ getCategories { categories { id slug } } }',
  );
  const categories = getCategories.categories;
  // Page counts per category, so a random page is a real one: asked for another city than the
  // one the load asks for, so that asking does not warm the server's caches for the load.
  const { getCities } = await graphql<{
    getCities: { id: string; visible: boolean; isDefault: boolean }[];
  }>('{ getCities { id visible isDefault } }');
  const otherCity = getCities.find((city) => city.visible && !city.isDefault)?.id ?? null;
  const pages = new Map<string, number>();
  for (const category of categories) {
    const { productList } = await graphql<{ productList: { total: number } }>(
      'query T($id: ID, $city: ID) { productList(categoryId: $id, cityId: $city, limit: 1) { total } }',
      { id: category.id, city: otherCity },
    );
    pages.set(category.id, Math.max(1, Math.min(Math.ceil(productList.total / 18), 556)));
  }
  const { productFilters } = await graphql<{ productFilters: { colors: { name: string }[] } }>(
    '{ productFilters { colors { name } } }',
  );
  const colours = productFilters.colors.map((colour) => colour.name);
  const { productList: sample } = await graphql<{
    productList: { products: { name: string }[] };
  }>(
    'query S($city: ID) { productList(cityId: $city, limit: 100, offset: 200) { products { name } } }',
    {
      city: otherCity,
    },
  );
  const words = [
    ...new Set(
      sample.products
        .flatMap((product) => product.name.toLowerCase().split(/[^a-zà-ÿ]+/))
        .filter((word) => word.length >= 3),
    ),
  ];
  const tags = [
    'sofas',
    'sectionals',
    'lounge-chairs',
    'loveseats',
    'coffee-tables',
    'end-tables',
    'dining-tables',
    'dining-chairs',
    'beds',
  ];

  const body = (kind: string): string => {
    const category = pick(categories);
    const offset = 18 * Math.floor(Math.random() * (pages.get(category.id) ?? 1));
    const variables =
      kind === 'category'
        ? { categoryId: category.id, offset }
        : kind === 'colour'
          ? { colors: [pick(colours)], offset: 18 * Math.floor(Math.random() * 50) }
          : kind === 'tag'
            ? { tags: [pick(tags)], offset: 18 * Math.floor(Math.random() * 250) }
            : {
                search: `${pick(words)} ${pick(words)}`,
                offset: 18 * Math.floor(Math.random() * 3),
              };
    return JSON.stringify({ query: LIST, variables });
  };

  process.stdout.write(
    `${connections} connections, ${seconds} s each, against ${base}; ${categories.length} categories, ${colours.length} colours, ${words.length} words\n`,
  );
  const results: {
    kind: string;
    rps: number;
    p50: number;
    p99: number;
    errors: number;
    done: number;
  }[] = [];
  for (const kind of kinds) {
    const result = await autocannon({
      url: kind === 'healthz' ? `${base}/healthz` : `${base}/graphql`,
      connections,
      duration: seconds,
      ...(kind === 'healthz'
        ? {}
        : {
            method: 'POST' as const,
            headers: { 'content-type': 'application/json' },
            requests: [{ setupRequest: (request: object) => ({ ...request, body: body(kind) }) }],
          }),
    });
    results.push({
      kind,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
      done: result.requests.total,
    });
  }
  const reference = results.find((result) => result.kind === 'healthz');
  for (const result of results) {
    const ratio = reference ? (result.rps / reference.rps).toFixed(3) : 'n/a';
    process.stdout.write(
      `${result.kind.padEnd(9)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(5)} ms  p99 ${String(result.p99).padStart(5)} ms  ÷ /healthz ${ratio}  answered ${result.done}  errors ${result.errors}\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
