import { defineConfig } from 'drizzle-kit';

/** Migrations are generated from server/db/schema.ts; see docs/decisions/020-database.md. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
