/**
 * The seed check of decision 180: every catalogue text the seed writes in English has its French
 * beside it, and the French is not the English copied. English is the fallback only for a text
 * truly missing, and the seeded catalogue may have none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import {
  CATEGORY_TREE,
  QUICK_LINK_TAGS,
  type CategorySeed,
} from '../../server/db/seed/data/categories';
import { CATEGORIES_FR, QUICK_LINK_TAGS_FR } from '../../server/db/seed/data/categories-fr';
import { OPTION_SEEDS } from '../../server/db/seed/data/options';
import {
  LEARN_MORE_FR,
  OPTION_GROUPS_FR,
  OPTION_VALUES_FR,
  OPTIONS_FR,
} from '../../server/db/seed/data/options-fr';
import { MAKERS, PRODUCT_TYPES } from '../../server/db/seed/data/product-types';
import { MAKER_TOWNS_FR, PRODUCT_TYPES_FR } from '../../server/db/seed/data/product-types-fr';
import { openSeededTestDatabase } from './helpers/test-database';

/** Every catalogue text column with its French one: [table, English column]. */
const TRANSLATED_COLUMNS: readonly [string, string][] = [
  ['categories', 'name'],
  ['categories', 'description'],
  ['categories', 'bottom_description'],
  ['categories', 'image_caption'],
  ['tags', 'name'],
  ['options', 'name'],
  ['option_values', 'name'],
  ['option_values', 'description'],
  ['option_values', 'group_name'],
  ['option_values', 'learn_more_name'],
  ['parent_products', 'name'],
  ['parent_products', 'overview'],
  ['parent_products', 'additional_info'],
  ['parent_products', 'materials'],
  ['parent_products', 'care'],
  ['parent_products', 'image_caption'],
  ['products', 'name'],
  ['products', 'colour_name'],
  ['product_images', 'caption'],
  ['social_images', 'caption'],
];

/** Long texts, which cannot be the same words in both languages. */
const PROSE_COLUMNS: readonly [string, string][] = [
  ['categories', 'description'],
  ['categories', 'bottom_description'],
  ['parent_products', 'overview'],
  ['parent_products', 'additional_info'],
  ['parent_products', 'materials'],
  ['parent_products', 'care'],
  ['social_images', 'caption'],
];

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededTestDatabase();
}, 300_000);

afterAll(async () => {
  await handle?.close();
});

/** Rows whose English text has no French beside it (the check's query). */
async function missingFrench(database: DatabaseHandle, table: string, column: string) {
  return database.query<{ id: number; english: string }>(
    `select id, ${column} as english from ${table}
      where ${column} is not null and ${column} <> ''
        and (${column}_fr is null or btrim(${column}_fr) = '')
      order by id limit 5`,
  );
}

describe('the seeded catalogue in French', () => {
  it.each(TRANSLATED_COLUMNS)(
    'has a French text wherever %s.%s has an English one',
    async (table, column) => {
      expect(
        await missingFrench(handle, table, column),
        `${table}.${column}_fr is missing`,
      ).toEqual([]);
      const [written] = await handle.query<{ count: number }>(
        `select count(*)::int as count from ${table} where ${column}_fr is not null`,
      );
      expect(written?.count).toBeGreaterThan(0);
    },
  );

  it('catches a French text left out', async () => {
    await handle.withConnection(async (connection) => {
      await connection.exec('begin');
      try {
        await connection.query(`update parent_products set overview_fr = null where id = 1`);
        expect(await missingFrench(connection, 'parent_products', 'overview')).toHaveLength(1);
      } finally {
        await connection.exec('rollback');
      }
    });
    expect(await missingFrench(handle, 'parent_products', 'overview')).toEqual([]);
  });

  it.each(PROSE_COLUMNS)('does not copy the English into %s.%s_fr', async (table, column) => {
    const rows = await handle.query<{ id: number; english: string }>(
      `select id, ${column} as english from ${table}
        where ${column} <> '' and ${column}_fr = ${column} order by id limit 5`,
    );
    expect(rows).toEqual([]);
  });

  it('names products with the French noun before the brand word', async () => {
    const rows = await handle.query<{ name: string; nameFr: string }>(
      `select name, name_fr as "nameFr" from parent_products where name like 'Laurentian %' order by id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.nameFr).toMatch(/^\S.* Laurentian/);
    expect(rows.map((row) => row.nameFr)).toContain('Canapé Laurentian');
  });

  it('keeps the French search documents filled', async () => {
    const [missing] = await handle.query<{ count: number }>(
      `select count(*)::int as count from parent_products
        where search_categories_fr = '' or search_terms_fr = '' or search_vector_fr = ''::tsvector`,
    );
    expect(missing?.count).toBe(0);
  });
});

describe('the seed source data in French', () => {
  const slugs = (nodes: readonly CategorySeed[]): string[] =>
    nodes.flatMap((node) => [node.slug, ...slugs(node.children ?? [])]);

  it('translates every category and quick link', () => {
    expect(slugs(CATEGORY_TREE).filter((slug) => !CATEGORIES_FR[slug])).toEqual([]);
    expect(QUICK_LINK_TAGS.filter((tag) => !QUICK_LINK_TAGS_FR[tag.slug])).toEqual([]);
  });

  it('translates every option, value, group and link', () => {
    for (const option of OPTION_SEEDS) {
      expect(OPTIONS_FR[option.key]).toBeTruthy();
      for (const value of option.values) {
        expect(OPTION_VALUES_FR[value.key], value.key).toBeTruthy();
        if (value.group) expect(OPTION_GROUPS_FR[value.group], value.group).toBeTruthy();
        if (value.learnMore) expect(LEARN_MORE_FR[value.learnMore.name]).toBeTruthy();
      }
    }
  });

  it('translates every product type, feature for feature, and every maker’s town', () => {
    for (const type of PRODUCT_TYPES) {
      const french = PRODUCT_TYPES_FR[type.key];
      expect(french, type.key).toBeDefined();
      expect(french?.features).toHaveLength(type.features.length);
      expect(
        french?.materials.includes('{colour}') || french?.materials.includes('{de colour}'),
      ).toBe(type.materials.includes('{colour}'));
    }
    expect(Object.keys(MAKERS).filter((key) => !MAKER_TOWNS_FR[key])).toEqual([]);
  });
});
