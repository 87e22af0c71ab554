import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule } from 'graphql';
import type { DocumentNode } from 'graphql';
import mercurius from 'mercurius';
import type { ApiServices } from '../composition-root';
import type { ErrorReporter } from '../error-reporting';
import type { Metrics } from '../metrics';
import { isDomainError } from '../shared/errors';
import type { SessionLivenessCheck } from '../auth/session-liveness';
import type { TokenVerifier } from '../auth/tokens';
import { authOf, authResolvers, registerAuthContext } from './auth-context';
import type { ApiContext } from './context';
import type { Resolvers } from './generated/resolvers-types';
import { assertTokenLimit, limitRules } from './query-limits';
import { loadSchema } from './schema-files';
import { MONEY_NOT_CENTS, MoneyScalar, monthlyChargeResolvers } from './resolvers/money';
import {
  checkGraphqlBody,
  checkGraphqlEncoding,
  NoNulInStringsRule,
  requestMistake,
} from './request-errors';
import { accountHoldingsResolvers } from '../modules/account/account-holdings-resolvers';
import { accountProfileResolvers } from '../modules/account/account-profile-resolvers';
import { accountResolvers } from '../modules/account/account-resolvers';
import { billingResolvers } from '../modules/billing/billing-resolvers';
import { buyoutResolvers } from '../modules/buyout/buyout-resolvers';
import { swapMoveResolvers } from '../modules/swap-move/swap-move-resolvers';
import { returnResolvers } from '../modules/returns/return-resolvers';
import { partnerResolvers } from '../modules/partner/partner-resolvers';
import { localeOfRequest } from '../i18n/locale';
import type { Locale } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';
import { cartResolvers } from '../modules/cart/cart-resolvers';
import { catalogResolvers } from '../modules/catalog/catalog-resolvers';
import { checkoutResolvers } from '../modules/checkout/checkout-resolvers';
import { deliveryAreaResolvers } from '../modules/catalog/delivery-area-resolvers';
import { receiptResolvers } from '../modules/account/receipt-resolvers';
import { registerDeliveryEvents } from './delivery-events';
import { deliveryResolvers } from '../modules/deliveries/delivery-resolvers';
import { referralResolvers } from '../modules/referrals/referral-resolvers';
import { swatchResolvers } from '../modules/swatches/swatch-resolvers';
import { shareResolvers } from '../modules/share/share-resolvers';
import { tipResolvers } from '../modules/tips/tip-resolvers';
import { reviewResolvers } from '../modules/reviews/review-resolvers';

export { loadSchema };

export interface ApiOptions {
  services: ApiServices;
  releaseVersion: string;
  production: boolean;
  /** Verifies access tokens with the auth service's public key (./auth-context). */
  tokenVerifier: TokenVerifier;
  /** Whether a token's session is still going (../auth/session-liveness, decision 108). */
  sessionLiveness: SessionLivenessCheck;
  /** MAP_STYLE_URL for the tracker's map (decision 129); null: a plain background. */
  mapStyleUrl?: string | null;
  /** Where a resolver's unexpected error is reported (decision 166). */
  errorReporter?: ErrorReporter;
  /** Counts the errors answered, by code (decision 169). */
  metrics?: Metrics;
  /** Told of each operation about to run (its trace span is named by it, decision 183). */
  onOperation?: (
    request: FastifyRequest,
    document: DocumentNode,
    operationName: string | null,
  ) => void;
}

const versionResolvers: Resolvers = {
  Query: { version: (_root, _args, context) => context.releaseVersion },
};

/** A module's resolvers of the types mapped to its records: every key but Query and Mutation. */
function mappedTypes({ Query: _query, Mutation: _mutation, ...types }: Resolvers): Resolvers {
  return types;
}

/**
 * Every module's resolvers in one map. Each module is a `Resolvers<ApiContext>` reading its
 * services from the context (decision 092); a module that resolves fields of another type (with
 * a mapper in scripts/codegen.ts) adds that type's key here.
 */
