/**
 * The server's build of the app (decision 123): `vite build --ssr src/entry-server.tsx` writes
 * it to `dist/.ssr/`, and the site server (server/site/page-renderer.ts) renders public pages
 * with it. TanStack Router's own server rendering runs the matched routes' loaders once, renders
 * the page, and writes their data and the TanStack Query cache into the page for hydration.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { setApiFetch } from './api/client';
import { App } from './app/app';
import type { AppParts } from './app/app';
import type { RouterAuth } from './app/app-auth';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import type { AuthServices } from './features/auth/auth-services';
import { setServerOwnershipReader } from './features/catalog/ownership-preference';
import { baseLocale, localeOfPath } from './i18n/locale';
import { overwriteGetLocale } from './i18n/paraglide/runtime.js';
import { setServerCityReader } from './lib/city-store';
import { getCssText } from './styles/stitches.config';
import { HeadCollectorProvider } from './ui/server-head';
import type { HeadCollector } from './ui/server-head';
import { documentHeadHtml } from './ui/document-head';
import { setServerSiteUrlReader } from './ui/site-url';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** Origin the page is served at (`http://127.0.0.1:3000`). */
  origin: string;
  /**
   * The site's public address (SITE_URL): canonical links, Open Graph addresses and structured
   * data are written absolute from it (decision 162). The origin when not given.
   */
  siteUrl?: string;
  /** The shopper's city (the `city` cookie), or null for the default depot. */
  cityId: string | null;
  /** The way to pay the shopper last chose (the `ownership` cookie), or null for the default. */
  ownership: string | null;
  /** Written as the nonce of the page's inline scripts. */
  nonce: string;
}

export interface RenderedPage {
  status: number;
  /** What goes inside `<div id="root">`: the page and its hydration scripts. */
  body: string;
  /** The page's title, description, Open Graph and JSON-LD, for `<head>`. */
  head: string;
  /** The page's stitches CSS, for a `<style>` in `<head>`. */
  css: string;
  /** A redirect the router asked for. */
  location?: string;
}

const request = new AsyncLocalStorage<RenderRequest>();
// The page's language is its address's (decision 178): `/fr/...` is drawn in French.
overwriteGetLocale(() => {
  const page = request.getStore();
  return page ? localeOfPath(new URL(page.url, page.origin).pathname) : baseLocale;
});
setServerCityReader(() => request.getStore()?.cityId ?? null);
setServerOwnershipReader(() => request.getStore()?.ownership ?? null);
setServerSiteUrlReader(() => {
  const page = request.getStore();
  return page ? (page.siteUrl ?? page.origin) : null;
});

/** How the server answers the app's GraphQL calls: in-process (`app.inject`). */
export function configureServerRendering(options: { fetch: typeof fetch }): void {
  setApiFetch(options.fetch);
}

/** A server render never signs anyone in: personal parts fill in after hydration. */
const signedOut: RouterAuth = { whenSettled: () => Promise.resolve(null) };
const neverAuth = new Promise<AuthServices>(() => undefined);

export function renderPage(page: RenderRequest): Promise<RenderedPage> {
  return request.run(page, async () => {
    const heads: HeadCollector = [];
    const handler = createRequestHandler({
      request: new Request(new URL(page.url, page.origin)),
      createRouter: () =>
        createAppRouter(createQueryClient(), signedOut, { ssr: true, nonce: page.nonce }),
    });
    const response = await handler(({ router, responseHeaders }) => {
      const parts: AppParts = {
        queryClient: router.options.context.queryClient,
        authServices: () => neverAuth,
        router,
      };
      return renderRouterToString({
        router,
        responseHeaders,
        children: (
          <HeadCollectorProvider collector={heads}>
            <App parts={parts} routerView={<RouterServer router={router} />} />
          </HeadCollectorProvider>
        ),
      });
    });
    const location = response.headers.get('location');
    if (location) return { status: response.status, body: '', head: '', css: '', location };
    const body = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
    const head = heads.at(-1);
    return {
      // A page can say it is not found while its route drew fine (a product not sold here).
      status: head?.status ?? response.status,
      body,
      head: head ? documentHeadHtml(head) : '',
      css: getCssText(),
    };
  });
}
