import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDatabase } from '../../server/db/bootstrap';

let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'storefront-bootstrap-'));
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe('ensureDatabase (first npm start)', () => {
  it('migrates and seeds an empty data folder, then reopens it without seeding again', async () => {
    const config = {
      databaseUrl: '',
      dataDir: path.join(directory, 'db'),
      imagesDir: path.join(directory, 'images'),
      seedOptions: { withImages: false, referenceDate: '2026-01-15' },
    };
    const first = await ensureDatabase(config);
    try {
      expect(first.kind).toBe('pglite');
      expect(first.seeded?.counts.products).toBe(640);
      // What a database seeded by an earlier build holds: the four flags decision 102 retired.
      await first.query(
        `insert into feature_flags (name, "on") values ('liquidation-sale-banner', true),
         ('eighty-five-off-badge', true), ('pickup-only', false), ('pin-default-depot', false)`,
      );
    } finally {
      await first.close();
    }
    expect(await readdir(config.dataDir)).toContain('PG_VERSION');

    const second = await ensureDatabase(config);
    try {
      expect(second.seeded).toBeNull();
      const rows = await second.query<{ count: number }>(
        'select count(*)::int as count from products',
      );
      expect(rows[0]?.count).toBe(640);
      // The start removed them and kept the one switch, off.
      expect(await second.query('select name, "on" from feature_flags order by name')).toEqual([
        { name: 'liquidation-sale', on: false },
      ]);
    } finally {
      await second.close();
    }
  });
});
