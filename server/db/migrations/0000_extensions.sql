-- Extensions the schema needs. pg_trgm (typo-tolerant search) is a trusted
-- extension on PostgreSQL 13+, so a database owner can create it; PGlite loads
-- it from @electric-sql/pglite/contrib/pg_trgm (see server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