export const resolvers: Resolvers = {
  Money: MoneyScalar,
  MonthlyCharge: monthlyChargeResolvers,
  ...mappedTypes(returnResolvers),
  ...mappedTypes(swapMoveResolvers),
  ...mappedTypes(buyoutResolvers),
  ...mappedTypes(accountResolvers),
  ...mappedTypes(accountHoldingsResolvers),
  ...mappedTypes(billingResolvers),
  ...mappedTypes(receiptResolvers),
  ...mappedTypes(partnerResolvers),
  ...mappedTypes(tipResolvers),
  ...mappedTypes(referralResolvers),
  ...mappedTypes(checkoutResolvers),
  ...mappedTypes(cartResolvers),
  Query: {
    ...versionResolvers.Query,
    ...authResolvers.Query,
    ...catalogResolvers.Query,
    ...cartResolvers.Query,
    ...swatchResolvers.Query,
    ...shareResolvers.Query,
    ...checkoutResolvers.Query,
    ...deliveryAreaResolvers.Query,
    ...accountResolvers.Query,
    ...accountProfileResolvers.Query,
    ...accountHoldingsResolvers.Query,
    ...referralResolvers.Query,
    ...receiptResolvers.Query,
    ...buyoutResolvers.Query,
    ...returnResolvers.Query,
    ...partnerResolvers.Query,
    ...swapMoveResolvers.Query,
    ...deliveryResolvers.Query,
    ...tipResolvers.Query,
    ...reviewResolvers.Query,
  },
  Mutation: {
    ...swatchResolvers.Mutation,
    ...shareResolvers.Mutation,
    ...checkoutResolvers.Mutation,
    ...billingResolvers.Mutation,
    ...accountProfileResolvers.Mutation,
    ...accountHoldingsResolvers.Mutation,
    ...buyoutResolvers.Mutation,
    ...returnResolvers.Mutation,
    ...partnerResolvers.Mutation,
    ...swapMoveResolvers.Mutation,
    ...deliveryResolvers.Mutation,
    ...tipResolvers.Mutation,
    ...reviewResolvers.Mutation,
  },
};

/** Request header carrying the client's release; the response echoes the server's. */
export const CLIENT_VERSION_HEADER = 'x-client-version';
export const RELEASE_VERSION_HEADER = 'x-release-version';

type ErrorWithCode = GraphQLError & { originalError?: unknown };

interface WrappedErrors {
  code?: string;
  errors?: readonly GraphQLError[];
}

/** graphql-js's hint at the schema ("Did you mean "productList"?") at the end of a message. */
const SCHEMA_SUGGESTION = /\s*Did you mean [^]*\?$/;

/**
 * Every error leaves with a stable code and a message a person can act on. With `hideSchema`
 * (production, where introspection is off) messages lose graphql-js's suggestions, which would
 * otherwise spell out field, argument and type names one guess at a time.
 */
