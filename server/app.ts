import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { apiPlugin } from './api/api-plugin';
import { createServices } from './composition-root';
import { createErrorReporter } from './error-reporting';
import { loggerOptions } from './logging';
import { Metrics } from './metrics';
import { RedisTrackerBus } from './modules/deliveries/index';
import { newestMigrationMillis, readiness } from './readiness';
import { errorReportTunnel } from './site/error-report-tunnel';
import type { ErrorReporter } from './error-reporting';
import { authPlugin } from './auth/auth-plugin';
import { createApiTokenVerifier, createAuth } from './auth/create-auth';
import type { AuthOverrides, AuthRuntime } from './auth/create-auth';
import { devMailboxPlugin } from './auth/dev-mailbox-plugin';
import { SessionLiveness } from './auth/session-liveness';
import type { TokenVerifier } from './auth/tokens';
import type { ServerConfig } from './config';
import { ensureDatabase } from './db/bootstrap';
import type { CheckoutServiceOptions } from './modules/checkout/index';
import type { DatabaseHandle } from './db/client';
import { billingJob } from './modules/billing/index';
import { JobQueue, storeJobs } from './jobs/index';
import { creditPendingReferrals } from './modules/referrals/index';
import { NoticeSender } from './modules/notices/index';
import { createSmtpMailer, OUTBOX_LIMIT } from './auth/mail';
import { SandboxGateway } from './payments/sandbox-gateway';
import { RedisVerificationCodeStore } from './modules/account/index';
import { createSmsGateway } from './sms/sms-gateway';
import type { SmsGateway } from './sms/sms-gateway';
import { sandboxTokenRoutes } from './payments/sandbox-token-routes';
import { trackInFlight } from './in-flight';
import { tracingState } from './tracing/state';
import { returnPhotoRoutes } from './api/return-photo-routes';
import { registerCrewPositions } from './api/crew-positions';
import { FilePhotoStore, S3PhotoStore } from './modules/returns/index';
import { imagesPlugin } from './site/images-plugin';
import { registerSecurityHeaders } from './site/security-headers';
import { sessionSyncPlugin } from './site/session-sync';
import { seoPlugin, siteBuiltAt } from './site/seo-plugin';
import { assertBuilt, sitePlugin } from './site/site-plugin';
import { listSitemapCategories, listSitemapProducts } from './db/repositories/catalog-repository';

/** Trusts the nearest `hops` proxies (a hop count of TRUST_PROXY), as proxy-addr counts them. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

export interface BuildOptions {
  /** An open database (tests); otherwise the configured one is opened, migrated and seeded. */
  database?: DatabaseHandle;
  /** False turns off the per-city catalogue cache (benchmarks of the uncached path). */
  cache?: boolean;
  /** Knobs of the auth service for tests: clock, limits, lifetimes, hashing cost. */
  auth?: AuthOverrides;
  /** Checkout's options: hooks where tests inject a crash, the pending-order grace period. */
  checkout?: CheckoutServiceOptions;
  /** How long the API trusts a session-liveness answer (default 4 s; 0 asks every time). */
  sessionCheckTtlMs?: number;
  /** Error reporting; default: from SENTRY_DSN. */
  errorReporter?: ErrorReporter;
  /** Runs before the site loads its server build (tests delay start-up with it). */
  beforeSiteRendererLoad?: () => Promise<void>;
}

/** How long a stopping server waits for running handlers before it closes the database. */
const SHUTDOWN_DRAIN_MS = 10_000;

/**
 * The whole product in one process: the site, the GraphQL API and the auth service. Entry
 * points of one part (`start:api`, `start:auth`) turn the others off through the config.
 */
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the proxy's `x-request-id` when it is a plain token, else a fresh UUID. */
export function requestIdOf(request: {
  headers: Record<string, string | string[] | undefined>;
}): string {
  const forwarded = request.headers['x-request-id'];
  return typeof forwarded === 'string' && FORWARDED_REQUEST_ID.test(forwarded)
    ? forwarded
    : randomUUID();
}

