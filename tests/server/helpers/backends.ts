import type { DatabaseHandle } from '../../../server/db/client';
import {
  createSeededPostgresTestDatabase,
  isPostgresReachable,
  openSeededTestDatabase,
} from './test-database';

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** A seeded database and the way to dispose of it. */
  open: () => Promise<{ handle: DatabaseHandle; dispose: () => Promise<void> }>;
}

/**
 * The databases server tests run against: PGlite always, PostgreSQL at TEST_DATABASE_URL or
 * 127.0.0.1:5432 when it answers. In CI PostgreSQL is required, so it can never be skipped silently.
 */
export async function testBackends(): Promise<Backend[]> {
  const backends: Backend[] = [
    {
      name: 'PGlite',
      open: async () => {
        const handle = await openSeededTestDatabase();
        return { handle, dispose: () => handle.close() };
      },
    },
  ];
  const reachable = await isPostgresReachable();
  if (!reachable && process.env.CI) {
    throw new Error(
      'CI must run the server tests on PostgreSQL, but 127.0.0.1:5432 does not answer.',
    );
  }
  if (reachable) {
    backends.push({
      name: 'PostgreSQL',
      open: async () => {
        // A copy of a template migrated and seeded once per run (see ./test-database).
        const database = await createSeededPostgresTestDatabase();
        if (!database) throw new Error('PostgreSQL stopped answering');
        return { handle: database.handle, dispose: () => database.drop() };
      },
    });
  }
  return backends;
}
