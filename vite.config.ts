import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import * as operations from './contract/graphql.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

/** The browser's build, not the server's (`vite build --ssr src/entry-server.tsx`). */
function clientBuild(_config: unknown, env: { command: string; isSsrBuild?: boolean }): boolean {
  return env.command === 'build' && !env.isSsrBuild;
}

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'storefront:precompress',
    apply: clientBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const assetsDir = path.join(outDir, 'assets');
      for (const name of readdirSync(assetsDir)) {
        if (!/\.(js|css|svg|json)$/.test(name)) continue;
        const file = path.join(assetsDir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/** Where Lato is used: `breakpoints.md` (src/styles/stitches.config.ts) and up. */
const BRAND_FONT_MEDIA = '(min-width: 960px)';

/** Preloads the Lato weights the first screen uses (light headings, body, bold banner and
 * buttons), so text renders once in Lato, without a late swap that reflows the header. Only
 * from the `md` breakpoint up: narrower screens use the system's sans-serif (decision 144). */
function preloadFonts(): Plugin {
  return {
    name: 'storefront:preload-fonts',
    apply: clientBuild,
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) =>
          /lato-latin-(300|400|700)-normal-[^/]+\.woff2$/.test(file),
        );
        return fonts.map((file) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            media: BRAND_FONT_MEDIA,
            type: 'font/woff2',
            href: `/${file}`,
            crossorigin: '',
          },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * graphql-request imports the whole `graphql` package for its parser and printer; the app sends
 * operations as strings, so in the browser build that import resolves to src/api/graphql-lite.ts.
 */
function graphqlLite(): Plugin {
  const lite = path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    'src/api/graphql-lite.ts',
  );
  return {
    name: 'storefront:graphql-lite',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'graphql' || !importer) return null;
      return /[\\/]node_modules[\\/]graphql-request[\\/]/.test(importer) ? lite : null;
    },
  };
}

/**
 * A route file of src/routes as a URL pattern, by TanStack Router's file naming: `.` and `/`
 * separate segments, `$name` is a parameter, `{-$name}` an optional one, `_name` a layout
 * without a segment, `name_` leaves its parent's layout and `[x]` is `x` taken literally.
 */
