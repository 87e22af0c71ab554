import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { refreshSearchDocuments } from '../../server/db/search';
import { openSeededTestDatabase } from './helpers/test-database';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openSeededTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

/** Full-text search over the generated, weighted tsvector, best first. */
async function fullText(text: string): Promise<{ name: string; rank: number }[]> {
  return handle.query<{ name: string; rank: number }>(
    `select name, ts_rank(search_vector, query) as rank
       from parent_products, websearch_to_tsquery('english', $1) query
      where search_vector @@ query
      order by rank desc, id`,
    [text],
  );
}

/** Typo-tolerant match on names, categories and tags (pg_trgm word similarity). */
async function fuzzy(text: string): Promise<{ name: string; similarity: number }[]> {
  return handle.query<{ name: string; similarity: number }>(
    `select name, word_similarity(lower($1), search_text) as similarity
       from parent_products
      where lower($1) <% search_text
      order by similarity desc, id`,
    [text],
  );
}

describe('full-text search', () => {
  it('finds sofas by name, plural or singular', async () => {
    const singular = await fullText('sofa');
    expect(singular.length).toBeGreaterThan(10);
    expect(singular[0]?.name).toMatch(/Sofa/);
    expect((await fullText('sofas')).map((row) => row.name)).toEqual(
      singular.map((row) => row.name),
    );
  });

  it('ranks a name match above a category-only match', async () => {
    const results = await fullText('sectional');
    const named = results.filter((row) => /Sectional/.test(row.name));
    const others = results.filter((row) => !/Sectional/.test(row.name));
    expect(named.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.rank).toBeLessThan(Math.min(...named.map((row) => row.rank)));
    }
  });

  it('searches categories, tags and materials', async () => {
    expect((await fullText('lounge chairs')).every((row) => /Lounge Chair/.test(row.name))).toBe(
      true,
    );
    expect(await fullText('bedroom')).not.toHaveLength(0);
    expect(await fullText('walnut')).not.toHaveLength(0);
  });

  it('copes with operators, quotes and very long input', async () => {
    expect(await fullText('"dining table" -round')).not.toHaveLength(0);
    // PostgreSQL drops words over 2,047 characters from a tsquery: the rest still searches.
    expect((await fullText(`sofa ${'x'.repeat(10_000)}`)).length).toBe(
      (await fullText('sofa')).length,
    );
    expect(await fullText('!!! && ||')).toEqual([]);
  });
});

describe('typo-tolerant search (pg_trgm)', () => {
  it('finds "sofaa" although full text does not', async () => {
    expect(await fullText('sofaa')).toEqual([]);
    const results = await fuzzy('sofaa');
    expect(results.length).toBeGreaterThan(10);
    expect(results[0]?.name).toMatch(/Sofa/);
  });

  it('finds misspelt category words', async () => {
    expect((await fuzzy('sectionnal')).some((row) => /Sectional/.test(row.name))).toBe(true);
  });
});

describe('refreshSearchDocuments', () => {
  it('picks up new tag links', async () => {
    const [parent] = await handle.query<{ id: number }>(
      `select id from parent_products where search_tags = '' order by id limit 1`,
    );
    const [tag] = await handle.query<{ id: number }>(`select id from tags where slug = 'beds'`);
    await handle.query(
      'insert into parent_product_tags (tag_id, parent_product_id) values ($1, $2)',
      [tag?.id, parent?.id],
    );
    await refreshSearchDocuments(handle, [parent?.id ?? 0]);
    const [row] = await handle.query<{ search_tags: string; matches: boolean }>(
      `select search_tags, search_vector @@ websearch_to_tsquery('english', 'beds') as matches
         from parent_products where id = $1`,
      [parent?.id],
    );
    expect(row).toEqual({ search_tags: 'Beds', matches: true });
  });
});
