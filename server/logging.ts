/**
 * The server's log (decision 169): JSON lines in production and wherever output is not a
 * terminal (a log collector reads them), readable lines through `pino-pretty` in development
 * at a terminal. Every line of a request carries its id (`reqId`, the `x-request-id` answer
 * header). No customer data: a request is logged by its method and its path with tokens, e-mail
 * addresses and other personal details replaced (`scrubText`), never its query, headers or
 * body; error messages are scrubbed the same way.
 */
import type { FastifyServerOptions } from 'fastify';
import { scrubText } from './error-reporting';

interface LoggedRequest {
  method?: string;
  url?: string;
  id?: string;
}

interface LoggedError {
  type?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
}

export function loggerOptions(options: {
  level: string;
  production: boolean;
  pretty?: boolean;
}): FastifyServerOptions['logger'] {
  if (options.level === 'silent') return false;
  const pretty = options.pretty ?? (!options.production && process.stdout.isTTY === true);
  return {
    level: options.level,
    // A line's message (often an error's) is scrubbed like everything else in it.
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)),
        );
      },
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        path: scrubText((request.url ?? '').split('?')[0] ?? ''),
      }),
      err: (error: LoggedError) => ({
        type: error.type ?? (error as Error).name,
        message: scrubText(String(error.message ?? '')),
        ...(error.code !== undefined ? { code: error.code } : {}),
        ...(error.statusCode !== undefined ? { statusCode: error.statusCode } : {}),
        stack: scrubText(String(error.stack ?? '')),
      }),
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
