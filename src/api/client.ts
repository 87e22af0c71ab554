import { languageTag } from '../i18n/locale';
import { logApiFailure } from './api-error';
import type { ApiError } from './api-error';
import { readBootAnswers } from './boot-data';
import { createGraphqlClient } from './graphql-client';
import type { GraphqlClientOptions } from './graphql-client';

/** Release version sent with every call (spec section 9). */
export const CLIENT_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';

let tokenSource: Pick<GraphqlClientOptions, 'getToken' | 'refreshToken'> = {};

/** The auth session provides tokens once it starts; until then calls go out signed out. */
export function setTokenSource(
  source: Pick<GraphqlClientOptions, 'getToken' | 'refreshToken'>,
): void {
  tokenSource = source;
}

let apiFetch: typeof fetch | null = null;

/** Replaces the network for the app's calls: the server's render answers them in-process. */
export function setApiFetch(fetchImpl: typeof fetch): void {
  apiFetch = fetchImpl;
}

function report(error: ApiError): void {
  logApiFailure(error, 'api');
}

/** The app's one GraphQL client. */
export const api = createGraphqlClient({
  clientVersion: CLIENT_VERSION,
  getToken: () => tokenSource.getToken?.() ?? Promise.resolve(null),
  refreshToken: () => tokenSource.refreshToken?.() ?? Promise.resolve(null),
  report,
  fetch: (input, init) => (apiFetch ?? fetch)(input, init),
  boot: readBootAnswers(),
  languageTag: () => languageTag(),
});

/** The signed-in customer's access token for calls outside GraphQL (photo uploads); null signed out. */
export async function currentAccessToken(): Promise<string | null> {
  return (await tokenSource.getToken?.()) ?? null;
}
