import { m } from '../i18n/paraglide/messages.js';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { ClientError, GraphQLClient } from 'graphql-request';
import { ApiError } from './api-error';
import type { ApiErrorDetail } from './api-error';
import type { BootAnswers } from './boot-data';

export interface GraphqlClientOptions {
  /** Endpoint, default `/graphql`. */
  url?: string;
  /** Release version sent in the client-version header. */
  clientVersion: string;
  /** Authed calls ask for a token; null means signed out. */
  getToken?: () => Promise<string | null>;
  /** Asked once when the server says the token is invalid or expired; resolves to a fresh token. */
  refreshToken?: () => Promise<string | null>;
  /** Role header of authed calls (spec section 6). */
  role?: string;
  /** Receives errors worth reporting (spec section 8). */
  report?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Answers index.html already carries (./boot-data): a match is used instead of a request. */
  boot?: BootAnswers;
  /**
   * The page's language tag (`fr-CA`), sent as Accept-Language: the API answers a person in it
   * (decision 179).
   */
  languageTag?: () => string;
}

export interface RequestOptions {
  /** 'required': fails with NO_AUTH without a token; 'optional': sends one when there is one. */
  auth?: 'none' | 'optional' | 'required';
  signal?: AbortSignal;
  /** Overrides the role header for this call (e.g. `customer:pos:eq3` for cart prices). */
  role?: string;
}

/**
 * An operation as codegen writes it (contract/graphql.ts): its text, typed with the
 * operation's result and variables, so a call's types come from the document. A plain string
 * is accepted too (its result is `unknown`).
 */
export type Operation<TResult, TVariables extends object> =
  (DocumentTypeDecoration<TResult, TVariables> & { toString(): string }) | string;

export interface GraphqlResult<T> {
  data: T | null;
  errors: ApiErrorDetail[];
}

interface WireError {
  message?: string;
  path?: (string | number)[];
  extensions?: { code?: string; [key: string]: unknown };
}

export const CLIENT_VERSION_HEADER = 'x-client-version';
export const ROLE_HEADER = 'x-hasura-role';

function toDetails(errors: WireError[]): ApiErrorDetail[] {
  return errors.map((error) => ({
    message: error.message ?? 'Unexpected Error',
    code: error.extensions?.code,
    path: error.path,
    extensions: error.extensions,
  }));
}

/**
 * The storefront's GraphQL transport (spec section 8): non-2xx is unsuccessful, a body that is
 * not JSON is a parse error, a body with neither data nor errors is a missing response, a failed
 * fetch is a network error, and GraphQL errors are joined into one message.
 */
export function createGraphqlClient(options: GraphqlClientOptions) {
  const url = options.url ?? '/graphql';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  function endpoint(): string {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    return new URL(url, base).toString();
  }

  /** Wraps fetch so a failed connection is told apart from an answer the store gave. */
  const transportFetch: typeof fetch = async (input, init) => {
    try {
      return await doFetch(input, init);
    } catch (error) {
      const aborted =
        init?.signal?.aborted || (error instanceof Error && error.name === 'AbortError');
      throw aborted
        ? new ApiError('cancelled', m.api_request_cancelled())
        : new ApiError('network', m.api_unreachable_store());
    }
  };

  async function send<T>(
    query: string,
    variables: object | undefined,
    token: string | null,
    request: RequestOptions,
  ): Promise<{ data: T | null; errors: WireError[] }> {
    const headers: Record<string, string> = { [CLIENT_VERSION_HEADER]: options.clientVersion };
    if (options.languageTag) headers['accept-language'] = options.languageTag();
    if (token) {
      headers.authorization = `Bearer ${token}`;
      headers[ROLE_HEADER] = request.role ?? options.role ?? 'customer';
    } else if (request.role) {
      headers[ROLE_HEADER] = request.role;
    }
    const client = new GraphQLClient(endpoint(), {
      errorPolicy: 'all',
      fetch: transportFetch,
      headers,
      ...(request.signal ? { signal: request.signal } : {}),
    });
    try {
      const result = await client.rawRequest<T>(query, variables);
      if (result.data === undefined && result.errors === undefined) {
        throw new ApiError('missing-response', m.api_store_no_answer(), [], result.status);
      }
      return {
        data: (result.data as T | undefined) ?? null,
        errors: (result.errors as WireError[] | undefined) ?? [],
      };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof ClientError) {
        const status = error.response.status;
        const details = toDetails((error.response.errors as WireError[] | undefined) ?? []);
        const message =
          details.map((detail) => detail.message).join('\n') ||
          `The store answered with status ${status}.`;
        throw new ApiError('http', message, details, status);
      }
      const cause = error instanceof Error ? error : undefined;
      if (cause?.cause instanceof ApiError) throw cause.cause;
      // The body stopped while it was being read: the request was cancelled (the page left, a
      // newer request replaced it) or the connection dropped. Only a body that arrived whole and
      // is not JSON is an answer we could not read.
      if (request.signal?.aborted || cause?.name === 'AbortError')
        throw new ApiError('cancelled', m.api_request_cancelled());
      if (cause instanceof TypeError) throw new ApiError('network', m.api_unreachable_store());
      throw new ApiError('parse', m.api_store_unreadable());
    }
  }

  /**
   * Sends an operation. Token errors refresh once and retry; other GraphQL errors are reported
   * and returned beside whatever data came back (spec section 8).
   */
  async function request<TResult, TVariables extends object>(
    document: Operation<TResult, TVariables>,
    variables?: TVariables,
    requestOptions: RequestOptions = {},
  ): Promise<GraphqlResult<TResult>> {
    // Codegen's documents are String objects; the wire, and the boot answers, take the text.
    const query = String(document);
    const auth = requestOptions.auth ?? 'none';
    if (auth === 'none') {
      const booted = options.boot?.take(query, variables);
      if (booted !== undefined) return { data: booted as TResult, errors: [] };
    }
    let token = auth === 'none' ? null : ((await options.getToken?.()) ?? null);
    if (auth === 'required' && !token) {
      throw new ApiError('no-auth', m.api_sign_in_to_continue(), [
        { message: 'NO_AUTH', code: 'NO_AUTH' },
      ]);
    }
    let result = await send<TResult>(query, variables, token, requestOptions);
    let details = toDetails(result.errors);
    const tokenProblem = new ApiError('graphql', '', details);
    if (tokenProblem.isTokenError && token && options.refreshToken) {
      token = await options.refreshToken();
      if (!token) throw new ApiError('no-auth', m.api_session_ended());
      result = await send<TResult>(query, variables, token, requestOptions);
      details = toDetails(result.errors);
    }
    if (details.length > 0) {
      options.report?.(
        new ApiError('graphql', details.map((detail) => detail.message).join('\n'), details),
      );
    }
    return { data: result.data, errors: details };
  }

  /** Like `request`, but any GraphQL error becomes a thrown ApiError (for TanStack Query). */
  async function query<TResult, TVariables extends object>(
    document: Operation<TResult, TVariables>,
    variables?: TVariables,
    requestOptions?: RequestOptions,
  ): Promise<TResult> {
    const result = await request(document, variables, requestOptions);
    if (result.errors.length > 0 || result.data === null) {
      throw new ApiError(
        'graphql',
        result.errors.map((error) => error.message).join('\n') || m.api_store_no_answer(),
        result.errors,
      );
    }
    return result.data;
  }

  return { request, query };
}

export type GraphqlClient = ReturnType<typeof createGraphqlClient>;
