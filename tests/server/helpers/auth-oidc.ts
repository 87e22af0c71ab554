/**
 * A real OpenID provider (`oidc-provider`) in this process on a random port, standing in for a
 * social sign-in service, and a tiny cookie-keeping browser that follows redirects.
 *
 * The provider's login and consent screens are replaced by an interaction route that signs in
 * whichever account the test chose (`provider.signInAs`) and grants the scopes asked for.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export interface TestAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

interface Interaction {
  prompt: { name: string };
  params: Record<string, string>;
  session?: { accountId?: string };
}

interface GrantInstance {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

interface ProviderInstance {
  callback(): (request: IncomingMessage, response: ServerResponse) => void;
  interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<Interaction>;
  interactionFinished(
    request: IncomingMessage,
    response: ServerResponse,
    result: Record<string, unknown>,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: new (options: { accountId: string; clientId: string }) => GrantInstance;
}

type ProviderConstructor = new (issuer: string, configuration: object) => ProviderInstance;

/** oidc-provider prints notices for quick-start settings and Node 20; they are expected here. */
async function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  const info = console.info;
  const keep =
    (print: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (!String(args[0]).includes('oidc-provider')) print(...args);
    };
  console.warn = keep(warn);
  console.info = keep(info);
  try {
    return await work();
  } finally {
    console.warn = warn;
    console.info = info;
  }
}

export interface TestOidcProvider {
  issuer: string;
  accounts: Map<string, TestAccount>;
  /** The account the next interaction signs in. */
  signInAs: (accountId: string) => void;
  /** The authorization requests received (to check PKCE). */
  authorizationRequests: URL[];
  close: () => Promise<void>;
}

export async function startOidcProvider(
  clients: { clientId: string; clientSecret: string; redirectUri: string }[],
): Promise<TestOidcProvider> {
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await quietly(() => import(moduleName))) as {
    default: ProviderConstructor;
  };
  const accounts = new Map<string, TestAccount>();
  let current = '';
  const authorizationRequests: URL[] = [];

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' };

  const provider = await quietly(
    async () =>
      new Provider(issuer, {
        clients: clients.map((client) => ({
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_post',
        })),
        jwks: { keys: [signingKey] },
        cookies: { keys: ['storefront-test-cookie-key'] },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['given_name', 'family_name'],
        },
        pkce: { required: () => true },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 3600,
          IdToken: 600,
          Interaction: 600,
          Session: 3600,
        },
        features: { devInteractions: { enabled: false } },
        interactions: {
          url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
        },
        findAccount: async (_ctx: unknown, sub: string) => {
          const account = accounts.get(sub);
          if (!account) return undefined;
          return { accountId: sub, claims: async () => ({ sub, ...account }) };
        },
      }),
  );
  const handle = provider.callback();

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/auth' && url.searchParams.has('client_id'))
      authorizationRequests.push(url);
    if (!url.pathname.startsWith('/interaction/')) {
      handle(request, response);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(request, response);
      if (details.prompt.name === 'login') {
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: current } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? current,
        clientId: details.params.client_id ?? '',
      });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
    })().catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });

  return {
    issuer,
    accounts,
    signInAs: (accountId) => {
      current = accountId;
    },
    authorizationRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser, as far as redirects and cookies go: one cookie jar per host name (like browsers). */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  cookiesFor(url: URL): Map<string, string> {
    let cookies = this.jar.get(url.hostname);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(url.hostname, cookies);
    }
    return cookies;
  }

  private store(url: URL, headers: Headers): void {
    const cookies = this.cookiesFor(url);
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }

  /** GET `start` and follow redirects until `stop(url)` says the browser has arrived. */
  async follow(start: string, stop: (url: URL) => boolean, maxHops = 20): Promise<URL> {
    let url = new URL(start);
    for (let hop = 0; hop < maxHops; hop += 1) {
      if (hop > 0 && stop(url)) return url;
      const cookies = this.cookiesFor(url);
      const response = await fetch(url, {
        redirect: 'manual',
        headers: {
          accept: 'text/html',
          ...(cookies.size > 0
            ? {
                cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
              }
            : {}),
        },
      });
      this.store(url, response.headers);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        throw new Error(
          `${url.href} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`,
        );
      url = new URL(location, url);
    }
    throw new Error('too many redirects');
  }
}

/** The values in a URL's fragment (`#token=...&redirect=...`). */
export function fragmentOf(url: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}
