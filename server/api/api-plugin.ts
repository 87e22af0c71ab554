import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import mercurius from 'mercurius';
import type { DatabaseHandle } from '../db/client';
import { CartService } from '../domain/cart-service';
import { CatalogService } from '../domain/catalog-service';
import { isDomainError } from '../domain/errors';
import type { ApiContext } from './context';
import { assertTokenLimit, limitRules } from './query-limits';
import { cartQueries } from './resolvers/cart-resolvers';
import { catalogQueries } from './resolvers/catalog-resolvers';

const schemaDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');

export function loadSchema(): string {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(schemaDir, name), 'utf8'))
    .join('\n');
}

export interface ApiOptions {
  services: ApiServices;
  releaseVersion: string;
  production: boolean;
}

export interface ApiServices {
  catalog: CatalogService;
  cart: CartService;
}

/** The domain services the API resolves with, over one database. */
export function createServices(
  database: DatabaseHandle,
  options: { cache?: boolean } = {},
): ApiServices {
  const catalog = new CatalogService(database, options);
  return { catalog, cart: new CartService(catalog) };
}

/** Request header carrying the client's release; the response echoes the server's. */
export const CLIENT_VERSION_HEADER = 'x-client-version';
export const RELEASE_VERSION_HEADER = 'x-release-version';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

type ErrorWithCode = GraphQLError & { originalError?: unknown };

interface WrappedErrors {
  code?: string;
  errors?: readonly GraphQLError[];
}

/** Every error leaves with a stable code and a message a person can act on. */
function formatError(error: ErrorWithCode, log: (error: unknown) => void): GraphQLError[] {
  const original = error.originalError as (Error & WrappedErrors) | undefined;
  if (isDomainError(original)) {
    return [
      new GraphQLError(original.message, {
        path: error.path,
        extensions: { code: original.code, ...original.details },
      }),
    ];
  }
  // Mercurius wraps parse and validation errors in one error that carries them.
  if (original && Array.isArray(original.errors)) {
    return original.errors.map(
      (inner) =>
        new GraphQLError(inner.message, {
          nodes: inner.nodes,
          extensions: {
            ...inner.extensions,
            code:
              typeof inner.extensions?.code === 'string'
                ? inner.extensions.code
                : inner.message.startsWith('Syntax Error')
                  ? 'GRAPHQL_PARSE_FAILED'
                  : 'GRAPHQL_VALIDATION_FAILED',
          },
        }),
    );
  }
  const existing = error.extensions?.code;
  if (!original || original instanceof GraphQLError || typeof existing === 'string') {
    // Coercion errors and our own GraphQLErrors: the client sent something the schema refuses.
    const code =
      typeof existing === 'string'
        ? existing
        : original instanceof GraphQLError && typeof original.extensions.code === 'string'
          ? original.extensions.code
          : 'BAD_USER_INPUT';
    return [
      new GraphQLError(error.message, {
        nodes: error.nodes,
        path: error.path,
        extensions: { ...error.extensions, code },
      }),
    ];
  }
  log(original);
  return [
    new GraphQLError(INTERNAL_MESSAGE, {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    }),
  ];
}

export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { catalog, cart } = options.services;

  await app.register(mercurius, {
    schema: loadSchema(),
    resolvers: {
      Query: {
        version: () => options.releaseVersion,
        ...catalogQueries,
        ...cartQueries,
      },
    } as never,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    validationRules: options.production
      ? [...limitRules, NoSchemaIntrospectionCustomRule]
      : limitRules,
    context: (request): ApiContext => {
      const header = request.headers[CLIENT_VERSION_HEADER];
      return {
        catalog,
        cart,
        releaseVersion: options.releaseVersion,
        clientVersion: typeof header === 'string' ? header.slice(0, 100) : null,
      };
    },
    errorFormatter: (execution, context) => {
      const errors = (execution.errors ?? []).flatMap((error) =>
        formatError(error as ErrorWithCode, (cause) =>
          (
            context as { reply?: { log: { error: (o: unknown, m: string) => void } } }
          ).reply?.log.error({ err: cause }, 'resolver failed'),
        ),
      );
      const internal = errors.some((error) => error.extensions.code === 'INTERNAL_SERVER_ERROR');
      return {
        statusCode: internal ? 500 : 200,
        response: { data: execution.data ?? null, errors },
      };
    },
  });

  app.graphql.addHook('preParsing', async (_schema, source) => {
    assertTokenLimit(source);
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/graphql')) {
      reply.header(RELEASE_VERSION_HEADER, options.releaseVersion);
      reply.header('Cache-Control', 'no-store');
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    services: ApiServices;
  }
}
