/**
 * Makes the server tests' cached databases ahead of time: the seeded PGlite dump and, when
 * PostgreSQL answers, the seeded template database (see ./test-database). scripts/test.mjs runs
 * it in the background (`tsx tests/server/helpers/prepare.ts`) while the checks run; the tests
 * find both ready, or make them themselves when this did not run.
 */
import { preparePostgresTemplate, seededTestDatabaseInfo } from './test-database';

const started = Date.now();
Promise.all([seededTestDatabaseInfo(), preparePostgresTemplate()]).then(
  () => {
    console.log(`server fixtures prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
