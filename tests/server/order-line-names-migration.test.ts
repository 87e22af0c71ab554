// Migration 0026 on a database that already has orders (decision 185): order lines written before
// it get the French names of today's catalogue (the product's French name; each English option
// value name matched among the product's options), English where no French was written; lines
// written after it get them as they are inserted.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase, migrationsFolder } from '../../server/db/migrate';

const before = mkdtempSync(path.join(tmpdir(), 'order-line-names-migrations-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

const ORDER = '00000000-0000-4000-8000-000000000500';

describe('migration 0026 on existing order lines (PGlite)', () => {
  it('backfills the French snapshot from the catalogue and fills new lines on insert', async () => {
    cpSync(migrationsFolder, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0026');
    writeFileSync(journalFile, JSON.stringify(journal));

    const handle = await openDatabase({ databaseUrl: '', dataDir: 'memory://' });
    try {
      await migrateDatabase(handle, { migrationsFolder: before });
      // Foreign keys off for the fixture: a catalogue of three variants and one order.
      await handle.exec(`
        set session_replication_role = replica;
        insert into options (id, name, name_fr, pos) values
          (1, 'Fabric', 'Tissu', 1), (2, 'Leg finish', 'Fini des pattes', 2);
        insert into option_values (id, option_id, name, name_fr) values
          (11, 1, 'Oatmeal', 'Avoine'), (12, 1, 'Fog', 'Brume'),
          (21, 2, 'Natural Oak', 'Chêne naturel'), (22, 2, 'Walnut', null);
        insert into parent_products (id, slug, name, name_fr, manufacturer)
          values (1, 'bedford-sofa', 'Bedford Sofa', 'Canapé Bedford', 'Pivot'),
                 (2, 'plain-stool', 'Plain Stool', null, 'Pivot');
        insert into parent_product_options (parent_product_id, option_id, pos) values (1, 1, 1), (1, 2, 2);
        insert into products (id, parent_product_id, name, name_fr, sku, colour_name, colour_name_fr, colour_hex, retail_price_cents)
          values (1, 1, 'Bedford Sofa, Oatmeal, Natural Oak', 'Canapé Bedford, avoine, chêne naturel',
                  'SKU-1', 'Oatmeal', 'Avoine', '#dddddd', 120000),
                 (2, 1, 'Bedford Sofa, Fog, Walnut', 'Canapé Bedford, brume, noyer', 'SKU-2', 'Fog', 'Brume', '#999999', 120000),
                 (3, 2, 'Plain Stool', null, 'SKU-3', '', null, '#ffffff', 9000);
        insert into product_option_values (product_id, option_value_id) values (1, 11), (1, 21), (2, 12), (2, 22);
        set session_replication_role = origin;
      `);
      await handle.exec(`
        set session_replication_role = replica;
        insert into orders (id, city_id, customer_id) values ('${ORDER}', 1, null);
        insert into order_lines (order_id, product_id, name, option_value_names, purchase_option,
            price_cents, original_price_cents, pos) values
          ('${ORDER}', 1, 'Bedford Sofa, Oatmeal, Natural Oak', '{Oatmeal,"Natural Oak"}', 'subscribe', 9900, 9900, 1),
          -- A value the variant no longer has, still one of its parent's options: matched there.
          ('${ORDER}', 2, 'Bedford Sofa, Fog, Walnut', '{Oatmeal,Walnut}', 'ownv3', 120000, 120000, 2),
          ('${ORDER}', 3, 'Plain Stool', '{}', 'ownv3', 9000, 9000, 3),
          -- Checkout names a line "Parent - Colour": its French has the same form.
          ('${ORDER}', 1, 'Bedford Sofa - Oatmeal', '{Oatmeal,"Natural Oak"}', 'ownv3', 9000, 9000, 4),
          -- A name the catalogue has never had stays English.
          ('${ORDER}', 3, 'Plain Stool', '{Driftwood}', 'ownv3', 9000, 9000, 5);
        set session_replication_role = origin;
      `);
      await migrateDatabase(handle);

      const lines = () =>
        handle.query<{ name_fr: string | null; option_value_names_fr: string[] | null }>(
          'select name_fr, option_value_names_fr from order_lines order by pos',
        );
      expect(await lines()).toEqual([
        {
          name_fr: 'Canapé Bedford, avoine, chêne naturel',
          option_value_names_fr: ['Avoine', 'Chêne naturel'],
        },
        { name_fr: 'Canapé Bedford, brume, noyer', option_value_names_fr: ['Avoine', 'Walnut'] },
        { name_fr: null, option_value_names_fr: [] },
        { name_fr: 'Canapé Bedford - Avoine', option_value_names_fr: ['Avoine', 'Chêne naturel'] },
        { name_fr: null, option_value_names_fr: ['Driftwood'] },
      ]);

      // A line written after the migration, by a flow that writes English only, gets its French
      // (also while triggers of the replica role are off, as a large seed loads);
      // one written with its own French keeps it.
      await handle.exec(`
        set session_replication_role = replica;
        insert into order_lines (order_id, product_id, name, option_value_names, purchase_option,
            price_cents, original_price_cents, pos) values
          ('${ORDER}', 2, 'Bedford Sofa, Fog, Walnut', '{Fog,Walnut}', 'ownv3', 120000, 120000, 6);
        set session_replication_role = origin;
      `);
      await handle.query(
        `insert into order_lines (order_id, product_id, name, name_fr, option_value_names,
            option_value_names_fr, purchase_option, price_cents, original_price_cents, pos)
         values ($1, 1, 'Bedford Sofa', 'Le canapé', '{Oatmeal}', '{Flocons}', 'ownv3', 1, 1, 7)`,
        [ORDER],
      );
      expect((await lines()).slice(5)).toEqual([
        { name_fr: 'Canapé Bedford, brume, noyer', option_value_names_fr: ['Brume', 'Walnut'] },
        { name_fr: 'Le canapé', option_value_names_fr: ['Flocons'] },
      ]);
    } finally {
      await handle.close();
    }
  });
});