export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  // Refuse a missing build before the first run spends time seeding the database.
  if (config.serveSite) assertBuilt(config.distDir);

  const app = Fastify({
    logger: loggerOptions({ level: config.logLevel, production: config.production }),
    // Forwarded headers only from configured proxies (TRUST_PROXY): trusting anyone's would let a
    // client pick the address each per-address limit counts, and the host the origin check reads.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 256 * 1024,
    // Start-up waits for every plugin however busy the machine is: a plugin that never
    // finishes is a bug to fix, not a race to lose under load.
    pluginTimeout: 0,
    // Every request has an id, in each of its log lines and echoed as `x-request-id`: a
    // proxy's id is kept when it looks like one, otherwise a new UUID.
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Traces (decision 183), when the entry started them (OTEL_EXPORTER_OTLP_ENDPOINT).
  const spans = tracingState.enabled ? await import('./tracing/server-spans') : null;
  spans?.traceServer(app);
  app.addHook('onClose', () => tracingState.flush());
  // Prometheus metrics on their own port (METRICS_PORT, decision 169).
  const metrics = config.metricsPort === null ? null : new Metrics();
  if (metrics && config.metricsPort !== null) {
    const { metricsPort, metricsHost } = config;
    app.decorate('metrics', metrics);
    let metricsServer: Server | null = null;
    app.addHook('onReady', async () => {
      metricsServer = await metrics.serve(metricsPort, metricsHost);
    });
    app.addHook('onClose', async () => {
      await new Promise<void>((resolve) =>
        metricsServer ? metricsServer.close(() => resolve()) : resolve(),
      );
    });
    app.addHook('onResponse', async (request, reply) => {
      const seconds = reply.elapsedTime / 1000;
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.httpDuration.observe(
        { method: request.method, route, status: String(reply.statusCode) },
        seconds,
      );
      if (route === '/graphql')
        metrics.graphqlDuration.observe(
          { operation: Metrics.operationLabel(request.body) },
          seconds,
        );
    });
  }
  // Unexpected errors (5xx) go to error reporting with their request's id (decision 166).
  const errorReporter =
    options.errorReporter ??
    (await createErrorReporter({
      dsn: config.sentryDsn,
      release: config.releaseVersion,
      environment: config.production ? 'production' : 'development',
    }));
  app.decorate('errorReporter', errorReporter);
  app.addHook('onError', async (request, _reply, error) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) errorReporter.capture(error, { requestId: request.id, where: 'http' });
  });
  app.addHook('onClose', async () => {
    await errorReporter.flush();
  });
  const inFlight = trackInFlight(app);
  // Once closing, new requests get 503; the handlers already running finish before anything they
  // use (Redis, mail, the database) is closed by the hooks registered after this one.
  app.addHook('preClose', async () => {
    await inFlight.drained(SHUTDOWN_DRAIN_MS);
  });

  const opened =
    options.database ??
    (await ensureDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      imagesDir: path.join(config.dataDir, 'images'),
      onProgress: (message) => app.log.info(message),
    }));
  const database = spans ? (await import('./db/traced-database')).tracedDatabase(opened) : opened;
  if (!options.database)
    app.addHook('onClose', async () => {
      // Handlers of clients that hung up still run: let them finish before the pool ends.
      await inFlight.drained(SHUTDOWN_DRAIN_MS);
      await database.close();
    });

  metrics?.watchDatabase(database);
  await registerSecurityHeaders(app, { production: config.production });

  app.get('/healthz', (_request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .send({ status: 'ok', version: config.releaseVersion }),
  );
  const newestMigration = newestMigrationMillis();
  app.get('/readyz', async (_request, reply) => {
    const jobs = app.hasDecorator('jobs') ? app.jobs : null;
    const state = await readiness(database, {
      newestMigration,
      jobs,
      // The notices' delivery runs in this instance's job queue (NOTICE_SENDER).
      notices: app.hasDecorator('notices') ? jobs : null,
    });
    return reply
      .code(state.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: state.ready ? 'ready' : 'not ready', checks: state.checks });
  });

  // Shared by the API (verification codes) and the dev mailbox (its outbox, when no provider).
  const sms: SmsGateway = createSmsGateway(config.sms, (line) => app.log.info(line));

  let tokenVerifier: TokenVerifier | null = null;
  // The API's check that a token's session is still going (decision 108).
  const sessionLiveness = new SessionLiveness(
    database,
    options.sessionCheckTtlMs === undefined ? {} : { ttlMs: options.sessionCheckTtlMs },
  );
  if (config.serveAuth) {
    const auth = await createAuth(config, database, app.log, options.auth);
    // Sessions this process ends are refused at once here; other instances follow within 5 s.
    auth.sessions.onEnd((ids) => sessionLiveness.forget(ids));
    // Before onClose closes the database: mail and clean-up still running finish first.
    app.addHook('preClose', () => auth.close());
    app.decorate('auth', auth);
    tokenVerifier = auth.verifier;
    await app.register(authPlugin, {
      prefix: '/courier',
      service: auth.service,
      social: auth.social,
      keys: auth.keys,
      siteUrl: config.siteUrl,
      production: config.production,
    });
    if (!config.production)
      await app.register(devMailboxPlugin, { database, mailer: auth.mailer.kind, sms });
  }

  let catalogChanges: ((listener: () => void) => void) | undefined;
  if (config.serveApi) {
    if (!tokenVerifier) {
      const { verifier, key } = await createApiTokenVerifier(config);
      if (!key)
        app.log.warn(
          'no AUTH_PUBLIC_KEY and no DATA_DIR/auth-keys/public.pem: every access token is refused',
        );
      tokenVerifier = verifier;
    }
    await app.register(imagesPlugin, { imagesDir: path.join(config.dataDir, 'images') });
    // Pending verification codes are shared by every instance through REDIS_URL (decision 110).
    const verificationStore = config.auth.redisUrl
      ? await RedisVerificationCodeStore.connect(config.auth.redisUrl, {
          onError: (error) => app.log.warn({ err: error }, 'verification codes: redis error'),
        })
      : undefined;
    if (verificationStore) app.addHook('onClose', () => verificationStore.close());
    // Return photos: one S3-compatible store for every instance, or this one's folder (168).
    const photoStore = config.photoS3
      ? new S3PhotoStore({
          ...config.photoS3,
          // S3-compatible servers (MinIO, Ceph) address buckets by path; AWS by host name.
          forcePathStyle: config.photoS3.endpoint !== undefined,
        })
      : new FilePhotoStore(path.join(config.dataDir, 'photos'));
    if (photoStore instanceof S3PhotoStore) app.addHook('onClose', async () => photoStore.close());
    // With REDIS_URL, every instance's trackers hear every crew (decision 167).
    const trackerBus = config.auth.redisUrl
      ? await RedisTrackerBus.connect(config.auth.redisUrl, {
          onError: (error) => app.log.warn({ err: error }, 'tracker bus: redis error'),
        })
      : undefined;
    if (trackerBus) app.addHook('onClose', () => trackerBus.close());
    const services = createServices(database, {
      siteUrl: config.siteUrl,
      cache: options.cache ?? true,
      ...(trackerBus ? { trackerBus } : {}),
      sms,
      ...(verificationStore ? { verificationStore } : {}),
      ...(options.checkout ? { checkout: options.checkout } : {}),
      ...(metrics ? { counters: metrics.businessCounters() } : {}),
      photoStore,
      // Instances behind a load balancer share PHOTO_SIGNING_KEY (decision 119).
      ...(process.env.PHOTO_SIGNING_KEY
        ? { photoSigningKey: Buffer.from(process.env.PHOTO_SIGNING_KEY, 'utf8') }
        : {}),
    });
    app.decorate('services', services);
    catalogChanges = (listener) => void services.catalog.onInvalidate(listener);
    await app.register(apiPlugin, {
      services,
      releaseVersion: config.releaseVersion,
      production: config.production,
      tokenVerifier,
      sessionLiveness,
      mapStyleUrl: config.mapStyleUrl ?? null,
      errorReporter,
      ...(metrics ? { metrics } : {}),
      ...(spans ? { onOperation: spans.nameOperation } : {}),
    });
    await app.register(returnPhotoRoutes, {
      photos: services.returnPhotos,
      tokenVerifier,
      sessionLiveness,
      production: config.production,
    });
    registerCrewPositions(app, {
      feed: services.deliveryFeed,
      crewKeys: config.crewKeys,
      production: config.production,
      minPostIntervalMs: config.crewPostIntervalMs,
    });
    // The dev crew simulator (DELIVERY_SIMULATOR, decision 129): crews move during windows.
    if (config.deliverySimulator) {
      app.addHook('onReady', async () => services.deliveryFeed.start());
      app.addHook('preClose', async () => services.deliveryFeed.stop());
    }
    // Customer notices (decision 154): the outbox's passes, on every instance that sends them.
    const smtp =
      config.noticeSender && config.auth.smtpUrl
        ? createSmtpMailer(config.auth.smtpUrl, config.auth.mailFrom)
        : null;
    const notices = config.noticeSender
      ? new NoticeSender({
          handle: database,
          mail: smtp
            ? { kind: 'smtp', send: (mail) => smtp.send(mail) }
            : { kind: 'outbox', keep: OUTBOX_LIMIT },
          sms,
          siteUrl: config.siteUrl,
          mailDomain: new URL(config.siteUrl).hostname,
          log: app.log,
        })
      : null;
    if (notices) app.decorate('notices', notices);
    // Background work runs as jobs of one queue on the database (decision 182): the billing
    // run (BILLING_JOB), pending-order settlement, the notices (NOTICE_SENDER). Each job runs on
    // one instance however many run; a failed try is logged, reported and tried again.
    const jobs = new JobQueue({
      database,
      log: app.log,
      definitions: storeJobs({
        billing: config.billingJob
          ? {
              run: billingJob({
                handle: database,
                gateway: services.billingPayments,
                log: app.log,
              }),
              settleReturnFees: services.settleReturnFees,
            }
          : null,
        settlement: {
          everyMs: services.checkout.settleEveryMs,
          run: async () => {
            const report = await services.checkout.reconcilePendingOrders();
            const settled =
              report.completed.length + report.cancelled.length + report.declined.length;
            if (settled > 0) app.log.info({ report }, 'checkout: settled pending orders');
          },
        },
        notices: notices
          ? { deliver: () => notices.runOnce(), writeReminders: () => notices.queueReminders() }
          : null,
        referralCredits: () => creditPendingReferrals(database),
      }),
      onFailure: (error, job) => {
        errorReporter.capture(error, { where: `job ${job.name}` });
        metrics?.jobFailures.inc({ queue: job.name });
      },
    });
    app.decorate('jobs', jobs);
    metrics?.watchJobs(jobs);
    app.addHook('onReady', async () => jobs.start());
    // Running jobs finish before the database closes (onClose); waiting ones stay queued.
    app.addHook('preClose', async () => {
      await jobs.stop();
      await smtp?.close();
    });
    // The sandbox processor's card tokenizer; a real processor tokenizes on its own servers.
    if (services.payments instanceof SandboxGateway) {
      await app.register(sandboxTokenRoutes, { gateway: services.payments });
    }
  }
  // Session sync belongs to the site; `npm run dev` (no site, Vite in front) needs it too.
  if (config.serveSite || (config.serveApi && config.serveAuth)) {
    await app.register(sessionSyncPlugin, {
      production: config.production,
      siteUrl: config.siteUrl,
    });
  }
  if (config.serveSite) {
    if (config.sentryDsn) await app.register(errorReportTunnel, { dsn: config.sentryDsn });
    await app.register(seoPlugin, {
      siteUrl: config.siteUrl,
      builtAt: siteBuiltAt(config.distDir),
      source: {
        products: () => listSitemapProducts(database),
        categories: () => listSitemapCategories(database),
      },
    });
    await app.register(sitePlugin, {
      distDir: config.distDir,
      releaseVersion: config.releaseVersion,
      statechartsEnabled: config.statechartsEnabled,
      errorReportingDsn: config.sentryDsn,
      pageCacheTtlMs: config.pageCacheTtlMs,
      production: config.production,
      siteUrl: config.siteUrl,
      onCatalogChange: catalogChanges,
      ...(options.beforeSiteRendererLoad
        ? { beforeRendererLoad: options.beforeSiteRendererLoad }
        : {}),
    });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The auth service's parts, when this process serves it. */
    auth: AuthRuntime;
    /** The notices outbox's sender, when this process sends notices (NOTICE_SENDER). */
    notices: NoticeSender;
    /** The job queue, when this process serves the API (decision 182). */
    jobs: JobQueue;
    /** Where unexpected errors are reported (SENTRY_DSN; none sent without it). */
    errorReporter: ErrorReporter;
    /** Prometheus metrics, when METRICS_PORT is set. */
    metrics: Metrics;
  }
}