function formatError(
  error: ErrorWithCode,
  log: (error: unknown) => void,
  hideSchema = false,
  /** The request's id (`x-request-id`): an unexpected error carries it, for support to find. */
  requestId: string | null = null,
  /** The language the request asked for: expected failures are told in it (decision 179). */
  locale: Locale = 'en',
): GraphQLError[] {
  const told = (message: string) => (hideSchema ? message.replace(SCHEMA_SUGGESTION, '') : message);
  const original = error.originalError as (Error & WrappedErrors) | undefined;
  if (isDomainError(original)) {
    return [
      new GraphQLError(original.messageIn(locale), {
        path: error.path,
        extensions: { code: original.code, ...original.detailsIn(locale) },
      }),
    ];
  }
  // Mercurius wraps parse and validation errors in one error that carries them.
  if (original && Array.isArray(original.errors)) {
    return original.errors.map(
      (inner) =>
        new GraphQLError(told(inner.message), {
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
  // A Money value that is not whole cents is the server's own mistake (decision 175). The JIT
  // keeps only the message of a scalar's refusal, so the message says what it is.
  const notCents = !original && error.message.startsWith(MONEY_NOT_CENTS);
  const existing = error.extensions?.code;
  if (
    !notCents &&
    (!original || original instanceof GraphQLError || typeof existing === 'string')
  ) {
    // Coercion errors and our own GraphQLErrors: the client sent something the schema refuses.
    const code =
      typeof existing === 'string'
        ? existing
        : original instanceof GraphQLError && typeof original.extensions.code === 'string'
          ? original.extensions.code
          : 'BAD_USER_INPUT';
    return [
      new GraphQLError(told(error.message), {
        nodes: error.nodes,
        path: error.path,
        extensions: { ...error.extensions, code },
      }),
    ];
  }
  log(original ?? error);
  return [
    new GraphQLError(m.errors_internal({}, { locale }), {
      path: error.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(requestId ? { requestId } : {}) },
    }),
  ];
}

export async function apiPlugin(app: FastifyInstance, options: ApiOptions): Promise<void> {
  const { catalog, cart, swatches, share, checkout, addresses, account, receipts, billing } =
    options.services;
  const { accountProfile, accountAddresses, accountHoldings, mobileVerification, referrals } =
    options.services;
  const { buyout, returns, returnPhotos, deliveries, partner, tips, reviews, swaps, moves } =
    options.services;
  const { visitBookings } = options.services;

  registerAuthContext(app, options.tokenVerifier, options.sessionLiveness);
  registerDeliveryEvents(app, options.services, options.sessionLiveness);

  await app.register(mercurius, {
    schema: loadSchema(),
    resolvers,
    path: '/graphql',
    graphiql: false,
    jit: 1,
    validationRules: options.production
      ? [...limitRules, NoNulInStringsRule, NoSchemaIntrospectionCustomRule]
      : [...limitRules, NoNulInStringsRule],
    context: (request): ApiContext => {
      const header = request.headers[CLIENT_VERSION_HEADER];
      return {
        catalog,
        cart,
        swatches,
        share,
        checkout,
        addresses,
        account,
        accountProfile,
        accountAddresses,
        accountHoldings,
        referrals,
        mobileVerification,
        receipts,
        billing,
        buyout,
        returns,
        returnPhotos,
        deliveries,
        partner,
        tips,
        reviews,
        swaps,
        moves,
        visitBookings,
        releaseVersion: options.releaseVersion,
        mapStyleUrl: options.mapStyleUrl ?? null,
        clientVersion: typeof header === 'string' ? header.slice(0, 100) : null,
        locale: localeOfRequest(request.headers),
        auth: authOf(request),
      };
    },
    errorFormatter: (execution, context) => {
      // A mistake in the request itself is the client's: its own 4xx, never a 500.
      const mistake = (execution.errors ?? [])
        .map((error) => requestMistake(error))
        .find((found) => found !== null);
      if (mistake) {
        options.metrics?.graphqlErrors.inc({
          code: String(mistake.error.extensions.code ?? 'BAD_REQUEST'),
        });
        return {
          statusCode: mistake.status,
          response: { data: null, errors: [mistake.error] },
        };
      }
      const reply = (
        context as {
          reply?: {
            log: { error: (o: unknown, m: string) => void };
            request?: { id?: string };
          };
        }
      ).reply;
      const errors = (execution.errors ?? []).flatMap((error) =>
        formatError(
          error as ErrorWithCode,
          (cause) => {
            reply?.log.error({ err: cause }, 'resolver failed');
            options.errorReporter?.capture(cause, {
              ...(reply?.request?.id ? { requestId: reply.request.id } : {}),
              where: 'graphql',
            });
          },
          options.production,
          reply?.request?.id ?? null,
          (context as { locale?: Locale }).locale ?? 'en',
        ),
      );
      for (const error of errors) {
        options.metrics?.graphqlErrors.inc({ code: String(error.extensions.code ?? 'UNKNOWN') });
      }
      const internal = errors.some((error) => error.extensions.code === 'INTERNAL_SERVER_ERROR');
      return {
        statusCode: internal ? 500 : 200,
        response: { data: execution.data ?? null, errors },
      };
    },
  });

  // Compressed bodies are refused before they are parsed, malformed ones before GraphQL runs.
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/graphql')) checkGraphqlEncoding(request.headers);
  });
  app.addHook('preValidation', async (request) => {
    if (request.url.startsWith('/graphql')) checkGraphqlBody(request);
  });

  app.graphql.addHook('preParsing', async (_schema, source) => {
    assertTokenLimit(source);
  });
  const { onOperation } = options;
  if (onOperation)
    app.graphql.addHook('preExecution', async (_schema, document, context) => {
      const request = context.reply.request;
      const name = (request.body as { operationName?: unknown } | null)?.operationName;
      onOperation(request, document, typeof name === 'string' ? name : null);
    });

  // Orders a crash left waiting for their payment are settled before the first request; while
  // the server runs, the job queue settles them every `settleEveryMs` (server/jobs): a crash on
  // another instance, or a charge that died here, is not left for the next start (any instance
  // may settle any order: settling is conditional on the order still being PENDING).
  const { checkout: checkoutService } = options.services;
  app.addHook('onReady', async () => {
    try {
      const report = await checkoutService.reconcileAtStartup();
      const settled = report.completed.length + report.cancelled.length + report.declined.length;
      if (settled > 0) app.log.info({ report }, 'checkout: settled pending orders');
    } catch (error) {
      app.log.error({ err: error }, 'checkout: settling pending orders failed');
      options.errorReporter?.capture(error, { where: 'checkout settlement' });
    }
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
