import type { FastifyInstance, RouteHandlerMethod } from 'fastify';

export interface InFlight {
  /** Handlers started and not yet finished. */
  readonly count: number;
  /** Resolves once no handler runs, or after `timeoutMs`, whichever comes first. */
  drained(timeoutMs: number): Promise<void>;
}

/**
 * Counts route handlers still running, so a stopping server closes the database only after
 * they finish. Fastify's close waits for open connections, not for handlers: a client that
 * hung up mid-checkout leaves its handler running with no connection, and closing the pool
 * under it turned a finished charge into "Cannot use a pool after calling end on the pool".
 * Wrapping each handler (the onRoute hook, so every route registered afterwards, in every
 * plugin) counts exactly the work, whatever happened to the socket.
 */
export function trackInFlight(app: FastifyInstance): InFlight {
  let count = 0;
  let waiters: (() => void)[] = [];
  const finish = () => {
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function tracked(this: FastifyInstance, request, reply) {
      count += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finish();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finish);
      finish();
      return result;
    } as RouteHandlerMethod;
  });
  return {
    get count() {
      return count;
    },
    drained(timeoutMs) {
      if (count === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