export function routePattern(file: string): string | null {
  const last = file.split('/').pop() ?? '';
  // A layout route (`_authed.tsx`) draws no page of its own.
  if (last.startsWith('_')) return null;
  const segments = file
    .replace(/\.tsx?$/, '')
    .split(/[/.](?![^[]*\])/)
    .filter((segment) => segment !== 'index' && !segment.startsWith('_'));
  if (segments.some((segment) => segment === 'route' || segment === '')) return null;
  const parts = segments.map((segment) => {
    if (segment === '$') return '(?:/.*)?';
    const optional = /^\{-\$[\w]+\}$/.test(segment);
    if (optional) return '(?:/[^/]+)?';
    if (segment.startsWith('$')) return '/[^/]+';
    const literal = segment.replace(/_$/, '').replace(/\[([^\]]*)\]/g, '$1');
    return `/${literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  });
  return `^${parts.join('')}/?$`;
}

/**
 * Writes dist/.vite/boot.json for the site server: the text of the operations whose answers it
 * may put into index.html (server/site/boot-data.ts), and for each route the chunks its page
 * needs, so the first page's code is fetched beside the entry instead of after it.
 */
function bootManifest(operations: Record<string, unknown>): Plugin {
  return {
    name: 'storefront:boot-manifest',
    apply: clientBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item]] : [],
        ),
      );
      const closure = (start: string[], seen = new Set<string>()) => {
        for (const file of start) {
          if (seen.has(file)) continue;
          seen.add(file);
          closure(chunks.get(file)?.imports ?? [], seen);
        }
        return seen;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      // The entry, and the steps it imports (decision 146): every page runs them.
      const initial = closure(entry ? [entry.fileName, ...entry.dynamicImports] : []);
      const startFiles = [...initial].filter(
        (file) => file !== entry?.fileName && !(entry?.imports ?? []).includes(file),
      );
      const routesDir = path.resolve('src/routes');
      const routes = [...chunks.values()].flatMap((chunk) => {
        const id = chunk.facadeModuleId ?? '';
        if (!id.endsWith('?tsr-split=component')) return [];
        const file = path.relative(routesDir, id.replace(/\?.*$/, '')).split(path.sep).join('/');
        const pattern = routePattern(file);
        if (!pattern || file.startsWith('..')) return [];
        const files = [...closure([chunk.fileName])].filter((name) => !initial.has(name));
        return [{ route: file, pattern, files }];
      });
      // Routes with no component of their own (a redirect such as /account/paymentinformation)
      // have no chunk, but they are pages of the app all the same, not paths for the not-found
      // page the server draws.
      const known = new Set(routes.map((route) => route.route));
      for (const entry of readdirSync(routesDir, { recursive: true, encoding: 'utf8' })) {
        const file = entry.split(path.sep).join('/');
        if (!/\.tsx?$/.test(file) || known.has(file)) continue;
        // A file or folder named with a leading '-' is not a route (TanStack Router's rule).
        if (file.split('/').some((part) => part.startsWith('-'))) continue;
        const pattern = routePattern(file);
        if (pattern) routes.push({ route: file, pattern, files: [] });
      }
      const names = [
        'GetFeatureFlags',
        'GetCategories',
        'GetFeaturedProducts',
        'GetSocialImages',
        'ProductList',
        'ProductFilters',
        'ProductDetails',
      ];
      this.emitFile({
        type: 'asset',
        fileName: '.vite/boot.json',
        source: JSON.stringify({
          operations: Object.fromEntries(
            names.flatMap((name) => {
              // Codegen's documents are String objects: the manifest holds their text.
              const document = operations[`${name}Document`];
              return document ? [[name, String(document)]] : [];
            }),
          ),
          startFiles,
          routes,
        }),
      });
    },
  };
}

/**
 * The page's code in the steps the entry runs it in (decision 146): the entry with React in one
 * chunk, and everything `src/app/start.tsx` imports statically (the router, the query cache, the
 * styles, the shell and the app's own modules) in another, which the entry imports once React
 * has run, so each runs in a task of its own. Route and on-demand code keeps its own chunks.
 */
function startupSteps(): {
  plugin: Plugin;
  groups: ({ name: string; priority: number } & (
    { test: (id: string) => boolean } | { tags: '$initial'[] }
  ))[];
} {
  const start = new Set<string>();
  const startFile = path.resolve('src/app/start.tsx');
  /** For each module the catalogue's pages import, which of them do: `h`ome, `c`ategory, `p`roduct. */
  const catalogue = new Map<string, string>();
  const cataloguePages: [string, string][] = [
    ['h', 'src/routes/index.tsx'],
    ['c', 'src/routes/category.$category.{-$subcategory}.{-$subsubcategory}.tsx'],
    ['p', 'src/routes/productdetail.$product.tsx'],
  ];
  const plugin: Plugin = {
    name: 'storefront:startup-steps',
    apply: clientBuild,
    buildEnd() {
      start.clear();
      const visit = (id: string) => {
        if (start.has(id)) return;
        start.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      visit(startFile);
      if (start.size < 2) this.error(`startup steps: nothing found under ${startFile}`);
      catalogue.clear();
      const pageIds = new Set<string>();
      for (const [letter, file] of cataloguePages) {
        const pageId = `${path.resolve(file)}?tsr-split=component`;
        if (!this.getModuleInfo(pageId)) this.error(`startup steps: no page module ${pageId}`);
        pageIds.add(pageId);
        const seen = new Set<string>();
        const walk = (id: string) => {
          if (seen.has(id) || start.has(id) || id.startsWith('\0')) return;
          seen.add(id);
          if (!pageIds.has(id)) catalogue.set(id, `${catalogue.get(id) ?? ''}${letter}`);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) walk(imported);
        };
        walk(pageId);
      }
    },
  };
  return {
    plugin,
    groups: [
      // The entry and what it imports statically (React, and the bundler's and Vite's helpers):
      // one chunk, run as the first step.
      { name: 'index', tags: ['$initial'], priority: 2 },
      // What the app's start imports statically: one chunk, run as the next step.
      { name: 'app', test: (id) => start.has(id) && !id.startsWith('\\0'), priority: 1 },
      // The modules the catalogue's pages import, by the set of those pages that import them
      // (`catalog-hcp` for all three, `catalog-p` for the product page's alone): a first visit
      // to one of them loads its page chunk and two or three of these, not some twenty files of
      // a kilobyte, each with its own request and headers (issue 20's budget).
      // What two of the three pages share with the home page is small: kept with what all three share.
      ...[['hcp', 'hc', 'hp'], ['cp'], ['h'], ['c'], ['p']].map((sets) => ({
        name: `catalog-${sets[0]}`,
        test: (id: string) => sets.includes(catalogue.get(id) ?? ''),
        priority: 0,
      })),
    ],
  };
}

const steps = startupSteps();

/**
 * Messages split by page in a production build (decision 188). The committed Paraglide output
 * (src/i18n/paraglide) has two message modules, one per language, so a build put every message
 * of the store, in both languages, into the chunk every first visit loads. For a build, the same
 * messages are compiled with a module per message into node_modules/.cache, every import of the
 * committed output is read from there, and each `m.key` of the app's code becomes an import of
 * that message's own module: a page's chunk carries only the messages it shows.
 */
function messagesByPage(): Plugin {
  const committed = path.resolve('src/i18n/paraglide');
  const built = path.resolve('node_modules/.cache/storefront-paraglide');
  const importOfM = /import \{ m \} from '((?:\.\.?\/)+(?:[\w-]+\/)*)paraglide\/messages\.js';\n/;
  const use = /(?<![\w.$])m\.([A-Za-z_$][\w$]*)/g;
  return {
    name: 'storefront:messages-by-page',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { compileMessages, webProject } = await import('./scripts/i18n.ts');
      await compileMessages(webProject, built, 'message-modules');
    },
    resolveId(source, importer) {
      if (!importer || !source.startsWith('.')) return null;
      const target = path.resolve(path.dirname(importer.split('?')[0]!), source);
      if (!target.startsWith(`${committed}${path.sep}`)) return null;
      return path.join(built, path.relative(committed, target));
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(path.resolve('src'))) return null;
      const found = importOfM.exec(code);
      if (!found) return null;
      const prefix = `${found[1]}paraglide/messages/`;
      const edited = new MagicString(code);
      edited.remove(found.index, found.index + found[0].length);
      const keys = new Set<string>();
      for (const usage of code.matchAll(use)) {
        keys.add(usage[1]!);
        edited.overwrite(usage.index, usage.index + usage[0].length, `__m_${usage[1]}`);
      }
      edited.prepend(
        [...keys]
          .map((key) => `import { ${key} as __m_${key} } from '${prefix}${key}.js';\n`)
          .join(''),
      );
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: file }) };
    },
  };
}

/** Release version sent in the client-version header and shown at /version. */
export const releaseVersion = process.env.RELEASE_VERSION ?? `${pkg.version}+${gitCommit()}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/route-tree.gen.ts',
      quoteStyle: 'single',
    }),
    messagesByPage(),
    react(),
    graphqlLite(),
    steps.plugin,
    bootManifest(operations),
    precompress(),
    preloadFonts(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(releaseVersion),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // What a first visit loads anyway: two chunks (React, then the app: decision 146)
        // instead of some thirty small ones, each of which costs a request and its headers
        // (decision 142). Route and on-demand code keeps its own chunks.
        codeSplitting: { groups: steps.groups },
      },
    },
  },
  ssr: {
    // Bundled into the server build: their CSS and ESM-only entry points need Vite.
    noExternal: [/^@fontsource\//],
  },
  server: {
    // `npm run dev` runs the server (API, auth, images) on API_PORT beside Vite.
    proxy: Object.fromEntries(
      [
        '/graphql',
        '/auth',
        '/courier',
        '/payments',
        '/images',
        '/healthz',
        '/dev',
        '/deliveries',
        '/crew',
      ].map((prefix) => [prefix, `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`]),
    ),
  },
});
