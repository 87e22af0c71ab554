/**
 * Seeds the database named by the environment (DATABASE_URL, or PGlite under
 * DATA_DIR, default ./.data):
 *
 *   tsx server/db/seed/cli.ts [--products N] [--no-images] [--force] [--force-images]
 *
 * Migrates first. Refuses to touch a seeded database unless --force, which
 * wipes the catalogue and customer data and seeds again.
 */
import { parseArgs } from 'node:util';
import { defaultDataDir, defaultImagesDir, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { AlreadySeededError, seedDatabase } from './seed';

const USAGE =
  'Usage: tsx server/db/seed/cli.ts [--products N] [--no-images] [--images-dir DIR] [--force] [--force-images]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      'no-images': { type: 'boolean', default: false },
      'images-dir': { type: 'string' },
      force: { type: 'boolean', default: false },
      'force-images': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const products = values.products === undefined ? undefined : Number(values.products);
  if (
    products !== undefined &&
    (!Number.isInteger(products) || products < 1 || products > 2_000_000)
  ) {
    process.stderr.write(`--products must be a whole number from 1 to 2,000,000\n${USAGE}\n`);
    return 2;
  }
  const log = (message: string) => process.stdout.write(`${message}\n`);
  const started = performance.now();
  const handle = await openDatabase();
  try {
    log(
      handle.kind === 'postgres'
        ? 'Database: PostgreSQL (DATABASE_URL)'
        : `Database: PGlite in ${defaultDataDir()}`,
    );
    await migrateDatabase(handle);
    const result = await seedDatabase(handle, {
      ...(products === undefined ? {} : { products }),
      withImages: !values['no-images'],
      imagesDir: values['images-dir'] ?? defaultImagesDir(),
      force: values.force,
      forceImages: values['force-images'],
      onProgress: log,
    });
    log(
      Object.entries(result.counts)
        .map(([table, count]) => `${table}: ${count.toLocaleString('en-CA')}`)
        .join('\n'),
    );
    if (result.images) {
      log(
        `Images: ${result.images.rendered} rendered, ${result.images.skipped} already present, ${result.images.files} files, ${(result.images.milliseconds / 1000).toFixed(1)} s`,
      );
    }
    log(
      `Database ${(result.milliseconds.database / 1000).toFixed(1)} s; seed ${(result.milliseconds.total / 1000).toFixed(1)} s; total with open and migrate ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AlreadySeededError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
