import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  distDir: string;
  dataDir: string;
  databaseUrl: string | undefined;
  releaseVersion: string;
  logLevel: string;
  /** False in `npm run dev`, where Vite serves the app. */
  serveSite: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  if (!/^\d+$/.test(raw))
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  const port = Number(raw);
  if (port > 65535)
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  return port;
}

function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Reads the environment once; every variable is documented in README.md. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = path.resolve(rootDir, env.DATA_DIR ?? '.data');
  return {
    port: parsePort(env.PORT),
    host: env.HOST ?? '0.0.0.0',
    production: env.NODE_ENV === 'production',
    distDir: path.resolve(rootDir, env.DIST_DIR ?? 'dist'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    releaseVersion: env.RELEASE_VERSION ?? packageVersion(),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    serveSite: env.SERVE_SITE !== 'false',
  };
}
