/**
 * Metrics for Prometheus (decision 169), with `prom-client`: request rate and latency per route
 * and per GraphQL operation, API errors by code, the database pool, and the process's own
 * (memory, event-loop lag, garbage collection), the job queue's depth per queue and state and its
 * failed tries (decision 182). Served at `/metrics` on `METRICS_PORT` only
 * (and `METRICS_HOST`, default 127.0.0.1): a port the public site never answers on. Each server
 * has its own registry, so two servers in one process (tests) count apart.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { BusinessCounters } from './composition-root';
import type { DatabaseHandle } from './db/client';

const OPERATION = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status, and how long they took.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  // Business outcomes (decision 183): a few fixed labels each, never a customer or an amount.
  readonly checkouts = new Counter({
    name: 'checkouts_total',
    help: 'Checkouts by outcome: placed, declined (the card), refused (the request) or error.',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly charges = new Counter({
    name: 'payment_charges_total',
    help: 'Card charges asked of the processor, by flow and outcome (approved, declined, error).',
    labelNames: ['flow', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly graphqlDuration = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations by name, and how long they took.',
    labelNames: ['operation'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly graphqlErrors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors the API answered, by code.',
    labelNames: ['code'] as const,
    registers: [this.registry],
  });

  readonly jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Tries of a queued job that failed, by queue.',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });

  /** Where `/metrics` listens once served. */
  url: string | null = null;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Adds the database pool's gauges (PostgreSQL; the embedded database has no pool). */
  watchDatabase(database: DatabaseHandle): void {
    if (database.client.kind === 'postgres') {
      const pool = database.client.pool;
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers: [this.registry],
          collect() {
            this.set(read());
          },
        });
      gauge('db_pool_connections', 'Connections the database pool holds.', () => pool.totalCount);
      gauge('db_pool_idle_connections', 'Idle connections in the pool.', () => pool.idleCount);
      gauge(
        'db_pool_waiting_requests',
        'Queries waiting for a connection.',
        () => pool.waitingCount,
      );
    }
  }

  /** The services' counters of checkouts and charges (server/composition-root.ts). */
  businessCounters(): BusinessCounters {
    return {
      charge: (flow, outcome) => this.charges.inc({ flow, outcome }),
      checkout: (outcome) => this.checkouts.inc({ outcome }),
    };
  }

  /** Adds the job queue's depth: jobs per queue and state (queued, retry, active, failed). */
  watchJobs(jobs: { depths(): Promise<{ queue: string; state: string; count: number }[]> }): void {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs in the queue by queue and state (created, retry, active, failed).',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const row of await jobs.depths().catch(() => []))
          this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
  }

  /** The operation's label: its name when it is a plain GraphQL name, else `anonymous`. */
  static operationLabel(body: unknown): string {
    const name = (body as { operationName?: unknown } | null)?.operationName;
    return typeof name === 'string' && OPERATION.test(name) ? name : 'anonymous';
  }

  /** Starts `/metrics` on its own port; resolves with the listening server. */
  async serve(port: number, host: string): Promise<Server> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    this.url = `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`;
    return server;
  }
}
