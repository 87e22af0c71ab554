import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../../server/app';
import type { BuildOptions } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import type { DatabaseHandle } from '../../../server/db/client';

export interface GraphqlAnswer<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: { code?: string; [key: string]: unknown } }[] | undefined;
  headers: Headers;
}

/** The real server over real HTTP on a free port, API only, on the given database. */
export async function startApiServer(
  database: DatabaseHandle,
  env: Record<string, string> = {},
  /** More build options (checkout hooks, ...); the database is the one given. */
  build: Omit<BuildOptions, 'database'> = {},
): Promise<{
  app: FastifyInstance;
  url: string;
  graphql: <T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ) => Promise<GraphqlAnswer<T>>;
}> {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', SERVE_SITE: 'false', ...env }),
    logLevel: 'silent',
  };
  const app = await buildServer(config, { ...build, database });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const graphql = async <T>(query: string, variables?: Record<string, unknown>) => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-version': 'test-client' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphqlAnswer['errors'] };
    return {
      status: response.status,
      data: body.data ?? null,
      errors: body.errors,
      headers: response.headers,
    };
  };
  return { app, url, graphql };
}
