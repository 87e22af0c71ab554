/**
 * ensureDatabase: what `npm start` calls. Opens the database named by the
 * configuration (PGlite under DATA_DIR, or DATABASE_URL), applies pending
 * migrations, seeds the demo catalogue when the database is empty, and brings the
 * feature flag rows of a database seeded before up to date (server/db/feature-flags.ts).
 */
import {
  defaultImagesDir,
  openDatabase,
  type DatabaseHandle,
  type OpenDatabaseOptions,
} from './client';
import { reconcileFeatureFlags } from './feature-flags';
import { migrateDatabase } from './migrate';
import { isSeeded, seedDatabase, type SeedOptions, type SeedResult } from './seed/seed';

export interface EnsureDatabaseConfig extends OpenDatabaseOptions {
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Where the first seed writes images; default `${DATA_DIR}/images` (defaultImagesDir()). */
  imagesDir?: string;
  /** Options for the first seed. */
  seedOptions?: SeedOptions;
  /** Progress messages (e.g. the server's logger). */
  onProgress?: (message: string) => void;
}

export interface EnsuredDatabase extends DatabaseHandle {
  /** The seed's result when this call seeded the database, else null. */
  seeded: SeedResult | null;
}

export async function ensureDatabase(config: EnsureDatabaseConfig = {}): Promise<EnsuredDatabase> {
  const progress = config.onProgress ?? (() => undefined);
  const handle = await openDatabase(config);
  try {
    await migrateDatabase(handle);
    let seeded: SeedResult | null = null;
    if (config.seed !== false && !(await isSeeded(handle))) {
      progress('Empty database: seeding the demo catalogue (first run only)');
      seeded = await seedDatabase(handle, {
        imagesDir: config.imagesDir ?? defaultImagesDir(),
        onProgress: progress,
        ...config.seedOptions,
      });
      progress(`Seeded in ${(seeded.milliseconds.total / 1000).toFixed(1)} s`);
    }
    // Databases seeded by earlier builds may hold the four flags that LIQUIDATION_FLAG replaced.
    if (seeded === null && (await isSeeded(handle))) await reconcileFeatureFlags(handle);
    return Object.assign(handle, { seeded });
  } catch (error) {
    await handle.close();
    throw error;
  }
}
